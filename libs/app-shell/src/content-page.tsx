import { singleTypeApi } from '@jobpoint/cms-client';
import { ContentPage, contentPageCode, loadContentPage } from '@jobpoint/content-pages';
import { localDateString } from '@jobpoint/i18n';
import { definePage } from './lib/page-route';

/** Every page whose content is a CMS single type with a content description. */
export default definePage({
  load: ({ store, locale, page, request }) => {
    if (!page.singleType) {
      throw new Error(`The page ${page.key} has no single type to show`);
    }
    return loadContentPage(store, {
      singleType: page.singleType,
      locale,
      today: localDateString(),
      query: new URL(request.url).searchParams,
    });
  },
  seo: ({ singleType, locale }, store) => singleTypeApi.endpoints.getSingleType.select({ singleType, locale })(store.getState()).data?.seo,
  Component: ContentPage,
  hydrationCode: contentPageCode,
});
