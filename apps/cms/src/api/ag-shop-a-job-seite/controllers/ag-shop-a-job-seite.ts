import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::ag-shop-a-job-seite.ag-shop-a-job-seite');
