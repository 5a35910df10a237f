import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::mini-newsletter.mini-newsletter');
