import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::ladengeschaeft-seite.ladengeschaeft-seite');
