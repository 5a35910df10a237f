import { LOCALES } from '@jobpoint/i18n';
import type { SitemapSource } from './sitemap-sources';
import { localizedUrls, renderSitemapIndex, renderUrlset, type SitemapEntry } from './sitemap-xml';

/** The sitemaps protocol's limit of URLs in one file. */
export const MAX_URLS_PER_FILE = 50_000;

/** The served files: `/sitemap.xml` alone, or an index there and its parts at `/sitemap-{n}.xml`. */
export interface SitemapFiles {
  index: string | null;
  parts: string[];
  /** False when a source failed and its part is missing; such a sitemap is kept for a shorter time. */
  complete: boolean;
}

export interface BuildSitemapOptions {
  sources: readonly SitemapSource[];
  origin: string;
  maxUrlsPerFile?: number;
  onSourceError: (source: string, error: unknown) => void;
}

export function sitemapPartPath(part: number): string {
  return `/sitemap-${part}.xml`;
}

function newest(entries: readonly SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>(
    (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
    undefined,
  );
}

/**
 * Asks every source at once and writes what they gave: a source that fails is left out (and reported),
 * the rest is served. Each page is listed once per language; past `maxUrlsPerFile` URLs the sitemap is
 * split into parts under an index.
 */
export async function buildSitemap({
  sources,
  origin,
  maxUrlsPerFile = MAX_URLS_PER_FILE,
  onSourceError,
}: BuildSitemapOptions): Promise<SitemapFiles> {
  const results = await Promise.allSettled(sources.map((source) => source.load()));
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      onSourceError(sources[index].name, result.reason);
      return;
    }
    for (const entry of result.value) {
      if (!seen.has(entry.path)) {
        seen.add(entry.path);
        entries.push(entry);
      }
    }
  });
  const complete = results.every((result) => result.status === 'fulfilled');
  const urls = entries.flatMap((entry) => localizedUrls(entry, origin));
  if (urls.length <= maxUrlsPerFile) {
    return { index: null, parts: [renderUrlset(urls)], complete };
  }
  // A page's language versions stay in one part, so a part's alternates point at URLs listed beside them.
  const perPart = Math.max(1, Math.floor(maxUrlsPerFile / LOCALES.length));
  const chunks: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += perPart) {
    chunks.push(entries.slice(start, start + perPart));
  }
  return {
    index: renderSitemapIndex(
      chunks.map((chunk, index) => ({ loc: `${origin}${sitemapPartPath(index + 1)}`, lastmod: newest(chunk) })),
    ),
    parts: chunks.map((chunk) => renderUrlset(chunk.flatMap((entry) => localizedUrls(entry, origin)))),
    complete,
  };
}

export interface SitemapCacheOptions {
  build: () => Promise<SitemapFiles>;
  /** How long a complete sitemap is served before it is built again. */
  freshMs: number;
  /** How long a sitemap with a missing part is served before the next try. */
  incompleteMs: number;
  onBuildError: (error: unknown) => void;
  now?: () => number;
}

/**
 * The sitemap is built at most once per interval, however many requests arrive: concurrent requests
 * share one build, and once a sitemap is old, it is still served while one build replaces it.
 */
export class SitemapCache {
  private current: { files: SitemapFiles; builtAt: number } | null = null;
  private building: Promise<SitemapFiles> | null = null;
  // Counts the clears: a sitemap begun before the latest one is handed out but not kept.
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: SitemapCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(): Promise<SitemapFiles> {
    const { current } = this;
    if (!current) {
      return this.rebuild();
    }
    const maxAge = current.files.complete ? this.options.freshMs : this.options.incompleteMs;
    if (this.now() - current.builtAt >= maxAge) {
      this.rebuild().catch(this.options.onBuildError);
    }
    return current.files;
  }

  /** Forgets the sitemap: the next request builds it anew (the content it lists has changed). */
  clear(): void {
    this.generation += 1;
    this.current = null;
    this.building = null;
  }

  private rebuild(): Promise<SitemapFiles> {
    if (this.building) {
      return this.building;
    }
    const begunIn = this.generation;
    const building = this.options
      .build()
      .then((files) => {
        if (begunIn === this.generation) {
          this.current = { files, builtAt: this.now() };
        }
        return files;
      })
      .finally(() => {
        if (this.building === building) {
          this.building = null;
        }
      });
    this.building = building;
    return building;
  }
}
