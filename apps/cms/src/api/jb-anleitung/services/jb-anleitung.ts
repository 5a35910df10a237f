import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::jb-anleitung.jb-anleitung');
