import { ContentPage, contentPageCode, loadContentPage, pageAddress, selectContentPageSeo } from '@jobpoint/content-pages';
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
      address: pageAddress(new URL(request.url)),
    });
  },
  seo: (data, store) => selectContentPageSeo(store.getState(), data),
  Component: ContentPage,
  hydrationCode: contentPageCode,
});
