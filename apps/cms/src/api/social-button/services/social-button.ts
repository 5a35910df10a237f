import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::social-button.social-button');
