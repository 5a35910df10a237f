import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::social-button.social-button');
