import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cookie-bestimmungen.cookie-bestimmungen');
