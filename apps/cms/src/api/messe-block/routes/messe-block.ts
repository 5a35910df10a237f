import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::messe-block.messe-block');
