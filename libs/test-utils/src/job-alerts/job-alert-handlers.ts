import { http, HttpResponse } from 'msw';
import { JOB_ALERTS_TEST_URL } from '../cms/service-context';

/** A confirmed weekly alert: cooks in hospitality in 12043 Neukölln, at the first special event. */
export const JOB_ALERT_TOKEN = 'k3Xq9-Alert_Token0123456789';
export const jobAlertFixture = { search: 'q=Koch&kategorie=4&plz=21&sonderaktion=1', frequency: 'weekly', locale: 'de', confirmed: true } as const;

/**
 * The gateway's `GET /api/job-alerts/{token}`: the fixture's alert for `JOB_ALERT_TOKEN`, 404 for any other
 * token (unknown, ended or expired). Override with `server.use(...)` for other alerts and failures.
 */
export const jobAlertHandlers = [
  http.get(`${JOB_ALERTS_TEST_URL}/:token`, ({ params }) =>
    params['token'] === JOB_ALERT_TOKEN
      ? HttpResponse.json(jobAlertFixture, { headers: { 'Cache-Control': 'private, no-store' } })
      : HttpResponse.json({ message: 'No job alert with this token' }, { status: 404 }),
  ),
];
