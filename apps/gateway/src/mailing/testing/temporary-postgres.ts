import path from 'node:path';
import { describeWhere } from '../../testing/describe-where';

/**
 * The throw-away PostgreSQL cluster of tools/scripts/temporary-postgres.mjs, which the script running the
 * CMS contract tests on PostgreSQL shares. It lives outside the projects, so it is loaded by its path.
 */
const helper = require(
  path.resolve(__dirname, '../../../../../tools/scripts/temporary-postgres.mjs'),
) as typeof import('../../../../../tools/scripts/temporary-postgres.mjs');

export const { postgresMissingReason, startTemporaryPostgres } = helper;
export type TemporaryPostgres = Awaited<ReturnType<typeof startTemporaryPostgres>>;

/** `describe` where PostgreSQL is installed; elsewhere the block is skipped and says why (fails under CI=true). */
export function describeWithPostgres(name: string, block: () => void): void {
  describeWhere(postgresMissingReason(), name, block);
}
