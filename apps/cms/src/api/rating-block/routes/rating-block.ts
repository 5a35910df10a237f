import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::rating-block.rating-block');
