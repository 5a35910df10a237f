import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::messe-filter.messe-filter');
