import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::mobi-job.mobi-job');
