import type { RenderResult } from '@jobpoint/app-shell/server';
import { NoncedDocument } from './nonced-document';

/** A render as the page cache hands it out: the page's HTML waits for its response's nonce. */
export type RenderedPage =
  | { kind: 'html'; status: number; document: NoncedDocument }
  | { kind: 'redirect'; status: number; location: string };

/** HIT: fresh from memory; STALE: from memory while a new render runs; MISS: rendered for this request. */
export type PageCacheState = 'HIT' | 'STALE' | 'MISS';

export interface PageCacheOptions {
  /** How long a page is served as it is. */
  freshMs: number;
  /** How long after that it is still served while one render replaces it in the background. */
  staleMs: number;
  maxEntries: number;
  /** The most bytes the kept pages may hold together (plain and compressed). */
  maxBytes: number;
  /** The nonce stand-in the renders were given. */
  placeholder: string;
  now?: () => number;
  /** Told about a background render that failed; the stale page stays until its time is up. */
  onRefreshError?: (error: unknown) => void;
}

/** A render and what it read of the CMS (`collectCmsReads`). */
export interface PageRender {
  result: RenderResult;
  reads: ReadonlySet<string>;
}

interface Entry {
  page: RenderedPage & { kind: 'html' };
  storedAt: number;
  reads: ReadonlySet<string>;
}

/**
 * Rendered pages shared between visitors whose requests render the same page. The caller's key names
 * everything a render reads; the cache keeps only successful pages (status 200), forgets the least
 * recently used beyond its bounds, and lets identical requests in flight share one render.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<RenderedPage>>();
  private bytes = 0;
  private readonly now: () => number;
  // Counts the drops: a render begun before the latest one is not kept, since it may show the old content.
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, render: () => Promise<PageRender>): Promise<{ state: PageCacheState; page: RenderedPage }> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.storedAt;
      if (age < this.options.freshMs) {
        this.touch(key, entry);
        return { state: 'HIT', page: entry.page };
      }
      if (age < this.options.freshMs + this.options.staleMs) {
        this.touch(key, entry);
        if (!this.inFlight.has(key)) {
          this.load(key, render).catch((error: unknown) => this.options.onRefreshError?.(error));
        }
        return { state: 'STALE', page: entry.page };
      }
      this.remove(key);
    }
    return { state: 'MISS', page: await (this.inFlight.get(key) ?? this.load(key, render)) };
  }

  /**
   * Forgets at once every page that read something `affected` tells has changed; requests from now on
   * render anew instead of waiting for a render begun before.
   */
  drop(affected: (read: string) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of [...this.entries]) {
      if ([...entry.reads].some(affected)) {
        this.remove(key);
      }
    }
    this.inFlight.clear();
  }

  /** How many pages are kept, and their bytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private load(key: string, render: () => Promise<PageRender>): Promise<RenderedPage> {
    const begunIn = this.generation;
    const pending = render()
      .then(({ result, reads }) => {
        const page = this.prepare(result);
        if (page.kind === 'html' && page.status === 200) {
          if (begunIn === this.generation) {
            this.store(key, { page, storedAt: this.now(), reads });
          }
        } else {
          // The page is gone or failing now: its old version is not served any longer.
          this.remove(key);
        }
        return page;
      })
      .finally(() => {
        if (this.inFlight.get(key) === pending) {
          this.inFlight.delete(key);
        }
      });
    this.inFlight.set(key, pending);
    return pending;
  }

  private prepare(result: RenderResult): RenderedPage {
    return result.kind === 'html'
      ? { kind: 'html', status: result.status, document: new NoncedDocument(result.html, this.options.placeholder) }
      : result;
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    if (entry.page.document.bytes > this.options.maxBytes) {
      return;
    }
    this.entries.set(key, entry);
    this.bytes += entry.page.document.bytes;
    // Map order is insertion order, and every use re-inserts: the first key is the least recently used.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) {
        break;
      }
      this.remove(oldest);
    }
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.bytes -= entry.page.document.bytes;
    }
  }
}
