import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::einfache-sprache-seite.einfache-sprache-seite');
