import { http, HttpResponse } from 'msw';
import { createTestStore, startMockServer } from '@jobpoint/test-utils';
import { gatewayFieldRule, meetsGatewayRule } from '../lib/gateway-rules';
import { mailingApi } from '../lib/mailing-api';
import { CAPTCHA_TOKEN_MAX_LENGTH, JOB_ALERT_SEARCH_MAX_LENGTH } from '../lib/submission-limits';
import {
  captchaVerificationSchema,
  companyRegistrationSchema,
  eventRegistrationSchema,
  fieldErrors,
  jobAlertSubscriptionSchema,
  newsletterSubscriptionSchema,
} from '../lib/submission-schemas';
import * as z from 'zod';
import { registerCompany } from './register-company';
import { registerForEvent } from './register-for-event';
import { subscribeJobAlert } from './subscribe-job-alert';
import { subscribeNewsletter } from './subscribe-newsletter';
import { verifyCaptcha } from './verify-captcha';

const received: { path: string; body: unknown; accept?: string | null }[] = [];
startMockServer(
  http.post('http://localhost/api/*', async ({ request }) => {
    received.push({ path: new URL(request.url).pathname, body: await request.json(), accept: request.headers.get('accept') });
    return request.url.endsWith('/captcha/verify')
      ? HttpResponse.json({ score: 0.9 })
      : HttpResponse.json({ id: 'e1', status: 'accepted' }, { status: 202 });
  }),
);

beforeEach(() => {
  received.length = 0;
});

/** The field messages of a result that must have failed. */
function errorsOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) {
    throw new Error('expected the validation to fail');
  }
  return fieldErrors(result.error);
}

describe('mailing endpoints', () => {
  it('post each form to its gateway path under /api of the page origin', async () => {
    const store = createTestStore({ apis: [mailingApi] });
    await store.dispatch(subscribeNewsletter.initiate({ email: 'a@b.de', listId: 2, acceptedTerms: true }));
    await store.dispatch(registerForEvent.initiate({ eventName: 'E', name: 'A', surname: 'B', customerEmail: 'a@b.de', date: '2030-01-01' }));
    await store.dispatch(registerCompany.initiate({ companyName: 'C', email: 'c@d.de', contactName: 'D' }));
    const score = await store.dispatch(verifyCaptcha.initiate({ payload: 'token' }));

    expect(received.map((request) => request.path)).toEqual(['/api/brevo/contacts', '/api/brevo/event', '/api/brevo/company', '/api/captcha/verify']);
    expect(received.every((request) => request.accept === 'application/json')).toBe(true);
    expect(received[0].body).toEqual({ email: 'a@b.de', listId: 2, acceptedTerms: true });
    expect(score.data).toEqual({ score: 0.9 });
  });

  it('posts a job alert to /api/job-alerts with the search as the job board’s query', async () => {
    const store = createTestStore({ apis: [mailingApi] });
    const alert = { email: 'a@b.de', acceptedTerms: true, search: 'q=koch&kategorie=3', frequency: 'weekly', locale: 'ar' } as const;
    const result = await store.dispatch(subscribeJobAlert.initiate(alert));

    expect(received).toEqual([{ path: '/api/job-alerts', body: alert, accept: 'application/json' }]);
    expect(result.data).toMatchObject({ status: 'accepted' });
  });
});

describe('submission validation', () => {
  it('needs consent and a valid address for the newsletter', () => {
    const result = newsletterSubscriptionSchema.safeParse({ email: ' not-mail ', listId: 2, acceptedTerms: false });
    expect(result.success).toBe(false);
    expect(errorsOf(result)).toEqual({ email: 'must be a valid e-mail address', acceptedTerms: 'must be accepted' });
  });

  it('trims values, drops blank optional fields and bounds lengths', () => {
    const parsed = eventRegistrationSchema.parse({
      eventName: ' Jobdating ',
      name: 'Ada',
      surname: 'Lovelace',
      customerEmail: ' ada@example.org ',
      eventEmail: '',
      phone: '  ',
      date: '2030-05-14',
    });
    expect(parsed).toMatchObject({ eventName: 'Jobdating', customerEmail: 'ada@example.org', eventEmail: undefined, phone: undefined });
    const tooLong = eventRegistrationSchema.safeParse({ ...parsed, notes: 'x'.repeat(2001), phone: 'call me' });
    expect(errorsOf(tooLong)).toEqual({
      notes: 'must be at most 2000 characters',
      phone: 'may contain only digits, spaces and + - / ( )',
    });
  });

  it('trims the event location’s address and checks it where there is one', () => {
    const base = { eventName: 'E', name: 'A', surname: 'B', customerEmail: 'a@b.de', date: '1. Mai' };
    expect(eventRegistrationSchema.parse({ ...base, eventEmail: ' ort@example.org ' }).eventEmail).toBe('ort@example.org');
    expect(errorsOf(eventRegistrationSchema.safeParse({ ...base, eventEmail: 'ort' }))).toEqual({ eventEmail: 'must be a valid e-mail address' });
  });

  it('takes a captcha token up to its size and names a missing list', () => {
    const base = { email: 'a@b.de', acceptedTerms: true };
    expect(newsletterSubscriptionSchema.parse({ ...base, listId: 2, captchaToken: 't'.repeat(CAPTCHA_TOKEN_MAX_LENGTH) }).captchaToken).toHaveLength(CAPTCHA_TOKEN_MAX_LENGTH);
    expect(errorsOf(newsletterSubscriptionSchema.safeParse({ ...base, captchaToken: 't'.repeat(CAPTCHA_TOKEN_MAX_LENGTH + 1) }))).toEqual({
      listId: 'is required',
      captchaToken: `must be at most ${CAPTCHA_TOKEN_MAX_LENGTH} characters`,
    });
  });

  it('checks a captcha verification’s token: present, not empty, not larger than a token', () => {
    expect(captchaVerificationSchema.parse({ payload: 't'.repeat(CAPTCHA_TOKEN_MAX_LENGTH) }).payload).toHaveLength(CAPTCHA_TOKEN_MAX_LENGTH);
    expect(errorsOf(captchaVerificationSchema.safeParse({}))).toEqual({ payload: 'is required' });
    expect(errorsOf(captchaVerificationSchema.safeParse({ payload: '' }))).toEqual({ payload: 'is required' });
    expect(captchaVerificationSchema.safeParse({ payload: 't'.repeat(CAPTCHA_TOKEN_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it('names a nested field by its path and a body that is no object as the body', () => {
    expect(errorsOf(z.object({ job: z.object({ title: z.string() }) }).safeParse({ job: {} }))).toEqual({ 'job.title': expect.any(String) });
    expect(Object.keys(errorsOf(companyRegistrationSchema.safeParse('text')))).toEqual(['body']);
  });

  it('names every missing required field', () => {
    const result = companyRegistrationSchema.safeParse({});
    expect(errorsOf(result)).toEqual({ companyName: 'is required', email: 'is required', contactName: 'is required' });
  });

  it('accepts the locations as a list or as one name', () => {
    const base = { companyName: 'C', email: 'c@d.de', contactName: 'D' };
    expect(companyRegistrationSchema.parse({ ...base, locations: 'Wedding' }).locations).toEqual(['Wedding']);
    expect(companyRegistrationSchema.parse({ ...base, locations: ['Wedding', 'Mitte'] }).locations).toEqual(['Wedding', 'Mitte']);
    // Strictly: `toEqual` would take a list holding `undefined` for an empty one.
    expect(companyRegistrationSchema.parse(base).locations).toStrictEqual([]);
    expect(companyRegistrationSchema.parse({ ...base, locations: null }).locations).toStrictEqual([]);
  });

  it.each([
    ['event', eventRegistrationSchema, { eventName: 'E', name: 'A', surname: 'B', customerEmail: 'a@b.de', date: '1. Mai' }],
    ['company', companyRegistrationSchema, { companyName: 'C', email: 'c@d.de', contactName: 'D' }],
  ] as const)('takes the language of the %s form’s page, or none, and refuses one the site does not have', (_form, schema, base) => {
    expect(schema.parse({ ...base, locale: 'tr' }).locale).toBe('tr');
    expect(schema.parse(base).locale).toBeUndefined();
    expect(errorsOf(schema.safeParse({ ...base, locale: 'fr' }))).toEqual({ locale: 'must be one of de, en, tr, ar' });
  });
});

describe('job alert validation', () => {
  const valid = { email: ' ada@example.org ', acceptedTerms: true, search: '', frequency: 'daily', locale: 'de' };

  it('takes the plain board’s empty search and trims the address', () => {
    expect(jobAlertSubscriptionSchema.parse(valid)).toEqual({ ...valid, email: 'ada@example.org' });
  });

  it('names consent, frequency, language and a search longer than a job board query', () => {
    const result = jobAlertSubscriptionSchema.safeParse({
      ...valid,
      acceptedTerms: false,
      search: 'q='.padEnd(JOB_ALERT_SEARCH_MAX_LENGTH + 1, 'x'),
      frequency: 'hourly',
      locale: 'fr',
    });
    expect(errorsOf(result)).toEqual({
      acceptedTerms: 'must be accepted',
      search: 'must be at most 2000 characters',
      frequency: 'must be one of daily, weekly',
      locale: 'must be one of de, en, tr, ar',
    });
  });

  it('needs an address and a search, even an empty one', () => {
    const result = jobAlertSubscriptionSchema.safeParse({ acceptedTerms: true, frequency: 'weekly', locale: 'en' });
    expect(errorsOf(result)).toEqual({ email: 'is required', search: 'is required' });
  });
});

describe('meetsGatewayRule', () => {
  it('checks one field of a form by the gateway’s rule for it', async () => {
    await expect(meetsGatewayRule('company', 'email', ' c@d.de ')).resolves.toBe(true);
    await expect(meetsGatewayRule('company', 'email', 'not-mail')).resolves.toBe(false);
    await expect(meetsGatewayRule('company', 'companyName', 'x'.repeat(201))).resolves.toBe(false);
    await expect(meetsGatewayRule('event', 'phone', '+49 30 / 123-4')).resolves.toBe(true);
    await expect(meetsGatewayRule('event', 'phone', 'call me')).resolves.toBe(false);
    await expect(meetsGatewayRule('jobAlert', 'email', 'not-mail')).resolves.toBe(false);
  });
});

describe('gatewayFieldRule', () => {
  it('asks for a required field, lets an optional one stay empty and refuses what the gateway refuses', async () => {
    const email = gatewayFieldRule('company', 'email', 'Ungültige E-Mail-Adresse', 'Pflichtfeld');
    const phone = gatewayFieldRule('event', 'phone', 'Ungültige Telefonnummer', null);

    await expect(email('  ')).resolves.toBe('Pflichtfeld');
    await expect(email('not-mail')).resolves.toBe('Ungültige E-Mail-Adresse');
    await expect(email('c@d.de')).resolves.toBe(true);
    await expect(phone('')).resolves.toBe(true);
    await expect(phone('call me')).resolves.toBe('Ungültige Telefonnummer');
  });
});
