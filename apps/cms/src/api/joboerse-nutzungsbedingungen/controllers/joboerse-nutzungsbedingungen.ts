import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::joboerse-nutzungsbedingungen.joboerse-nutzungsbedingungen');
