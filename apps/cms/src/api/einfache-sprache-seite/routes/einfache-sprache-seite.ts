import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::einfache-sprache-seite.einfache-sprache-seite');
