import Fastify from 'fastify';
import { jobAlertsPlugin } from '../../job-alerts/job-alerts-plugin';
import { openMailDesk } from '../mail-desk';
import { loadMailingConfig } from '../mailing-config';
import { mailingPlugin } from '../mailing-plugin';

/**
 * The mailing endpoints and the delivery worker alone, as a process of their own: the integration tests
 * start it, kill it with SIGKILL and start it again. With JOBS_SERVICE_URL it runs the job alerts too
 * (their pages answer a plain text). It announces its address on stdout.
 */
async function main(): Promise<void> {
  const app = Fastify({ logger: { level: process.env['LOG_LEVEL'] ?? 'warn' } });
  const jobsServiceUrl = process.env['JOBS_SERVICE_URL'];
  const desk = await openMailDesk(app, { config: loadMailingConfig(process.env) });
  await app.register(mailingPlugin, { desk });
  if (jobsServiceUrl) {
    await app.register(jobAlertsPlugin, {
      desk,
      jobsServiceUrl,
      jobsFetch: fetch,
      renderPage: async (_request, reply, path) => reply.type('text/plain').send(`page ${path ?? ''}`),
    });
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.info(`LISTENING ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
