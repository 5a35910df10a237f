import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { logStartFailure, serviceIdentity, serviceLogger, startTracing } from '@jobpoint/service-telemetry';
import packageJson from '../package.json';
import { loadConfig } from './config';
import { INDEX_NAME } from './constants';
import { articlesSource } from './content/articles-source';
import { editorPagesSource } from './content/editor-pages-source';
import { eventsSource } from './content/events-source';
import { jobsSource } from './content/jobs-source';
import { pagesSource } from './content/pages-source';
import { Reindexer } from './indexing/reindexer';
import { SearchMisses } from './misses/search-misses';
import { createSearchServer } from './server';
import { OCCUPATION_VOCABULARY } from './synonyms/occupation-vocabulary';
import { SEED_SYNONYMS } from './synonyms/seed-synonyms';
import { SynonymStore } from './synonyms/synonym-store';

const identity = serviceIdentity('search-service', packageJson.version);

async function main(): Promise<void> {
  const config = loadConfig(process.env, path.dirname(path.resolve(process.argv[1] ?? '.')));
  const tracing = await startTracing(identity, { upstreams: { cms: config.cms.baseUrl, jobs: config.jobsServiceUrl } });
  const synonyms = SynonymStore.open(config.dataDir, INDEX_NAME, [...SEED_SYNONYMS, ...OCCUPATION_VOCABULARY]);
  const misses = SearchMisses.open(config.dataDir);
  // The reindexer logs through the server's logger, which exists once the server is created below.
  const log: { to?: FastifyBaseLogger } = {};
  const reindexer = new Reindexer({
    sources: [
      jobsSource({ baseUrl: config.jobsServiceUrl }),
      articlesSource(config.cms),
      eventsSource(config.cms),
      editorPagesSource(config.cms),
      pagesSource(config.cms, {
        onSkipped: (skipped) => log.to?.info(`pages not in the content service: ${skipped.join(', ')}`),
      }),
    ],
    logger: {
      info: (message) => log.to?.info(message),
      warn: (message) => log.to?.warn(message),
    },
    intervalMs: config.reindexIntervalMs,
    retryMs: config.reindexRetryMs,
    synonyms: () => synonyms.current,
  });
  const app = createSearchServer({ config, reindexer, synonyms, misses, logger: serviceLogger(identity, config.logLevel), tracing });

  log.to = app.log;

  await app.listen({ port: config.port, host: config.host });
  // Listen first: the index fills in the background, and searches answer (empty) meanwhile.
  reindexer.start();

  const shutdown = async () => {
    reindexer.stop();
    await app.close();
    misses.flush();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  logStartFailure(identity, error);
  process.exit(1);
});
