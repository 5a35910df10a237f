import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';

async function main(): Promise<void> {
  const config = readConfig(process.env, path.dirname(path.resolve(process.argv[1] ?? '.')));
  const db = openDatabase({ filename: config.dbPath });
  const app = buildApp({ db, publicUrl: config.publicUrl, adminToken: config.adminToken, logger: { level: 'warn' } });
  const stop = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ host: config.host, port: config.port });
  console.info(`jobs service listening on http://${config.host}:${config.port} (database ${config.dbPath})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
