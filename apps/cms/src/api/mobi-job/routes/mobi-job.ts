import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::mobi-job.mobi-job');
