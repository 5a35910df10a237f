import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config';
import { articlesSource } from './content/articles-source';
import { eventsSource } from './content/events-source';
import { jobsSource } from './content/jobs-source';
import { pagesSource } from './content/pages-source';
import { Reindexer } from './indexing/reindexer';
import { createSearchServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  // The reindexer logs through the server's logger, which exists once the server is created below.
  const log: { to?: FastifyBaseLogger } = {};
  const reindexer = new Reindexer({
    sources: [
      jobsSource({ baseUrl: config.jobsServiceUrl }),
      articlesSource(config.cms),
      eventsSource(config.cms),
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
  });
  const app = createSearchServer({ config, reindexer, logger: { level: config.logLevel } });

  log.to = app.log;

  await app.listen({ port: config.port, host: config.host });
  // Listen first: the index fills in the background, and searches answer (empty) meanwhile.
  reindexer.start();

  const shutdown = async () => {
    reindexer.stop();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
