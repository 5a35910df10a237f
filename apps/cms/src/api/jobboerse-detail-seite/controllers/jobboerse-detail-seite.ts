import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::jobboerse-detail-seite.jobboerse-detail-seite');
