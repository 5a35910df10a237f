import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::ladengeschaeft-seite.ladengeschaeft-seite');
