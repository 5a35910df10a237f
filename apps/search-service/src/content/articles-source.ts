import { LOCALES } from '@jobpoint/i18n';
import { ROUTES } from '@jobpoint/site-routes';
import { entityKey, fetchCollection, mediaPath, stringField, type CmsConfig } from './cms-source';
import type { ContentSource } from './content-source';
import { markdownToText } from './markdown-to-text';
import { mediaUrl } from './media-url';
import type { ContentRecord } from './search-record';

/** Ratgeber articles (`/api/articles`) in every language. */
export function articlesSource(config: CmsConfig): ContentSource {
  return {
    name: 'articles',
    async fetchRecords() {
      const perLocale = await Promise.all(
        LOCALES.map(async (locale) => {
          const articles = await fetchCollection(config, '/api/articles', locale, { 'populate[0]': 'image' });
          return articles.map((article): ContentRecord => ({
            objectID: `article-${entityKey(article)}-${locale}`,
            language: locale,
            type: 'article',
            name: stringField(article, 'title'),
            description: markdownToText(stringField(article, 'description')),
            content: markdownToText(stringField(article, 'content')),
            slug: stringField(article, 'slug'),
            url: `${ROUTES.advice}/${stringField(article, 'slug')}`,
            imageURL: mediaUrl(mediaPath(article['image']), config.mediaPathPrefix),
          }));
        }),
      );
      return perLocale.flat();
    },
  };
}
