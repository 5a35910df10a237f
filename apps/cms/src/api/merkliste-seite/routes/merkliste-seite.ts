import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::merkliste-seite.merkliste-seite');
