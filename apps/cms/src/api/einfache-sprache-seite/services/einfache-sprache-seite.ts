import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::einfache-sprache-seite.einfache-sprache-seite');
