import { definePage } from '@jobpoint/app-shell';
import { ArticlePage, loadArticle, selectArticleSeo } from '@jobpoint/advice';

/**
 * /ratgeber/{slug}: an unknown or malformed slug is a 404; a slug that is not the article's address in
 * the URL's language redirects there. The head comes from the article's SEO block.
 */
export default definePage({
  load: ({ params, request, store, locale }) => loadArticle(store.dispatch, { locale, slug: params['slug'], url: new URL(request.url) }),
  seo: (data, store) => selectArticleSeo(store.getState(), data),
  paths: ({ paths }) => paths,
  Component: ArticlePage,
});
