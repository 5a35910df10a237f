import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tool has no table types
export function requeueFailed(db: Kysely<any>, ids: string[] | undefined, now: number): Promise<string[]>;
