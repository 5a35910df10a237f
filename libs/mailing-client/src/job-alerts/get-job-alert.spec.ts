import { http, HttpResponse } from 'msw';
import { hydrated } from '@jobpoint/store';
import {
  createTestServiceContext,
  createTestStore,
  JOB_ALERT_TOKEN,
  JOB_ALERTS_TEST_URL,
  jobAlertFixture,
  jobAlertHandlers,
  startMockServer,
} from '@jobpoint/test-utils';
import { isJobAlertToken } from './get-job-alert';
import { jobAlertsApi } from './job-alerts-api';

const server = startMockServer(...jobAlertHandlers);

function createStore(services = createTestServiceContext()) {
  return createTestStore({ apis: [jobAlertsApi], services });
}

describe('getJobAlert', () => {
  it('reads the alert of a token from the gateway, escaping the token in the path', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(request.url));
    const store = createStore();
    const result = await store.dispatch(jobAlertsApi.endpoints.getJobAlert.initiate(JOB_ALERT_TOKEN));
    const odd = await store.dispatch(jobAlertsApi.endpoints.getJobAlert.initiate('a/b?c'));
    server.events.removeAllListeners();
    expect(result.data).toEqual(jobAlertFixture);
    expect(odd.data).toBeNull();
    expect(requested).toEqual([`${JOB_ALERTS_TEST_URL}/${JOB_ALERT_TOKEN}`, `${JOB_ALERTS_TEST_URL}/a%2Fb%3Fc`]);
  });

  it('is null for a token the gateway does not know (404), an error when the gateway fails or answers nonsense', async () => {
    const store = createStore();
    expect((await store.dispatch(jobAlertsApi.endpoints.getJobAlert.initiate('ended-token'))).data).toBeNull();

    server.use(http.get(`${JOB_ALERTS_TEST_URL}/:token`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const failed = await store.dispatch(jobAlertsApi.endpoints.getJobAlert.initiate('other-token'));
    expect(failed.isError).toBe(true);

    server.use(http.get(`${JOB_ALERTS_TEST_URL}/:token`, () => HttpResponse.json({ ...jobAlertFixture, frequency: 'hourly' })));
    const unreadable = await store.dispatch(jobAlertsApi.endpoints.getJobAlert.initiate('third-token'));
    expect(unreadable.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });

  it.each([
    ['no object', null],
    ['text', 'Koch'],
    ['a search that is not text', { ...jobAlertFixture, search: 1 }],
    ['no frequency', { ...jobAlertFixture, frequency: undefined }],
    ['an unknown language', { ...jobAlertFixture, locale: 'fr' }],
    ['a confirmation that is not true or false', { ...jobAlertFixture, confirmed: 'yes' }],
  ])('answers an error for an answer with %s', async (_, answer) => {
    server.use(http.get(`${JOB_ALERTS_TEST_URL}/:token`, () => HttpResponse.json(answer)));
    const result = await createStore().dispatch(jobAlertsApi.endpoints.getJobAlert.initiate(JOB_ALERT_TOKEN));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'Unexpected answer of the job alerts' });
  });

  it('keeps only what the pages show of an answer', async () => {
    server.use(http.get(`${JOB_ALERTS_TEST_URL}/:token`, () => HttpResponse.json({ ...jobAlertFixture, email: 'someone@example.org' })));
    const result = await createStore().dispatch(jobAlertsApi.endpoints.getJobAlert.initiate(JOB_ALERT_TOKEN));
    expect(result.data).toEqual(jobAlertFixture);
  });

  it('sends its request with the fetch of the service context', async () => {
    const requested: string[] = [];
    const fetchFn: typeof fetch = async (input) => {
      requested.push((input as Request).url, (input as Request).headers.get('accept') ?? '');
      return Response.json({ ...jobAlertFixture, confirmed: false });
    };
    const services = createTestServiceContext();
    const store = createStore({ ...services, jobAlerts: { baseUrl: 'http://gateway.internal/api/job-alerts', fetchFn } });
    const result = await store.dispatch(jobAlertsApi.endpoints.getJobAlert.initiate(JOB_ALERT_TOKEN));
    expect(result.data?.confirmed).toBe(false);
    expect(requested).toEqual([`http://gateway.internal/api/job-alerts/${JOB_ALERT_TOKEN}`, 'application/json']);
  });

  it('is taken over from the server’s state in the browser, without asking again', async () => {
    const serverStore = createStore();
    await serverStore.dispatch(jobAlertsApi.endpoints.getJobAlert.initiate(JOB_ALERT_TOKEN));
    const fetchFn = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
    const browser = createStore({ ...createTestServiceContext(), jobAlerts: { baseUrl: JOB_ALERTS_TEST_URL, fetchFn } });
    browser.dispatch(hydrated(serverStore.getState() as unknown as Record<string, unknown>));
    const result = await browser.dispatch(jobAlertsApi.endpoints.getJobAlert.initiate(JOB_ALERT_TOKEN));
    expect(result.data).toEqual(jobAlertFixture);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('isJobAlertToken', () => {
  it('accepts what the mails’ links carry and nothing else', () => {
    expect([JOB_ALERT_TOKEN, 'abc', 'A-b_9'].every(isJobAlertToken)).toBe(true);
    expect(['', 'a b', 'a/b', 'ä', 'x'.repeat(201), null, undefined].some(isJobAlertToken)).toBe(false);
  });
});
