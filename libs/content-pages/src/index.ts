export { ContentPage } from './lib/content-page';
export { EditorPage } from './lib/editor-page';
export { contentPageCode, loadContentPage, pageAddress, selectContentPageSeo } from './lib/data/load-content-page';
export { editorPageCode, loadEditorPage, loadEditorPageLayout, selectEditorPageSeo, type EditorPageData } from './lib/data/load-editor-page';
export { CONTENT_PAGE_NAMESPACE, contentPageResources } from './lib/content-page-resources';
export { companyFormResources, COMPANY_FORM_NAMESPACE } from './lib/forms/company-form-resources';
