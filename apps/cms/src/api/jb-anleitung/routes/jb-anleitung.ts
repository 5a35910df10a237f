import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::jb-anleitung.jb-anleitung');
