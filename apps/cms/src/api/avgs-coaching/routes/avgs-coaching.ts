import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::avgs-coaching.avgs-coaching');
