import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::synonym.synonym');
