import { definePage } from '@jobpoint/app-shell';
import { loadNewsletterPage, NewsletterPage, selectNewsletterSeo } from '@jobpoint/newsletter';

/** /newsletter: the signup page, its texts from the CMS. */
export default definePage({
  load: async ({ store, locale }) => {
    await loadNewsletterPage(store.dispatch, { locale });
    return { locale };
  },
  seo: ({ locale }, store) => selectNewsletterSeo(store.getState(), { locale }),
  Component: NewsletterPage,
});
