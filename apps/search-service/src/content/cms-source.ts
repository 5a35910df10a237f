import { CMS_PAGE_SIZE } from '../constants';
import { fetchJson } from './fetch-json';

export interface CmsConfig {
  baseUrl: string;
  token: string;
  /** Where the browser loads the content service's media (the gateway's `/cms` forwarder). */
  mediaPathPrefix: string;
}

export type CmsEntity = Record<string, unknown>;

/** Strapi v4 wraps fields in `attributes`; v5 answers flat. Both become one flat object. */
export function flattenEntity(item: unknown): CmsEntity {
  if (!item || typeof item !== 'object') {
    return {};
  }
  const { attributes, ...rest } = item as { attributes?: CmsEntity };
  return attributes ? { ...rest, ...attributes } : (rest as CmsEntity);
}

/** The URL of a media field in either format (v4 `{ data: { attributes: { url } } }`, v5 `{ url }`). */
export function mediaPath(media: unknown): string | null {
  if (!media || typeof media !== 'object') {
    return null;
  }
  const data = 'data' in media ? (media as { data: unknown }).data : media;
  const first = Array.isArray(data) ? data[0] : data;
  const url = flattenEntity(first)['url'];
  return typeof url === 'string' ? url : null;
}

function cmsUrl(config: CmsConfig, path: string, query: Record<string, string | number>): URL {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) {
    url.searchParams.set(key, String(value));
  }
  return url;
}

function cmsHeaders(config: CmsConfig): Record<string, string> {
  return { Authorization: `Bearer ${config.token}`, 'Strapi-Response-Format': 'v4' };
}

interface CollectionAnswer {
  data?: unknown[];
  meta?: { pagination?: { pageCount?: number } };
}

/** Every entry of a collection type in one language, page by page. */
export async function fetchCollection(
  config: CmsConfig,
  path: string,
  locale: string,
  query: Record<string, string | number>,
): Promise<CmsEntity[]> {
  const entries: CmsEntity[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await fetchJson(
      cmsUrl(config, path, {
        ...query,
        locale,
        'pagination[page]': page,
        'pagination[pageSize]': CMS_PAGE_SIZE,
      }),
      cmsHeaders(config),
    )) as CollectionAnswer;
    entries.push(...(answer.data ?? []).map(flattenEntity));
    const pageCount = answer.meta?.pagination?.pageCount ?? 1;
    if (page >= pageCount) {
      return entries;
    }
  }
}

/** A single type in one language. */
export async function fetchSingle(
  config: CmsConfig,
  path: string,
  locale: string,
  query: Record<string, string | number>,
): Promise<CmsEntity> {
  const answer = (await fetchJson(cmsUrl(config, path, { ...query, locale }), cmsHeaders(config))) as {
    data?: unknown;
  };
  return flattenEntity(answer.data);
}

export function stringField(entity: CmsEntity, field: string): string {
  const value = entity[field];
  return typeof value === 'string' ? value : '';
}

/** Strapi 5 keeps one `documentId` per entry across languages; v4 only has the numeric id. */
export function entityKey(entity: CmsEntity): string {
  return String(entity['documentId'] ?? entity['id']);
}
