import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::mini-newsletter.mini-newsletter');
