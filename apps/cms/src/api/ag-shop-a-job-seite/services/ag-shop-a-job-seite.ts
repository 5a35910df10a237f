import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::ag-shop-a-job-seite.ag-shop-a-job-seite');
