import { LOCALES } from '@jobpoint/i18n';
import { ROUTES } from '@jobpoint/site-routes';
import { entityKey, fetchCollection, mediaPath, stringField, type CmsConfig } from './cms-source';
import type { ContentSource } from './content-source';
import { markdownToText } from './markdown-to-text';
import { mediaUrl } from './media-url';
import type { ContentRecord } from './search-record';

/** Veranstaltungen (`/api/veranstaltungens`) in every language. */
export function eventsSource(config: CmsConfig): ContentSource {
  return {
    name: 'events',
    async fetchRecords() {
      const perLocale = await Promise.all(
        LOCALES.map(async (locale) => {
          const events = await fetchCollection(config, '/api/veranstaltungens', locale, { 'populate[0]': 'image' });
          return events.map((event): ContentRecord => {
            const date = stringField(event, 'Datum');
            return {
              objectID: `event-${entityKey(event)}-${locale}`,
              language: locale,
              type: 'event',
              name: stringField(event, 'title'),
              content: markdownToText(stringField(event, 'content')),
              slug: stringField(event, 'slug'),
              url: `${ROUTES.events}/${stringField(event, 'slug')}`,
              imageURL: mediaUrl(mediaPath(event['image']), config.mediaPathPrefix),
              ...(date ? { date } : {}),
            };
          });
        }),
      );
      return perLocale.flat();
    },
  };
}
