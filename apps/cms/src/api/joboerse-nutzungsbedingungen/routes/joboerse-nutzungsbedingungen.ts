import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::joboerse-nutzungsbedingungen.joboerse-nutzungsbedingungen');
