import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::mobi-job.mobi-job');
