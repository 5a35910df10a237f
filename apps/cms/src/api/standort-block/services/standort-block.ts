import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::standort-block.standort-block');
