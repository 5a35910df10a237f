import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::download-seite.download-seite');
