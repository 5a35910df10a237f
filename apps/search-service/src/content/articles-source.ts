import { DEFAULT_LOCALE, LOCALES, type Locale } from '@jobpoint/i18n';
import { pagePath } from '@jobpoint/site-routes';
import { entityKey, fetchCollection, indexerCmsReader, mediaPath, stringField, type CmsConfig, type CmsEntity } from './cms-source';
import type { ContentSource } from './content-source';
import { markdownToText } from './markdown-to-text';
import { mediaUrl } from './media-url';
import type { ContentRecord } from './search-record';

function articleRecord(article: CmsEntity, locale: Locale, config: CmsConfig): ContentRecord {
  const slug = stringField(article, 'slug');
  return {
    objectID: `article-${entityKey(article)}-${locale}`,
    language: locale,
    type: 'article',
    name: stringField(article, 'title'),
    description: markdownToText(stringField(article, 'description')),
    content: markdownToText(stringField(article, 'content')),
    slug,
    url: pagePath('article', { slug }),
    imageURL: mediaUrl(mediaPath(article['image']), config.mediaPathPrefix),
  };
}

/**
 * Ratgeber articles (`/api/articles`) in every language. An article not written in a language is
 * found there in German, as the site shows it (articles are written in German and English only).
 * Articles without a slug have no page and are left out.
 */
export function articlesSource(config: CmsConfig): ContentSource {
  const cms = indexerCmsReader(config);
  return {
    name: 'articles',
    async fetchRecords() {
      const perLocale = await Promise.all(
        LOCALES.map(async (locale) => {
          const articles = await fetchCollection(cms, '/api/articles', locale, ['image']);
          return [locale, articles.filter((article) => stringField(article, 'slug') !== '')] as const;
        }),
      );
      const german = perLocale.find(([locale]) => locale === DEFAULT_LOCALE)?.[1] ?? [];
      return perLocale.flatMap(([locale, articles]) => {
        const written = new Set(articles.map(entityKey));
        const fallback = german.filter((article) => !written.has(entityKey(article)));
        return [...articles, ...fallback].map((article) => articleRecord(article, locale, config));
      });
    },
  };
}
