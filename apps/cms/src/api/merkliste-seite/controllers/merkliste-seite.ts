import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::merkliste-seite.merkliste-seite');
