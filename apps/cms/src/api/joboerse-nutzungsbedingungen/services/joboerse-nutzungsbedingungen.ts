import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::joboerse-nutzungsbedingungen.joboerse-nutzungsbedingungen');
