import path from 'node:path';
import { logStartFailure, serviceIdentity, serviceLogger, startTracing } from '@jobpoint/service-telemetry';
import packageJson from '../package.json';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';

const identity = serviceIdentity('jobs-service', packageJson.version);

async function main(): Promise<void> {
  const config = readConfig(process.env, path.dirname(path.resolve(process.argv[1] ?? '.')));
  const tracing = await startTracing(identity);
  const db = openDatabase({ filename: config.dbPath });
  const app = buildApp({ db, publicUrl: config.publicUrl, adminToken: config.adminToken, logger: serviceLogger(identity, config.logLevel), tracing });
  const stop = async () => {
    await app.close();
    db.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: config.dbPath, tracing: tracing !== undefined }, 'jobs service started');
}

main().catch((error: unknown) => {
  logStartFailure(identity, error);
  process.exit(1);
});
