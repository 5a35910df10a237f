import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::rating-block.rating-block');
