import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::cookie-bestimmungen.cookie-bestimmungen');
