import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::ladengeschaeft-seite.ladengeschaeft-seite');
