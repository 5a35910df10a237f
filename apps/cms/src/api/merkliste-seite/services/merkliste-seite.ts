import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::merkliste-seite.merkliste-seite');
