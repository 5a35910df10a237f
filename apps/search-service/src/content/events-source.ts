import { LOCALES } from '@jobpoint/i18n';
import { pagePath } from '@jobpoint/site-routes';
import { entityKey, fetchCollection, indexerCmsReader, mediaPath, stringField, type CmsConfig } from './cms-source';
import type { ContentSource } from './content-source';
import { markdownToText } from './markdown-to-text';
import { mediaUrl } from './media-url';
import type { ContentRecord } from './search-record';

/** Veranstaltungen (`/api/veranstaltungens`) in every language; events without a slug have no page. */
export function eventsSource(config: CmsConfig): ContentSource {
  const cms = indexerCmsReader(config);
  return {
    name: 'events',
    async fetchRecords() {
      const perLocale = await Promise.all(
        LOCALES.map(async (locale) => {
          const events = await fetchCollection(cms, '/api/veranstaltungens', locale, ['image']);
          return events.flatMap((event): ContentRecord[] => {
            const slug = stringField(event, 'slug');
            const date = stringField(event, 'Datum');
            if (!slug) return [];
            const record: ContentRecord = {
              objectID: `event-${entityKey(event)}-${locale}`,
              language: locale,
              type: 'event',
              name: stringField(event, 'title'),
              content: markdownToText(stringField(event, 'content')),
              slug,
              url: pagePath('event', { slug }),
              imageURL: mediaUrl(mediaPath(event['image']), config.mediaPathPrefix),
              ...(date ? { date } : {}),
            };
            return [record];
          });
        }),
      );
      return perLocale.flat();
    },
  };
}
