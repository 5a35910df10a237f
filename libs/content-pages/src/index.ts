export { ContentPage } from './lib/content-page';
export { contentPageCode, loadContentPage, selectContentPageSeo } from './lib/data/load-content-page';
export { homeResources } from './lib/home-resources';
export { companyFormResources, COMPANY_FORM_NAMESPACE } from './lib/forms/company-form-resources';
