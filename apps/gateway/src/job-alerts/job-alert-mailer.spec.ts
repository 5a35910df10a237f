import path from 'node:path';
import type { JobSearch } from '@jobpoint/jobs-client';
import type { Locale } from '@jobpoint/i18n';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { Outbox } from '../mailing/outbox';
import { temporaryDataDir } from '../mailing/testing/mailing-test-app';
import type { AlertJob } from './job-alert-mails';
import { JobAlertMailer, type JobAlertSubmission } from './job-alert-mailer';
import { JobAlertStore, type JobAlert } from './job-alert-store';
import type { JobsLookup } from './jobs-lookup';

const T0 = Date.UTC(2026, 2, 2, 7, 0);
const DAY = 24 * 60 * 60 * 1000;

const KOCH: AlertJob = {
  title: 'Koch (m/w/d)',
  company: 'Kiez Gastro GmbH',
  place: '12043 Neukölln',
  path: '/job-boerse/koch-m-w-d-9001',
};

describe('JobAlertMailer', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let clock: number;
  let outbox: Outbox;
  let store: JobAlertStore;
  let found: { jobs: AlertJob[]; more: boolean };
  let asked: { search: JobSearch; since: number; until: number }[];
  let described: { search: JobSearch; locale: Locale }[];
  let sentMetrics: [string, number][];
  let mailer: JobAlertMailer;

  beforeEach(async () => {
    data = temporaryDataDir();
    clock = T0;
    outbox = await Outbox.open({ file: path.join(data.dir, 'outbox.sqlite') }, () => clock);
    store = new JobAlertStore(outbox.database, () => clock);
    found = { jobs: [KOCH], more: false };
    asked = [];
    described = [];
    sentMetrics = [];
    const jobs = {
      newJobs: async (search: JobSearch, since: number, until: number) => {
        asked.push({ search, since, until });
        return found;
      },
    } as unknown as JobsLookup;
    mailer = new JobAlertMailer({
      store,
      jobs,
      describe: async (search, locale) => {
        described.push({ search, locale });
        return ['Suchbegriff: Koch'];
      },
      origin: 'https://site.test',
      sender: { email: 'website@org.test' },
      metrics: {
        jobAlertMailSent: (kind: string, count: number) => sentMetrics.push([kind, count]),
      } as unknown as GatewayMetrics,
      now: () => clock,
    });
  });

  afterEach(async () => {
    await outbox.close();
    data.remove();
  });

  async function alert(confirm: boolean): Promise<JobAlert> {
    const { alert: created } = await store.create({
      email: 'ada@example.org',
      search: 'q=Koch&kategorie=4',
      locale: 'en',
      frequency: 'daily',
    });
    return confirm ? ((await store.confirm(created.token))?.alert ?? created) : created;
  }

  const confirmation = (alertId: string): JobAlertSubmission => ({
    kind: 'job-alert-confirmation',
    payload: { alertId },
  });
  const run = (alertId: string): JobAlertSubmission => ({
    kind: 'job-alert',
    payload: { alertId, since: T0, until: T0 + DAY },
  });

  it('writes the confirmation of an unconfirmed alert in its language, with its search in words', async () => {
    const unconfirmed = await alert(false);

    const composed = await mailer.compose(confirmation(unconfirmed.id));

    expect(composed?.jobs).toBe(0);
    expect(composed?.message).toMatchObject({
      to: { email: 'ada@example.org' },
      subject: 'Please confirm your job alert',
    });
    expect(composed?.message.type === 'mail' && composed.message.text).toContain('- Suchbegriff: Koch');
    expect(described).toEqual([
      { search: expect.objectContaining({ query: 'Koch', jobCategories: [4] }), locale: 'en' },
    ]);
  });

  it('sends no confirmation once the alert is confirmed, and nothing for an alert that has ended', async () => {
    const active = await alert(true);
    expect(await mailer.compose(confirmation(active.id))).toBeNull();

    await store.remove(active.token);
    expect(await mailer.compose(confirmation(active.id))).toBeNull();
    expect(await mailer.compose(run(active.id))).toBeNull();
    expect(asked).toEqual([]);
  });

  it('writes a run’s mail with the jobs the jobs service found for the alert’s search in the run’s period', async () => {
    const active = await alert(true);

    const composed = await mailer.compose(run(active.id));

    expect(asked).toEqual([
      { search: expect.objectContaining({ query: 'Koch', jobCategories: [4] }), since: T0, until: T0 + DAY },
    ]);
    expect(composed?.jobs).toBe(1);
    expect(composed?.message).toMatchObject({
      subject: '1 new job for your job alert',
      headers: expect.objectContaining({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
    });
  });

  it('sends nothing for a run without new jobs, or of an alert that is not confirmed', async () => {
    const active = await alert(true);
    found = { jobs: [], more: false };
    expect(await mailer.compose(run(active.id))).toBeNull();

    found = { jobs: [KOCH], more: false };
    const unconfirmed = await alert(false);
    expect(await mailer.compose(run(unconfirmed.id))).toBeNull();
  });

  it('notes the time of a run’s mail once sent, and counts each mail', async () => {
    const active = await alert(true);
    clock = T0 + DAY + 5_000;

    await mailer.sent(run(active.id), 3);
    await mailer.sent(confirmation(active.id), 0);

    expect(await store.byId(active.id)).toMatchObject({ lastMailAt: T0 + DAY + 5_000 });
    expect(sentMetrics).toEqual([
      ['job-alert', 3],
      ['job-alert-confirmation', 0],
    ]);
  });
});
