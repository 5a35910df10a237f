import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::jb-anleitung.jb-anleitung');
