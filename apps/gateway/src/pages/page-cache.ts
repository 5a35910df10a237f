import type { RenderResult } from '@jobpoint/app-shell/server';
import type { UpstreamHealth } from '../resilience/upstream-health';
import { NoncedDocument } from '../lib/nonced-document';

/** A render as the page cache hands it out: the page's HTML waits for its response's nonce. */
export type RenderedPage =
  | { kind: 'html'; status: number; document: NoncedDocument }
  | { kind: 'redirect'; status: number; location: string };

/** What `withinGrace` gives when the grace passed before the render ended. */
const GRACE_OVER = Symbol('grace over');

/**
 * HIT: fresh from memory; STALE: from memory while a new render runs; MISS: rendered for this request;
 * STALE-IF-ERROR: a service failed, so the page as it was (kept, or rendered from last good answers).
 */
export type PageCacheState = 'HIT' | 'STALE' | 'MISS' | 'STALE-IF-ERROR';

export interface PageCacheOptions {
  /** How long a page is served as it is. */
  freshMs: number;
  /** How long after that it is still served while one render replaces it in the background. */
  staleMs: number;
  /** How long after that a page is kept to stand in when its render fails because a service does. */
  staleIfErrorMs: number;
  /**
   * How long a visitor waits for the render of a page that is kept past its stale window before the kept
   * page answers (0: until the render ends). The render goes on and replaces the page when it succeeds.
   */
  graceMs?: number;
  maxEntries: number;
  /** The most bytes the kept pages may hold together (plain and compressed). */
  maxBytes: number;
  /** The nonce stand-in the renders were given. */
  placeholder: string;
  now?: () => number;
  /** Told about a background render that failed; the stale page stays until its time is up. */
  onRefreshError?: (error: unknown) => void;
}

/** A render, what it read of the CMS (`collectCmsReads`) and how the services answered it. */
export interface PageRender {
  result: RenderResult;
  reads: ReadonlySet<string>;
  health: UpstreamHealth;
}

/** A render as the cache took it: `failed` when a service failed it (5xx or a part missing). */
interface Outcome {
  page: RenderedPage;
  failed: boolean;
  stale: boolean;
}

interface Entry {
  page: RenderedPage & { kind: 'html' };
  storedAt: number;
  reads: ReadonlySet<string>;
  /**
   * Set when a render of the page failed because a service did: until then the page is served as it is
   * without asking the failing service again; after it, one render in the background tries again.
   */
  retryAt?: number;
}

/**
 * Rendered pages shared between visitors whose requests render the same page. The caller's key names
 * everything a render reads; the cache keeps only successful pages (status 200; 404 for the not-found
 * page shared by unknown paths) rendered while every
 * service answered, forgets the least recently used beyond its bounds, and lets identical requests in
 * flight share one render. A page past its stale window is kept `staleIfErrorMs` longer: when its render
 * fails because a service does, the kept page is served instead (RFC 5861 stale-if-error), and from then
 * on at once, with one render in the background every `freshMs` until the service answers again. A page
 * rendered from last good answers is kept the same way, so it is rendered once per `freshMs`, not per
 * visitor.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Outcome>>();
  private bytes = 0;
  private readonly now: () => number;
  // Counts the drops: a render begun before the latest one is not kept, since it may show the old content.
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The page of `key`, kept or rendered. Pages of status 200 are kept; a key whose page is the not-found
   * page shared by unknown paths keeps its 404 (`keptStatus`). `render` is told whether it refreshes a
   * page that is being served meanwhile (`true`) or renders for a visitor who waits for it.
   */
  async get(key: string, render: (refresh: boolean) => Promise<PageRender>, keptStatus: 200 | 404 = 200): Promise<{ state: PageCacheState; page: RenderedPage }> {
    const { freshMs, staleMs, staleIfErrorMs } = this.options;
    const now = this.now();
    let entry = this.entries.get(key);
    if (entry) {
      const age = now - entry.storedAt;
      if (age < freshMs) {
        this.touch(key, entry);
        return { state: 'HIT', page: entry.page };
      }
      const failing = entry.retryAt !== undefined;
      if (age < freshMs + staleMs || (failing && age < freshMs + staleMs + staleIfErrorMs)) {
        this.touch(key, entry);
        if (!this.inFlight.has(key) && (entry.retryAt ?? 0) <= now) {
          this.load(key, () => render(true), keptStatus).catch((error: unknown) => this.options.onRefreshError?.(error));
        }
        return { state: age < freshMs + staleMs ? 'STALE' : 'STALE-IF-ERROR', page: entry.page };
      }
      if (age >= freshMs + staleMs + staleIfErrorMs) {
        this.remove(key);
        entry = undefined;
      }
    }
    let outcome: Outcome | typeof GRACE_OVER;
    try {
      const pending = this.inFlight.get(key) ?? this.load(key, () => render(false), keptStatus);
      outcome = entry ? await this.withinGrace(pending) : await pending;
    } catch (error) {
      if (entry && this.entries.get(key) === entry) {
        return { state: 'STALE-IF-ERROR', page: entry.page };
      }
      throw error;
    }
    // The kept page stands in unless a content change dropped it meanwhile.
    if ((outcome === GRACE_OVER || outcome.failed) && entry && this.entries.get(key) === entry) {
      return { state: 'STALE-IF-ERROR', page: entry.page };
    }
    if (outcome === GRACE_OVER) {
      // Dropped while the render ran: this visitor waits for the page as it is now.
      outcome = await (this.inFlight.get(key) ?? this.load(key, () => render(false), keptStatus));
    }
    return { state: outcome.stale && !outcome.failed ? 'STALE-IF-ERROR' : 'MISS', page: outcome.page };
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

  /**
   * The render's outcome, or GRACE_OVER once `graceMs` passed first (Varnish's grace mode): a hung
   * service then costs the visitor of a kept page the grace, not the render deadline, whatever the
   * number of calls the page makes one after another. The render goes on in the background.
   */
  private async withinGrace(pending: Promise<Outcome>): Promise<Outcome | typeof GRACE_OVER> {
    const { graceMs } = this.options;
    if (!graceMs) {
      return pending;
    }
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<typeof GRACE_OVER>((resolve) => {
      timer = setTimeout(() => resolve(GRACE_OVER), graceMs);
    });
    try {
      const outcome = await Promise.race([pending, graceOver]);
      if (outcome === GRACE_OVER) {
        pending.catch((error: unknown) => this.options.onRefreshError?.(error));
      }
      return outcome;
    } finally {
      clearTimeout(timer);
    }
  }

  /** How many pages are kept, and their bytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private load(key: string, render: () => Promise<PageRender>, keptStatus: 200 | 404): Promise<Outcome> {
    const begunIn = this.generation;
    const pending = render()
      .catch((error: unknown) => {
        this.failing(key);
        throw error;
      })
      .then(async ({ result, reads, health }): Promise<Outcome> => {
        const page = await this.prepare(result);
        const kept = page.kind === 'html' && page.status === keptStatus;
        const failed = page.status >= 500 || health.failed;
        if (failed) {
          // A 5xx or a part missing: served to this request, but the kept page stays the page.
          this.failing(key);
          return { page, failed, stale: health.stale };
        }
        if (health.stale) {
          // Made of last good answers: kept as a page standing in, past its stale window.
          if (kept && begunIn === this.generation && this.options.staleIfErrorMs > 0) {
            const now = this.now();
            this.store(key, { page, storedAt: now - this.options.freshMs - this.options.staleMs, reads, retryAt: now + this.options.freshMs });
          }
          return { page, failed, stale: true };
        }
        if (kept) {
          if (begunIn === this.generation) {
            this.store(key, { page, storedAt: this.now(), reads });
          }
        } else {
          // The page is gone or moved now: its old version is not served any longer.
          this.remove(key);
        }
        return { page, failed, stale: false };
      })
      .finally(() => {
        if (this.inFlight.get(key) === pending) {
          this.inFlight.delete(key);
        }
      });
    this.inFlight.set(key, pending);
    return pending;
  }

  private async prepare(result: RenderResult): Promise<RenderedPage> {
    return result.kind === 'html'
      ? { kind: 'html', status: result.status, document: await NoncedDocument.create(result.html, this.options.placeholder) }
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

  /** The kept page's render failed: it is served as it is, and tried again after `freshMs`. */
  private failing(key: string): void {
    const entry = this.entries.get(key);
    if (entry) {
      entry.retryAt = this.now() + this.options.freshMs;
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
