import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::jobboerse-detail-seite.jobboerse-detail-seite');
