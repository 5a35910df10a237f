import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::messe-filter.messe-filter');
