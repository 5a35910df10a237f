import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::download-seite.download-seite');
