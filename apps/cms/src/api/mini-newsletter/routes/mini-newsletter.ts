import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::mini-newsletter.mini-newsletter');
