import type { LoaderFunctionArgs } from 'react-router';
import { EditorPage, editorPageCode, loadEditorPage, loadEditorPageLayout, selectEditorPageSeo } from '@jobpoint/content-pages';
import { localDateString } from '@jobpoint/i18n';
import { selectLocale } from '@jobpoint/store';
import type { AppStore } from './lib/create-app-store';
import { definePage } from './lib/page-route';

/** The editors' own pages (`/{slug}`, CMS collection `seite`), in the layout each names (ADR 144). */
export default definePage({
  load: ({ store, locale, params, request }) =>
    loadEditorPage(store, { slug: params['pageSlug'], locale, today: localDateString(), url: new URL(request.url) }),
  seo: (data, store) => selectEditorPageSeo(store.getState(), data),
  paths: ({ paths }) => paths,
  Component: EditorPage,
  hydrationCode: editorPageCode,
});

/** The layout the page at a request names (`null` where there is none), for the route around the page. */
export function editorPageLayout(store: AppStore, { params }: LoaderFunctionArgs) {
  return loadEditorPageLayout(store, { slug: params['pageSlug'], locale: selectLocale(store.getState()) });
}
