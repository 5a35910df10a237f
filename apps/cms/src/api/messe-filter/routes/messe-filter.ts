import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::messe-filter.messe-filter');
