import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::veranstaltungen-view.veranstaltungen-view');
