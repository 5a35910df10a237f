import type { RouteContext, RouteHandle } from '@jobpoint/app-shell';
import { loadNewsletterPage, NewsletterPage, selectNewsletterSeo } from '@jobpoint/newsletter';
import { selectLocale } from '@jobpoint/store';

/** /newsletter: the signup page, its texts from the CMS. */
export function newsletterRoute({ store }: RouteContext) {
  const handle: RouteHandle = { seo: (state, locale) => selectNewsletterSeo(state, { locale }) };
  return {
    handle,
    loader: async () => {
      await loadNewsletterPage(store.dispatch, { locale: selectLocale(store.getState()) });
      return null;
    },
    Component: NewsletterPage,
  };
}
