import Fastify from 'fastify';
import { loadMailingConfig } from '../mailing-config';
import { mailingPlugin } from '../mailing-plugin';

/**
 * The mailing endpoints and the delivery worker alone, as a process of their own: the integration tests
 * start it, kill it with SIGKILL and start it again. It announces its address on stdout.
 */
async function main(): Promise<void> {
  const app = Fastify({ logger: { level: process.env['LOG_LEVEL'] ?? 'warn' } });
  await app.register(mailingPlugin, { config: loadMailingConfig(process.env) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.info(`LISTENING ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
