import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::navigation-erweiterung.navigation-erweiterung');
