import Fastify from 'fastify';
import { loggableUrl } from './loggable-url';

/** A request's URL as the gateway's request log writes it once the answer is sent (a refused one too). */
async function logged(route: string, url: string): Promise<string> {
  const app = Fastify();
  let line = '';
  app.addHook('onResponse', async (request) => {
    line = loggableUrl(request);
  });
  app.get(route, async () => 'ok');
  await app.inject({ method: 'GET', url });
  await app.close();
  return line;
}

describe('loggableUrl', () => {
  it.each([
    ['/job-boerse', '/job-boerse?q=max.mustermann%40example.org+Koch&plz=21', '/job-boerse?q=[email] Koch&plz=21'],
    ['/suche', '/suche?q=%2B49%20170%201234567', '/suche?q=[phone]'],
    ['/suche', '/suche?q=Koch+10115&page=2', '/suche?q=Koch 10115&page=2'],
    ['/*', '/max.mustermann@example.org', '/[email]'],
    ['/*', '/kontakt/0170%2F1234567', '/kontakt/[phone]'],
    ['/job-alarm/verwalten', '/job-alarm/verwalten?token=Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4&locale=en', '/job-alarm/verwalten?token=[secret]&locale=en'],
    ['/api/preview', '/api/preview?secret=local-preview-secret&url=/ueber-uns', '/api/preview?secret=[secret]&url=/ueber-uns'],
    ['/api/job-alerts/:token', '/api/job-alerts/Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4', '/api/job-alerts/:token'],
    ['/*', '/100%25+sicher', '/100%+sicher'],
  ])('writes %s requested as %s as %s', async (route, url, expected) => {
    expect(await logged(route, url)).toBe(expected);
  });

  it('cuts a long URL after masking it whole', async () => {
    const url = await logged('/suche', `/suche?q=${'a'.repeat(495)}+0170+1234567`);
    expect(url).toHaveLength(500);
    expect(url).not.toMatch(/0170|1234/);
  });
});
