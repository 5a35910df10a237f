export { ContentPage } from './lib/content-page';
export { contentPageCode, loadContentPage, pageAddress, selectContentPageSeo } from './lib/data/load-content-page';
export { CONTENT_PAGE_NAMESPACE, contentPageResources } from './lib/content-page-resources';
export { companyFormResources, COMPANY_FORM_NAMESPACE } from './lib/forms/company-form-resources';
