import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::veranstaltungen-format.veranstaltungen-format');
