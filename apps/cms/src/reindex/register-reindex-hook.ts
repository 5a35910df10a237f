import type { Core, UID } from '@strapi/strapi';

import { COLLECTION_TYPES, SINGLE_TYPES } from '../content-types';
import { notifySearchService } from './notify-search-service';

/** Document actions after which the search index may be stale. */
const NOTIFYING_ACTIONS = new Set(['publish', 'unpublish', 'update', 'delete']);

/** Publishing several locales of one document fires several actions; one reindex covers them all. */
const DEBOUNCE_MS = 2000;

const SEARCHABLE = new Set<string>([
  COLLECTION_TYPES.article.uid,
  COLLECTION_TYPES.veranstaltungen.uid,
  COLLECTION_TYPES.seite.uid,
  ...Object.values(SINGLE_TYPES)
    .filter((type) => type.page)
    .map((type) => type.uid),
]);

/**
 * Tells the search service to reindex when an editor publishes, updates or unpublishes an article,
 * an event, a page or an editors' page. Runs after the action and never awaits the call, so publishing
 * cannot fail because of the search service.
 */
export function registerReindexHook(strapi: Core.Strapi, isSeeding: () => boolean): void {
  let timer: NodeJS.Timeout | undefined;
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!isSeeding() && NOTIFYING_ACTIONS.has(context.action) && SEARCHABLE.has(context.uid as UID.ContentType)) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void notifySearchService(strapi);
      }, DEBOUNCE_MS);
      timer.unref();
    }
    return result;
  });
}
