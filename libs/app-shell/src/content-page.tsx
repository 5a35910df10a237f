import { ContentPage, contentPageCode, loadContentPage, selectContentPageSeo } from '@jobpoint/content-pages';
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
  seo: (data, store) => selectContentPageSeo(store.getState(), data),
  Component: ContentPage,
  hydrationCode: contentPageCode,
});
