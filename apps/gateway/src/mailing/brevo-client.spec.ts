import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BrevoTransport, buildBrevoRequest } from './brevo-client';
import { composeMessage, recipientsOf, type StoredSubmission } from './compose-messages';

const settings = {
  doubleOptIn: { templateId: 7, redirectionUrl: 'https://site.test/newsletter' },
  sender: { email: 'website@org.test', name: 'jobpoint berlin' },
  recipients: { event: 'events@org.test', company: 'companies@org.test' },
};

const event: StoredSubmission = {
  kind: 'event',
  payload: {
    eventName: 'Jobdating <Wedding>',
    name: 'Ada',
    surname: 'Lovelace',
    customerEmail: 'ada@example.org',
    eventEmail: undefined,
    phone: undefined,
    notes: undefined,
    date: '2030-05-14',
    time: '10:00',
    eventAddress: undefined,
  },
};

describe('building Brevo requests', () => {
  it('asks for a double opt-in on the newsletter list with the configured template and redirect', () => {
    const submission: StoredSubmission = { kind: 'newsletter', payload: { email: 'ada@example.org', listId: 2, acceptedTerms: true } };
    expect(buildBrevoRequest(composeMessage(submission, 'subscriber', settings), 'key-1')).toEqual({
      path: '/contacts/doubleOptinConfirmation',
      body: { email: 'ada@example.org', includeListIds: [2], templateId: 7, redirectionUrl: 'https://site.test/newsletter' },
    });
  });

  it('sends a transactional mail with the idempotency key, leaving out empty fields and escaping HTML', () => {
    const request = buildBrevoRequest(composeMessage(event, 'organisation', settings), 'key-2');
    expect(request.path).toBe('/smtp/email');
    expect(request.body).toMatchObject({
      sender: { email: 'website@org.test', name: 'jobpoint berlin' },
      to: [{ email: 'events@org.test' }],
      replyTo: { email: 'ada@example.org', name: 'Ada Lovelace' },
      subject: 'Anmeldung zur Veranstaltung: „Jobdating <Wedding>“',
      headers: { idempotencyKey: 'key-2' },
    });
    expect(request.body['textContent']).not.toContain('Telefon');
    expect(request.body['htmlContent']).toContain('Jobdating &lt;Wedding&gt;');
  });

  it('has the organisation and the person as recipients of a registration', () => {
    expect(recipientsOf(event, settings)).toEqual([
      { recipient: 'organisation', address: 'events@org.test' },
      { recipient: 'person', address: 'ada@example.org' },
    ]);
  });
});

describe('reading Brevo answers', () => {
  let server: Server;
  let answer: { status: number; body: unknown };
  let transport: BrevoTransport;

  beforeAll(async () => {
    server = createServer((_request, response) => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    transport = new BrevoTransport({ apiKey: 'k', apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`, timeoutMs: 1000 });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const mail = composeMessage(event, 'person', settings);
  const doubleOptIn = composeMessage({ kind: 'newsletter', payload: { email: 'a@b.de', listId: 2, acceptedTerms: true } }, 'subscriber', settings);
  const send = (message = mail) => transport.send(message, 'key', AbortSignal.timeout(1000));

  it.each([
    [201, { messageId: '<m1>' }, { outcome: 'sent', messageId: '<m1>' }],
    [400, { code: 'invalid_parameter', message: 'email is not valid' }, { outcome: 'rejected', error: 'Brevo answered 400 invalid_parameter: email is not valid' }],
    [503, {}, { outcome: 'retry', error: 'Brevo answered 503', inDoubt: false }],
    [504, {}, { outcome: 'retry', error: 'Brevo answered 504', inDoubt: true }],
    [429, {}, { outcome: 'retry', error: 'Brevo answered 429', inDoubt: false }],
    [401, { code: 'unauthorized', message: 'Key not found' }, { outcome: 'retry', error: 'Brevo answered 401 unauthorized: Key not found', inDoubt: false }],
  ])('answer %i', async (status, body, expected) => {
    answer = { status, body };
    await expect(send()).resolves.toEqual(expected);
  });

  it('counts a double opt-in for an address Brevo already has as done', async () => {
    answer = { status: 400, body: { code: 'duplicate_parameter', message: 'Contact already exist' } };
    await expect(send(doubleOptIn)).resolves.toEqual({ outcome: 'sent' });
  });

  it('retries without doubt when Brevo cannot be reached at all', async () => {
    const unused = createServer();
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
    const { port } = unused.address() as AddressInfo;
    await new Promise((resolve) => unused.close(resolve));
    const closed = new BrevoTransport({ apiKey: 'k', apiUrl: `http://127.0.0.1:${port}/v3`, timeoutMs: 1000 });
    await expect(closed.send(mail, 'key', AbortSignal.timeout(1000))).resolves.toMatchObject({ outcome: 'retry', inDoubt: false });
  });
});
