import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::messe-block.messe-block');
