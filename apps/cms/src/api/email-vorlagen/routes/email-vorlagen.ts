import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::email-vorlagen.email-vorlagen');
