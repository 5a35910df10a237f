import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::jobboerse-detail-seite.jobboerse-detail-seite');
