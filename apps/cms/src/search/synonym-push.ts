import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { COLLECTION_TYPES } from '../content-types';
import { adminSearchClient, searchServiceSettings } from './search-service';
import { algoliaSynonym, objectIdFor, synonymProblem, type StoredSynonym, type SynonymFields } from './synonym-rules';

export const SYNONYM = COLLECTION_TYPES.synonym.uid as UID.ContentType;

/** Document actions after which the published synonyms may differ. */
const CHANGING_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);
const WRITING_ACTIONS = new Set(['create', 'update']);
/** Publishing several languages at once is several actions; one push covers them. */
const DEBOUNCE_MS = 300;
/** After a failed push (search service down), the next try; then the longest wait between tries. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;
const PAGE_SIZE = 500;

/** Every published synonym in every language, as Algolia's synonym objects. */
async function publishedSynonyms(strapi: Core.Strapi) {
  const entries: StoredSynonym[] = [];
  for (let start = 0; ; start += PAGE_SIZE) {
    const page = (await strapi.documents(SYNONYM).findMany({ status: 'published', locale: '*', start, limit: PAGE_SIZE, sort: 'id' })) as unknown as StoredSynonym[];
    entries.push(...page);
    if (page.length < PAGE_SIZE) return entries.map(algoliaSynonym);
  }
}

/**
 * Sends the published synonyms to the search service through Algolia's API, replacing the index's
 * synonyms whole (`saveSynonyms` with `replaceExistingSynonyms`): one request, whatever changed, so a
 * change that was missed while the service was down is mended by the next one.
 */
async function pushSynonyms(strapi: Core.Strapi): Promise<number> {
  const settings = searchServiceSettings();
  const synonymHit = await publishedSynonyms(strapi);
  await adminSearchClient(settings).saveSynonyms({ indexName: settings.indexName, synonymHit, replaceExistingSynonyms: true });
  return synonymHit.length;
}

export interface SynonymPush {
  /** Pushes soon; several calls in a row push once. */
  schedule(): void;
}

/**
 * Keeps the search service's synonyms those published in the CMS: a push after every change to a synonym
 * (never during the seed) and one at every start, retried with growing pauses while the service cannot
 * be reached. Writes of a synonym are checked before they are stored, in the admin and through REST alike.
 */
export function registerSynonymPush(strapi: Core.Strapi, isSeeding: () => boolean): SynonymPush {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let failures = 0;

  const schedule = (delayMs = DEBOUNCE_MS) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delayMs);
    timer.unref();
  };

  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const count = await pushSynonyms(strapi);
      failures = 0;
      strapi.log.info(`Search synonyms sent: ${count}`);
    } catch (error) {
      failures += 1;
      const retryMs = Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LONGEST_RETRY_MS);
      strapi.log.warn(`Search synonyms not sent (${(error as Error).message}); next try in ${retryMs / 1000} s`);
      schedule(retryMs);
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  };

  strapi.documents.use(async (context, next) => {
    if (context.uid !== SYNONYM) return next();
    if (WRITING_ACTIONS.has(context.action)) await checkSynonym(strapi, context.action, context.params as WriteParams);
    const result = await next();
    if (!isSeeding() && CHANGING_ACTIONS.has(context.action)) schedule();
    return result;
  });

  return { schedule: () => schedule() };
}

interface WriteParams {
  documentId?: string;
  locale?: string;
  data?: SynonymFields;
}

function refuse(path: string, message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
}

/**
 * Refuses a synonym Algolia would refuse, and an id another synonym has (the push would lose one of
 * them); gives one without an id the next free one of its language and first word.
 */
async function checkSynonym(strapi: Core.Strapi, action: string, params: WriteParams): Promise<void> {
  const { documentId, data = {} } = params;
  const locale = params.locale || (await strapi.plugin('i18n').service('locales').getDefaultLocale());
  const stored =
    action === 'update' && documentId
      ? ((await strapi.db.query(SYNONYM).findOne({ where: { documentId, locale, publishedAt: null }, select: ['objectID', 'type', 'input', 'synonyms'] })) as SynonymFields | null)
      : null;
  const fields = { ...stored, ...data };
  const problem = synonymProblem(fields);
  if (problem) refuse(problem.path, problem.message);
  const isTaken = async (objectID: string) =>
    (await strapi.db.query(SYNONYM).count({
      where: { objectID, ...(documentId ? { $or: [{ documentId: { $ne: documentId } }, { locale: { $ne: locale } }] } : {}) },
    })) > 0;
  const objectID = typeof fields.objectID === 'string' ? fields.objectID.trim() : '';
  if (objectID === '') {
    const base = objectIdFor(locale, fields);
    let free = base;
    for (let number = 2; await isTaken(free); number += 1) free = `${base}-${number}`;
    params.data = { ...data, objectID: free };
    return;
  }
  if (await isTaken(objectID)) {
    refuse('objectID', `Die ID „${objectID}“ hat schon ein anderes Synonym (leer lassen: sie wird vergeben) / The id “${objectID}” belongs to another synonym (leave it empty to get one)`);
  }
}
