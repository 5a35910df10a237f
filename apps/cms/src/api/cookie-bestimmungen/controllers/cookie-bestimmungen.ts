import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cookie-bestimmungen.cookie-bestimmungen');
