import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::search-miss.search-miss');
