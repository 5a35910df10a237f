import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::synonym.synonym');
