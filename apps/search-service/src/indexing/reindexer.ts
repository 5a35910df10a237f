import type { ContentSource } from '../content/content-source';
import type { SearchRecord } from '../content/search-record';
import { SearchIndex } from '../engine/search-index';
import { NO_SYNONYMS, type SynonymSet } from '../synonyms/synonym-store';
import { withOccupationNames } from './occupation-names';

export interface ReindexLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface ReindexReport {
  records: number;
  /** Records per source; a failed source counts what was kept from its last good round. */
  sources: Record<string, { records: number; ok: boolean; error?: string }>;
}

export interface ReindexerOptions {
  sources: readonly ContentSource[];
  logger: ReindexLogger;
  /** Regular rebuild interval. */
  intervalMs: number;
  /** Sooner rebuild while a source is down. */
  retryMs: number;
  /** The index's synonyms as they are now: jobs are indexed with their occupation's names from them. */
  synonyms?: () => SynonymSet;
}

/**
 * Builds the index from all sources and swaps it in whole. A source that is down does not stop the
 * others: its records from the last good round stay (none at first start), and a retry is scheduled
 * sooner than the regular interval. Requests to rebuild while a rebuild runs share one follow-up run.
 */
export class Reindexer {
  private index: SearchIndex | undefined;
  private readonly lastGood = new Map<string, SearchRecord[]>();
  /** The records of the last build and the synonyms it was made with. */
  private built: { records: SearchRecord[]; synonyms: SynonymSet } | undefined;
  private relabelling: Promise<void> | undefined;
  private running: Promise<ReindexReport> | undefined;
  private queued: Promise<ReindexReport> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  lastReport: ReindexReport | undefined;
  lastBuiltAt: Date | undefined;

  constructor(private readonly options: ReindexerOptions) {}

  /**
   * The index searches run against; empty until the first build finishes. When the synonyms changed since
   * it was built, it is built again from the same records in the background, with the occupation names of
   * the new synonyms, and searches use the one at hand meanwhile.
   */
  async current(): Promise<SearchIndex> {
    if (!this.index) {
      const empty = await SearchIndex.empty();
      // A build may have finished while the empty index was made: never replace it.
      this.index ??= empty;
    }
    if (this.built && !this.relabelling && this.synonyms() !== this.built.synonyms) {
      const { records } = this.built;
      this.relabelling = this.buildIndex(records)
        .catch((error: Error) => this.options.logger.warn(`search index rebuild failed: ${error.message}`))
        .finally(() => {
          this.relabelling = undefined;
        });
    }
    return this.index;
  }

  private synonyms(): SynonymSet {
    return this.options.synonyms?.() ?? NO_SYNONYMS;
  }

  private async buildIndex(records: SearchRecord[]): Promise<void> {
    const synonyms = this.synonyms();
    this.index = await SearchIndex.build(withOccupationNames(records, synonyms));
    this.built = { records, synonyms };
  }

  /** Rebuilds now (or right after the rebuild under way). */
  reindex(): Promise<ReindexReport> {
    if (!this.running) {
      this.running = this.build().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.reindex();
      });
    return this.queued;
  }

  /** First build, then rebuilds on the schedule until `stop()`. */
  start(): void {
    this.stopped = false;
    void this.runAndSchedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async runAndSchedule(): Promise<void> {
    let delay = this.options.intervalMs;
    try {
      const report = await this.reindex();
      if (Object.values(report.sources).some((source) => !source.ok)) {
        delay = Math.min(this.options.retryMs, this.options.intervalMs);
      }
    } catch (error) {
      this.options.logger.warn(`search index build failed: ${(error as Error).message}`);
      delay = Math.min(this.options.retryMs, this.options.intervalMs);
    }
    if (!this.stopped) {
      this.timer = setTimeout(() => void this.runAndSchedule(), delay);
      this.timer.unref();
    }
  }

  private async build(): Promise<ReindexReport> {
    const results = await Promise.allSettled(this.options.sources.map((source) => source.fetchRecords()));
    const report: ReindexReport = { records: 0, sources: {} };
    const records: SearchRecord[] = [];
    this.options.sources.forEach((source, i) => {
      const result = results[i];
      if (result.status === 'fulfilled') {
        this.lastGood.set(source.name, result.value);
        report.sources[source.name] = { records: result.value.length, ok: true };
      } else {
        const error = (result.reason as Error).message;
        this.options.logger.warn(`search source ${source.name} unavailable, keeping its last records: ${error}`);
        report.sources[source.name] = { records: this.lastGood.get(source.name)?.length ?? 0, ok: false, error };
      }
      records.push(...(this.lastGood.get(source.name) ?? []));
    });
    await this.buildIndex(records);
    report.records = records.length;
    this.lastReport = report;
    this.lastBuiltAt = new Date();
    this.options.logger.info(
      `search index built: ${records.length} records (${Object.entries(report.sources)
        .map(([name, source]) => `${name} ${source.records}${source.ok ? '' : ' kept'}`)
        .join(', ')})`,
    );
    return report;
  }
}
