import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::avgs-coaching.avgs-coaching');
