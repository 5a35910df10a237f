import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::avgs-coaching.avgs-coaching');
