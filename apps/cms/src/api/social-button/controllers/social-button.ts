import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::social-button.social-button');
