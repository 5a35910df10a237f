import { isRecord } from '@jobpoint/cms-client';
import { createCmsReader, type CmsReader } from '@jobpoint/cms-reader';
import { SOURCE_REQUEST_TIMEOUT_MS } from '../constants';

export interface CmsConfig {
  baseUrl: string;
  token: string;
  /** Where the browser loads the content service's media (the gateway's `/cms` forwarder). */
  mediaPathPrefix: string;
}

/** An entry as the CMS reader gives it: flat, whichever format the CMS answered in. */
export type CmsEntity = Record<string, unknown>;

/** The server's CMS reader, asking for the v4 format (as the organisation's CMS answers), with the indexer's time limit. */
export function indexerCmsReader(config: CmsConfig): CmsReader {
  return createCmsReader({ baseUrl: config.baseUrl, token: config.token, responseFormat: 'v4', timeoutMs: SOURCE_REQUEST_TIMEOUT_MS });
}

/** Every entry of a collection type in one language. */
export async function fetchCollection(cms: CmsReader, path: string, locale: string, populate: string[]): Promise<CmsEntity[]> {
  const entries = await cms.collection(path, { locale, populate });
  return entries.filter(isRecord);
}

/** The path of a media field (one file, or the first of several); `null` when it has none. */
export function mediaPath(media: unknown): string | null {
  const first = Array.isArray(media) ? media[0] : media;
  return isRecord(first) && typeof first['url'] === 'string' ? first['url'] : null;
}

export function stringField(entity: CmsEntity, field: string): string {
  const value = entity[field];
  return typeof value === 'string' ? value : '';
}

/** Strapi 5 keeps one `documentId` per entry across languages; v4 only has the numeric id. */
export function entityKey(entity: CmsEntity): string {
  return String(entity['documentId'] ?? entity['id']);
}
