import path from 'node:path';
import { Outbox } from '../mailing/outbox';
import { temporaryDataDir } from '../mailing/testing/mailing-test-app';
import { isJobAlertToken, JobAlertStore, type NewJobAlert } from './job-alert-store';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 2, 2, 7, 0);

const NEW_ALERT: NewJobAlert = {
  email: 'ada@example.org',
  search: 'q=Koch&kategorie=4',
  locale: 'tr',
  frequency: 'daily',
};

describe('JobAlertStore', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let clock: number;
  let outbox: Outbox;
  let store: JobAlertStore;

  beforeEach(async () => {
    data = temporaryDataDir();
    clock = T0;
    outbox = await Outbox.open({ file: path.join(data.dir, 'outbox.sqlite') }, () => clock);
    store = new JobAlertStore(outbox.database, () => clock);
  });

  afterEach(async () => {
    await outbox.close();
    data.remove();
  });

  describe('create', () => {
    it('stores an unconfirmed alert and queues its confirmation mail to the address', async () => {
      const { alert, confirmationEntryId } = await store.create(NEW_ALERT);

      expect(alert).toEqual({
        id: expect.any(String),
        token: expect.any(String),
        ...NEW_ALERT,
        createdAt: T0,
        confirmedAt: null,
        dueAt: null,
        jobsSince: null,
        lastMailAt: null,
      });
      expect(isJobAlertToken(alert.token)).toBe(true);
      expect(await store.byId(alert.id)).toEqual(alert);
      expect(await store.byToken(alert.token)).toEqual(alert);

      const entries = await outbox.entries();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        id: confirmationEntryId,
        kind: 'job-alert-confirmation',
        payload: { alertId: alert.id },
        status: 'pending',
      });
      expect(await outbox.deliveries(confirmationEntryId)).toMatchObject([
        { recipient: 'subscriber', address: 'ada@example.org', status: 'pending' },
      ]);
    });

    it('gives every alert a token of its own', async () => {
      const first = await store.create(NEW_ALERT);
      const second = await store.create(NEW_ALERT);
      expect(first.alert.token).not.toBe(second.alert.token);
      expect(first.alert.id).not.toBe(second.alert.id);
    });
  });

  describe('confirm', () => {
    it('confirms once: the alert then looks for jobs from now, its first run a period later', async () => {
      const { alert } = await store.create({ ...NEW_ALERT, frequency: 'weekly' });
      clock = T0 + 2 * HOUR;

      const result = await store.confirm(alert.token);

      expect(result?.confirmedNow).toBe(true);
      expect(result?.alert).toMatchObject({
        id: alert.id,
        confirmedAt: T0 + 2 * HOUR,
        jobsSince: T0 + 2 * HOUR,
        dueAt: T0 + 2 * HOUR + 7 * DAY,
      });
      expect(await store.byId(alert.id)).toEqual(result?.alert);
    });

    it('changes nothing when the link is followed again', async () => {
      const { alert } = await store.create(NEW_ALERT);
      const first = await store.confirm(alert.token);
      clock = T0 + 5 * HOUR;

      const again = await store.confirm(alert.token);

      expect(again).toEqual({ alert: first?.alert, confirmedNow: false });
      expect(await store.byId(alert.id)).toMatchObject({ confirmedAt: T0, jobsSince: T0, dueAt: T0 + DAY });
    });

    it('confirms within 48 hours and refuses an unconfirmed alert’s link after them', async () => {
      const { alert: inTime } = await store.create(NEW_ALERT);
      const { alert: tooLate } = await store.create({ ...NEW_ALERT, email: 'late@example.org' });

      clock = T0 + 48 * HOUR;
      expect((await store.confirm(inTime.token))?.confirmedNow).toBe(true);

      clock = T0 + 48 * HOUR + 1;
      expect(await store.confirm(tooLate.token)).toBeUndefined();
      expect(await store.byToken(tooLate.token)).toBeUndefined();
      expect(await store.byId(tooLate.id)).toMatchObject({ confirmedAt: null });
      // A confirmed alert's links keep working.
      expect(await store.byToken(inTime.token)).toMatchObject({ id: inTime.id });
    });

    it('answers undefined for a malformed or an unknown token', async () => {
      const { alert } = await store.create(NEW_ALERT);

      for (const token of [
        '',
        'abc',
        `${alert.token}x`,
        `${alert.token.slice(0, 31)}!`,
        `${alert.token.slice(0, 31)}%`,
      ]) {
        expect(await store.confirm(token)).toBeUndefined();
      }
      expect(await store.confirm('A'.repeat(32))).toBeUndefined();
      expect(await store.byId(alert.id)).toMatchObject({ confirmedAt: null });
    });

    it('replaces an older confirmed alert of the same address for the same search, and its queued mails', async () => {
      const older = await store.create(NEW_ALERT);
      await store.confirm(older.alert.token);
      const otherSearch = await store.create({ ...NEW_ALERT, search: 'q=Kellner' });
      await store.confirm(otherSearch.alert.token);
      const otherAddress = await store.create({ ...NEW_ALERT, email: 'grace@example.org' });
      await store.confirm(otherAddress.alert.token);
      clock = T0 + DAY;
      await store.queueDue();

      const newer = await store.create({ ...NEW_ALERT, frequency: 'weekly' });
      const pendingTwin = await store.create(NEW_ALERT);
      expect((await store.confirm(newer.alert.token))?.confirmedNow).toBe(true);

      expect(await store.byId(older.alert.id)).toBeUndefined();
      expect(await store.byToken(older.alert.token)).toBeUndefined();
      const olderMails = (await outbox.entries()).filter(
        (entry) => (entry.payload as { alertId: string }).alertId === older.alert.id,
      );
      expect(olderMails).toEqual([]);
      expect(await store.byId(newer.alert.id)).toMatchObject({ frequency: 'weekly', confirmedAt: T0 + DAY });
      expect(await store.byId(otherSearch.alert.id)).toBeDefined();
      expect(await store.byId(otherAddress.alert.id)).toBeDefined();
      // Only confirmed alerts are replaced: one still waiting for its link stays until it is confirmed or expires.
      expect(await store.byId(pendingTwin.alert.id)).toBeDefined();
    });
  });

  describe('setFrequency', () => {
    it('runs a confirmed alert a new period after its last run', async () => {
      const { alert } = await store.create(NEW_ALERT);
      await store.confirm(alert.token);
      clock = T0 + HOUR;

      const weekly = await store.setFrequency(alert.token, 'weekly');

      expect(weekly).toMatchObject({ frequency: 'weekly', jobsSince: T0, dueAt: T0 + 7 * DAY });
      expect(await store.byId(alert.id)).toEqual(weekly);
    });

    it('runs an alert that would have been due already at once', async () => {
      const { alert } = await store.create({ ...NEW_ALERT, frequency: 'weekly' });
      await store.confirm(alert.token);
      clock = T0 + 3 * DAY;

      expect(await store.setFrequency(alert.token, 'daily')).toMatchObject({ frequency: 'daily', dueAt: T0 + 3 * DAY });
      expect(await store.queueDue()).toHaveLength(1);
    });

    it('keeps an unconfirmed alert without a schedule', async () => {
      const { alert } = await store.create(NEW_ALERT);

      expect(await store.setFrequency(alert.token, 'weekly')).toMatchObject({
        frequency: 'weekly',
        confirmedAt: null,
        dueAt: null,
      });
    });

    it('answers undefined for an unknown token and changes nothing', async () => {
      const { alert } = await store.create(NEW_ALERT);

      expect(await store.setFrequency('B'.repeat(32), 'weekly')).toBeUndefined();
      expect(await store.byId(alert.id)).toMatchObject({ frequency: 'daily' });
    });
  });

  it('notes the time of an alert’s mail and counts the confirmed alerts by frequency', async () => {
    const daily = await store.create(NEW_ALERT);
    await store.confirm(daily.alert.token);
    const weekly = await store.create({ ...NEW_ALERT, search: '', frequency: 'weekly' });
    await store.confirm(weekly.alert.token);
    await store.create({ ...NEW_ALERT, search: 'q=Koch' });

    await store.markMailed(daily.alert.id, T0 + DAY);

    expect(await store.byId(daily.alert.id)).toMatchObject({ lastMailAt: T0 + DAY });
    expect(await store.counts()).toEqual({ daily: 1, weekly: 1 });
  });
});
