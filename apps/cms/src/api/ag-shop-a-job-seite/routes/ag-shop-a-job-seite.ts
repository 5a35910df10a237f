import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::ag-shop-a-job-seite.ag-shop-a-job-seite');
