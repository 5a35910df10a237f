import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GatewayMetrics } from '../metrics/gateway-metrics';
import type { MailingConfig } from './mailing-config';
import type { Outbox } from './outbox';
import { FakeBrevo } from './testing/fake-brevo';
import { expectNothingBreaksOut, HOSTILE_TEXT } from './testing/hostile-text';
import {
  COMPANY,
  EVENT,
  eventually,
  NEWSLETTER,
  openOutbox,
  startMailingApp,
  temporaryDataDir,
  testEnv,
} from './testing/mailing-test-app';

describe('mailing endpoints against a fake Brevo', () => {
  let brevo: FakeBrevo;
  let data: ReturnType<typeof temporaryDataDir>;
  let app: FastifyInstance;
  let config: MailingConfig;
  let outbox: Outbox;

  const clock = { now: 0 };
  let metrics: GatewayMetrics;

  async function start(extraEnv: NodeJS.ProcessEnv = {}) {
    clock.now = Date.now();
    metrics = new GatewayMetrics({ defaultMetrics: false });
    ({ app, config } = await startMailingApp(
      { ...testEnv(data.dir, brevo.url), ...extraEnv },
      { now: () => clock.now, metrics },
    ));
    outbox = await openOutbox(config);
  }

  beforeEach(async () => {
    brevo = await new FakeBrevo().start();
    data = temporaryDataDir();
  });

  afterEach(async () => {
    await app?.close();
    await outbox?.close();
    await brevo.stop();
    data.remove();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('signs up for the newsletter by double opt-in on list 2 and answers 201', async () => {
    await start();
    const response = await post('/api/brevo/contacts', NEWSLETTER);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), status: 'delivered' });
    expect(brevo.requests).toEqual([
      {
        path: '/contacts/doubleOptinConfirmation',
        apiKey: 'test-brevo-key',
        body: {
          email: 'ada@example.org',
          includeListIds: [2],
          templateId: 7,
          redirectionUrl: 'https://site.test/newsletter?bestaetigt=1',
        },
      },
    ]);
    expect((await outbox.entry(response.json().id))?.status).toBe('delivered');
  });

  it('sends an event registration to the organisation and a confirmation to the person', async () => {
    await start();
    const response = await post('/api/brevo/event', EVENT);

    expect(response.statusCode).toBe(201);
    const mails = brevo.accepted.filter((request) => request.path === '/smtp/email');
    const recipients = mails.map((mail) => (mail.body['to'] as { email: string }[])[0].email).sort();
    expect(recipients).toEqual(['ada@example.org', 'events@org.test']);
    const keys = mails.map((mail) => (mail.body['headers'] as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    const notice = mails.find((mail) => (mail.body['to'] as { email: string }[])[0].email === 'events@org.test');
    expect(notice?.body['subject']).toBe('Anmeldung zur Veranstaltung: „Jobdating im Wedding“');
    expect(notice?.body['replyTo']).toEqual({ email: 'ada@example.org', name: 'Ada Lovelace' });
    const confirmation = mails.find((mail) => (mail.body['to'] as { email: string }[])[0].email === 'ada@example.org');
    expect(confirmation?.body['replyTo']).toEqual({ email: 'events@org.test' });
    expect(notice?.body['textContent']).toContain('Telefon: +49 30 1234567');
    expect(notice?.body['textContent']).toContain('Vorname: „Ada“\nNachname: „Lovelace“');
  });

  it('sends a company registration to the organisation and a confirmation to the contact person', async () => {
    await start();
    const response = await post('/api/brevo/company', COMPANY);

    expect(response.statusCode).toBe(201);
    const recipients = brevo.accepted.map((mail) => (mail.body['to'] as { email: string }[])[0].email).sort();
    expect(recipients).toEqual(['companies@org.test', 'hr@muster.example']);
    const notice = brevo.accepted.find(
      (mail) => (mail.body['to'] as { email: string }[])[0].email === 'companies@org.test',
    );
    expect(notice?.body['textContent']).toContain('Standorte: „Wedding“, „Neukölln“');
  });

  it('tells the visitor the signup was received when Brevo answers 503, and delivers it on a later attempt', async () => {
    brevo.respond({ status: 503, body: { message: 'maintenance' } });
    await start();
    const response = await post('/api/brevo/contacts', NEWSLETTER);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ id: expect.any(String), status: 'accepted' });
    const { id } = response.json();
    await eventually(async () => (await outbox.entry(id))?.status === 'delivered');
    expect(brevo.requests).toHaveLength(2);
    expect(brevo.accepted).toHaveLength(1);
    expect((await outbox.entry(id))?.attempts).toBe(2);
  });

  it('answers a permanent rejection during the request as an error and never repeats it', async () => {
    brevo.respond({ status: 400, body: { code: 'invalid_parameter', message: 'email is not valid' } });
    await start();
    const response = await post('/api/brevo/contacts', NEWSLETTER);

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('email is not valid');
    const [entry] = await outbox.entries();
    expect(entry.status).toBe('failed');
    expect((await outbox.deliveries(entry.id))[0].status).toBe('rejected');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(brevo.requests).toHaveLength(1);
  });

  it('repeats only the recipient whose mail did not go out', async () => {
    // The two mails of an event go out together; the second request to arrive fails.
    brevo.respond('take', { status: 503 });
    await start();
    const response = await post('/api/brevo/event', EVENT);

    expect(response.statusCode).toBe(202);
    const { id } = response.json();
    await eventually(async () => (await outbox.entry(id))?.status === 'delivered');
    const addressee = (index: number) => (brevo.requests[index].body['to'] as { email: string }[])[0].email;
    expect(brevo.requests).toHaveLength(3);
    expect(addressee(2)).toBe(addressee(1));
    expect(addressee(2)).not.toBe(addressee(0));
    expect(brevo.accepted).toHaveLength(2);
  });

  it('repeats a mail whose attempt got no answer with the same idempotency key, so Brevo drops the duplicate', async () => {
    brevo.respond('take-and-hang');
    await start({ BREVO_TIMEOUT_MS: '300' });
    const response = await post('/api/brevo/company', { ...COMPANY, email: 'solo@muster.example' });
    expect(response.statusCode).toBe(202);
    const { id } = response.json();

    await eventually(async () => (await outbox.entry(id))?.status === 'delivered');
    const byKey = new Map<string, number>();
    for (const request of brevo.requests) {
      const key = (request.body['headers'] as { idempotencyKey: string }).idempotencyKey;
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    }
    expect([...byKey.values()].sort()).toEqual([1, 2]);
    expect(brevo.accepted).toHaveLength(2);
  });

  it('answers 400 with a message for each invalid field', async () => {
    await start();
    const response = await post('/api/brevo/event', {
      ...EVENT,
      customerEmail: 'not-an-address',
      name: '',
      surname: 'x'.repeat(101),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid submission',
      errors: {
        customerEmail: 'must be a valid e-mail address',
        name: 'is required',
        surname: 'must be at most 100 characters',
      },
    });
    expect(brevo.requests).toHaveLength(0);
    expect(await outbox.entries()).toHaveLength(0);
  });

  it('refuses a newsletter signup without consent or for a list that is not the site’s', async () => {
    await start();
    const noConsent = await post('/api/brevo/contacts', { ...NEWSLETTER, acceptedTerms: false });
    const otherList = await post('/api/brevo/contacts', { ...NEWSLETTER, listId: 99 });

    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors).toEqual({ acceptedTerms: 'must be accepted' });
    expect(otherList.statusCode).toBe(400);
    expect(otherList.json().errors).toEqual({ listId: 'is not a list of this site' });
    expect(brevo.requests).toHaveLength(0);
  });

  it('answers 400, not 500, to a malformed JSON body', async () => {
    await start();
    const response = await post('/api/brevo/contacts', '{"email": "ada@example.org",', {
      'content-type': 'application/json',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/i);
  });

  it('answers 413 to an oversize body', async () => {
    await start();
    const response = await post('/api/brevo/event', { ...EVENT, notes: 'x'.repeat(20 * 1024) });

    expect(response.statusCode).toBe(413);
    expect(await outbox.entries()).toHaveLength(0);
  });

  it('limits submissions per client address and answers 429 with Retry-After', async () => {
    await start({ MAILING_RATE_LIMIT_MAX: '2' });
    const statuses = [];
    for (let i = 0; i < 2; i += 1) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/brevo/contacts',
            payload: NEWSLETTER,
            remoteAddress: '203.0.113.7',
          })
        ).statusCode,
      );
    }
    const limited = await app.inject({
      method: 'POST',
      url: '/api/brevo/contacts',
      payload: NEWSLETTER,
      remoteAddress: '203.0.113.7',
    });
    const otherClient = await app.inject({
      method: 'POST',
      url: '/api/brevo/contacts',
      payload: NEWSLETTER,
      remoteAddress: '203.0.113.8',
    });

    expect(statuses).toEqual([201, 201]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(otherClient.statusCode).toBe(201);
  });

  describe('what the visitor typed, in the registrations’ mails', () => {
    const mailsTo = (address: string) =>
      brevo.accepted.filter((mail) => (mail.body['to'] as { email: string }[])[0].email === address);

    it.each([
      [
        'an event registration',
        '/api/brevo/event',
        {
          ...EVENT,
          eventName: HOSTILE_TEXT,
          name: HOSTILE_TEXT,
          surname: HOSTILE_TEXT,
          notes: HOSTILE_TEXT,
          date: HOSTILE_TEXT,
          time: HOSTILE_TEXT,
          eventAddress: HOSTILE_TEXT,
        },
        ['events@org.test', 'ada@example.org'],
      ],
      [
        'a company registration',
        '/api/brevo/company',
        {
          ...COMPANY,
          companyName: HOSTILE_TEXT,
          contactName: HOSTILE_TEXT,
          notes: HOSTILE_TEXT,
          locations: [HOSTILE_TEXT, 'Wedding'],
        },
        ['companies@org.test', 'hr@muster.example'],
      ],
    ])(
      '%s: every typed field quoted on its line, no line breaks, bidi controls or links, in plain text and HTML',
      async (_name, url, body, addresses) => {
        await start();
        expect((await post(url, body)).statusCode).toBe(201);

        for (const address of addresses) {
          const [mail] = mailsTo(address);
          const text = mail.body['textContent'] as string;
          const html = mail.body['htmlContent'] as string;
          const subject = mail.body['subject'] as string;
          const lines = text.split('\n');

          // Each typed text is a field's value, in quotes: the intro says nothing typed.
          expect(lines[0]).not.toMatch(/Koch|evil/);
          for (const line of lines.filter((candidate) => /Koch|evil|Bcc/.test(candidate))) {
            expect(line).toMatch(
              /^[\p{L} -]+: „Koch Bcc: victim@example\. org Jetzt Konto bestätigen: https: \/\/evil\. test\/login/u,
            );
            expectNothingBreaksOut(line);
          }
          expect(text).not.toMatch(/^Bcc:/m);
          expectNothingBreaksOut(subject);
          // No display name of a typed name in the header either: every mail goes to the bare address.
          expect(mail.body['to']).toEqual([{ email: address }]);
          const cells = [...html.matchAll(/<td>([^<]*)<\/td>/g)]
            .map(([, cell]) => cell)
            .filter((cell) => cell.includes('Koch'));
          expect(cells.length).toBeGreaterThan(2);
          cells.forEach(expectNothingBreaksOut);
          expect(html).not.toMatch(/[\r\n\u202A-\u202E\u2066-\u2069]/);
          expect(html).not.toContain('<a ');
          expect(html).not.toContain('<br');
        }
      },
    );

    it('gives the organisation the whole note on one line and the person who registered a short reminder of it', async () => {
      await start();
      const notes = `Erste Zeile\n${'Ich komme mit Lebenslauf. '.repeat(20)}`;
      expect((await post('/api/brevo/event', { ...EVENT, notes })).statusCode).toBe(201);

      const noteOf = (address: string) =>
        /Anmerkungen: (.*)$/m.exec(mailsTo(address)[0].body['textContent'] as string)?.[1] ?? '';
      expect(noteOf('events@org.test')).toBe(`„Erste Zeile ${'Ich komme mit Lebenslauf. '.repeat(20).trim()}“`);
      expect(noteOf('ada@example.org')).toMatch(/^„Erste Zeile Ich komme mit Lebenslauf\. .{40,}…“$/u);
      expect(Array.from(noteOf('ada@example.org'))).toHaveLength(82);
    });
  });

  describe('one mail before confirmation per address and form in ten minutes', () => {
    const limited = (form: string) =>
      metrics.addressLimitedMails
        .get()
        .then(({ values }) => values.find((value) => value.labels['form'] === form)?.value);

    it('answers a second newsletter signup exactly as the first, sends nothing and stores nothing; after ten minutes it sends again', async () => {
      await start();
      const first = await post('/api/brevo/contacts', NEWSLETTER);
      clock.now += 9 * 60_000;
      const second = await post('/api/brevo/contacts', { ...NEWSLETTER, email: ' ADA@example.org' });

      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual({ id: expect.any(String), status: 'delivered' });
      expect(Object.keys(second.json())).toEqual(Object.keys(first.json()));
      expect(brevo.requests).toHaveLength(1);
      expect(await outbox.entries()).toHaveLength(1);
      expect(await limited('newsletter')).toBe(1);

      clock.now += 60_000;
      expect((await post('/api/brevo/contacts', NEWSLETTER)).statusCode).toBe(201);
      expect(brevo.requests).toHaveLength(2);
    });

    it('still mails another address and another form’s confirmation to the same address', async () => {
      await start();
      await post('/api/brevo/contacts', NEWSLETTER);
      await post('/api/brevo/contacts', { ...NEWSLETTER, email: 'grace@example.org' });
      await post('/api/brevo/event', EVENT);

      expect(
        brevo.accepted.map((mail) => mail.body['email'] ?? (mail.body['to'] as { email: string }[])[0].email).sort(),
      ).toEqual(['ada@example.org', 'ada@example.org', 'events@org.test', 'grace@example.org']);
      expect(await limited('newsletter')).toBe(0);
      expect(await limited('event')).toBe(0);
    });

    it('passes a second registration on to the organisation and leaves out only the confirmation to the typed address', async () => {
      await start();
      const first = await post('/api/brevo/company', COMPANY);
      const second = await post('/api/brevo/company', { ...COMPANY, companyName: 'Andere GmbH' });

      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(second.json()).toEqual({ id: expect.any(String), status: 'delivered' });
      const recipients = brevo.accepted.map((mail) => (mail.body['to'] as { email: string }[])[0].email).sort();
      expect(recipients).toEqual(['companies@org.test', 'companies@org.test', 'hr@muster.example']);
      expect((await outbox.deliveries(second.json().id)).map((delivery) => delivery.recipient)).toEqual([
        'organisation',
      ]);
      expect(await limited('company')).toBe(1);
      expect(await limited('job-alert')).toBe(0);
    });
  });
});

describe('the local mailbox (no Brevo key)', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let app: FastifyInstance;
  let config: MailingConfig;

  beforeEach(async () => {
    data = temporaryDataDir();
    ({ app, config } = await startMailingApp(testEnv(data.dir)));
  });

  afterEach(async () => {
    await app.close();
    data.remove();
  });

  it('writes each message as an .eml file and lists it on /_dev/mailbox for this machine only', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/brevo/event', payload: EVENT });
    expect(response.statusCode).toBe(201);

    const files = readdirSync(config.mailboxDir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const contents = files.map((file) => readFileSync(path.join(config.mailboxDir, file), 'utf8')).join('\n');
    expect(contents).toContain('To: <events@org.test>');
    expect(contents).toContain('To: <ada@example.org>\r\n');

    const page = await app.inject({ method: 'GET', url: '/_dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ihre Anmeldung: „Jobdating im Wedding“');
    const fromElsewhere = await app.inject({ method: 'GET', url: '/_dev/mailbox', remoteAddress: '198.51.100.4' });
    const proxied = await app.inject({
      method: 'GET',
      url: '/_dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(fromElsewhere.statusCode).toBe(404);
    expect(proxied.statusCode).toBe(404);
  });

  it('refuses addresses under the reserved .invalid domain for good, like Brevo refuses an unknown domain', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/brevo/contacts',
      payload: { ...NEWSLETTER, email: 'nobody@example.invalid' },
    });

    expect(response.statusCode).toBe(422);
    expect(existsSync(config.mailboxDir) && readdirSync(config.mailboxDir)).toEqual([]);
  });
});
