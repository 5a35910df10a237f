import path from 'node:path';
import { eventually, NEWSLETTER } from '../mailing/testing/mailing-test-app';
import { FakeBrevo } from '../mailing/testing/fake-brevo';
import { startMeteredGateway, type MeteredGateway } from './testing/metered-gateway';
import { describeWith, PROMETHEUS, startPrometheus, type RunningPrometheus } from './testing/prometheus';

const rulesFile = path.resolve(__dirname, '../../../../tools/prometheus/alerts.yml');

describeWith(PROMETHEUS, 'a real Prometheus scraping two gateways', () => {
  let brevo: FakeBrevo;
  let gateways: MeteredGateway[] = [];
  let prometheus: RunningPrometheus | undefined;

  beforeAll(async () => {
    brevo = await new FakeBrevo().start();
    gateways = [await startMeteredGateway(), await startMeteredGateway({ brevoUrl: brevo.url })];
    prometheus = await startPrometheus(
      gateways.map(({ metricsServer }) => `127.0.0.1:${metricsServer.port}`),
      rulesFile,
    );
  });

  afterAll(async () => {
    await prometheus?.stop();
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await brevo.stop();
  });

  const value = async (expression: string) => {
    const [result] = await (prometheus as RunningPrometheus).query(expression);
    return result ? Number(result.value[1]) : undefined;
  };

  it('finds both up and sees the requests and the refused delivery the test made', async () => {
    const [first, second] = gateways;
    for (let count = 0; count < 3; count += 1) {
      expect((await fetch(`${first.url}/ueber-uns`)).status).toBe(200);
    }
    brevo.respond({ status: 400, body: { code: 'invalid_parameter', message: 'email is not valid' } });
    const refused = await fetch(`${second.url}/api/brevo/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(NEWSLETTER),
    });
    expect(refused.status).toBe(422);

    const up = await eventually(async () => {
      const results = await (prometheus as RunningPrometheus).query('up{job="jobpoint-gateway"}');
      return results.length === 2 && results.every((result) => result.value[1] === '1') && results;
    });
    expect(up.map((result) => result.metric['instance']).sort()).toEqual(
      gateways.map(({ metricsServer }) => `127.0.0.1:${metricsServer.port}`).sort(),
    );
    await eventually(async () => (await value('sum(http_server_request_duration_seconds_count{route="/ueber-uns", status_code="200"})')) === 3);
    await eventually(async () => (await value('sum(jobpoint_outbox_deliveries_total{result="rejected"})')) === 1);
    expect(await value('max(jobpoint_outbox_failed)')).toBe(1);
    // Scraped gzip-compressed, as Prometheus asks: what the gateways report arrives whole.
    expect(await value('sum(jobpoint_ready)')).toBe(2);
    expect(await value('count(jobpoint_build_info)')).toBe(2);
    expect(await value('sum(jobpoint_circuit_state{state="closed"})')).toBe(4);
    const rules = (await (await fetch(`${(prometheus as RunningPrometheus).url}/api/v1/rules`)).json()) as {
      data: { groups: { rules: { name: string; health: string }[] }[] };
    };
    const loaded = rules.data.groups.flatMap((group) => group.rules);
    expect(loaded.map((rule) => rule.name)).toContain('GatewayDown');
    expect(loaded.every((rule) => rule.health !== 'err')).toBe(true);
  });
});
