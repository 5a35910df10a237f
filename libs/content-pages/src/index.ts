export { ContentPage } from './lib/content-page';
export { loadContentPage, type ContentPageData } from './lib/data/load-content-page';
export { BLOCKS, blockDefinition } from './lib/blocks/block-registry';
export type { BlockDefinition, BlockProps, BlockContext } from './lib/blocks/block';
export { homeResources, HOME_NAMESPACE } from './lib/home-resources';
export { companyFormResources, COMPANY_FORM_NAMESPACE } from './lib/forms/company-form-resources';
