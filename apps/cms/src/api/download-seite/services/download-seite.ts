import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::download-seite.download-seite');
