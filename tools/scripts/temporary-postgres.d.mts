export interface TemporaryPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function postgresBinDir(): string | null;
export function postgresMissingReason(): string | null;
export function startTemporaryPostgres(options?: { label?: string }): Promise<TemporaryPostgres>;
