import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { createCmsReader } from '@jobpoint/cms-reader';
import { loadConfig } from '../lib/config';
import { requestLocalePlugin } from '../lib/request-locale-plugin';
import { eventCalendarPlugin } from './event-calendar-plugin';

/** A port on this machine that nothing listens on: the CMS is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the event calendar file while the CMS is down', () => {
  it('answers 503 and logs the slug without the personal data a visitor typed into it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', CMS_URL: `http://127.0.0.1:${await closedPort()}` });
    const cms = createCmsReader({ baseUrl: config.CMS_URL, token: config.CMS_API_TOKEN, responseFormat: 'v4', fetchFn: fetch });
    const app = Fastify({ logger: { level: 'warn', stream } });
    await app.register(cookie);
    await app.register(requestLocalePlugin);
    await app.register(eventCalendarPlugin, { config, cms });

    const response = await app.inject(`/veranstaltungen/${encodeURIComponent('max.mustermann@example.org')}/kalender.ics`);
    await app.close();

    expect(response.statusCode).toBe(503);
    const logged = lines.join('');
    expect(logged).toContain('event calendar: CMS unavailable');
    expect(logged).not.toContain('max.mustermann');
  });
});
