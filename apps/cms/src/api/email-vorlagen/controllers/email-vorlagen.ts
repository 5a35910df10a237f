import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::email-vorlagen.email-vorlagen');
