import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::search-miss.search-miss');
