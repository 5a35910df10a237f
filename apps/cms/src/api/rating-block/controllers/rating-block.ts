import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::rating-block.rating-block');
