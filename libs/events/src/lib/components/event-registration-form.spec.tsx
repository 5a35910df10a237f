import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import { mailingApi } from '@jobpoint/mailing-client';
import { renderWithProviders, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem } from '@jobpoint/ui-kit';
import { EVENTS_NAMESPACE, eventsResources } from '../i18n/events-resources';
import { eventFixture } from '../testing/event-fixture';
import { EventRegistrationForm } from './event-registration-form';

const EVENT_URL = 'http://localhost/api/brevo/event';

// Typing through Chakra's form controls takes seconds on a busy two-core machine.
jest.setTimeout(30_000);

const submissions: unknown[] = [];
let texts: 'cms' | 'failing' = 'cms';
let textRequests = 0;
let answer: 'ok' | 'error' = 'ok';

startMockServer(
  http.get('*/api/anmeldung', () => {
    textRequests += 1;
    return texts === 'failing'
      ? HttpResponse.json({ error: 'down' }, { status: 500 })
      : HttpResponse.json({
          data: {
            id: 1,
            attributes: {
              successText: 'Danke! Ihre Anmeldung ist bei uns eingegangen.',
              errorText: 'Es ist ein Fehler aufgetreten. Bitte probiere es erneut.',
              requiredText: 'Pflichtfeld',
              eventRegistration: { title: 'Zur Veranstaltung anmelden', btnText: 'Anmelden', placeholders: { name: 'Vorname eingeben' } },
            },
          },
        });
  }),
  http.post(EVENT_URL, async ({ request }) => {
    submissions.push(await request.json());
    return answer === 'ok' ? HttpResponse.json({ id: 'entry-1', status: 'delivered' }, { status: 201 }) : HttpResponse.json({ message: 'down' }, { status: 503 });
  }),
);

beforeEach(() => {
  submissions.length = 0;
  texts = 'cms';
  textRequests = 0;
  answer = 'ok';
});

function render(carried?: Record<string, string>) {
  return renderWithProviders(<EventRegistrationForm event={eventFixture()} locale="de" titleId="form-title" carried={carried} />, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [EVENTS_NAMESPACE]: eventsResources },
    apis: [cmsApi, mailingApi],
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Vorname/), 'Elif');
  await user.type(screen.getByLabelText(/Nachname/), 'Kaya');
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'elif@example.org');
}

describe('EventRegistrationForm', () => {
  it('says Pflichtfeld for each empty required field and sends nothing', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(3);
    expect(submissions).toEqual([]);
  });

  it('writes the e-mail address and the phone number left to right, also on a right-to-left page', async () => {
    render();
    expect(await screen.findByLabelText(/E-Mail-Adresse/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/Telefonnummer/)).toHaveAttribute('dir', 'ltr');
  });

  it('sends the person and the event to the gateway and thanks them', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByPlaceholderText('Vorname eingeben');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Telefonnummer/), '030 1234567');
    await user.type(screen.getByLabelText(/Anmerkungen/), 'Ich komme zu zweit.');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Danke! Ihre Anmeldung ist bei uns eingegangen.');
    expect(submissions).toEqual([
      {
        eventName: 'Shop a Job Messe Neukölln',
        name: 'Elif',
        surname: 'Kaya',
        customerEmail: 'elif@example.org',
        eventEmail: 'neukoelln@jobpoint.local',
        phone: '030 1234567',
        notes: 'Ich komme zu zweit.',
        date: '31. Dezember 2026 – 1. Januar 2027',
        time: '10:00–16:00',
        eventAddress: 'Jobpoint Neukölln, Karl-Marx-Straße 92, 12043 Berlin',
        locale: 'de',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('refuses a malformed e-mail address before sending', async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'elif@');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(submissions).toEqual([]);
  });

  it('keeps the values and shows the error when the gateway fails', async () => {
    answer = 'error';
    const user = userEvent.setup();
    render();
    await screen.findByPlaceholderText('Vorname eingeben');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten. Bitte probiere es erneut.');
    expect(screen.getByLabelText(/Nachname/)).toHaveValue('Kaya');
  });

  it('uses its own strings when the registration texts cannot be read', async () => {
    texts = 'failing';
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(textRequests).toBeGreaterThan(0));
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(3);
    expect(screen.getByLabelText(/Vorname/)).not.toHaveAttribute('placeholder');
  });

  it('starts with what the visitor typed into the page before the form’s code was there', async () => {
    render({ name: 'Elif', customerEmail: 'elif@example.org', captcha: 'ignored' });
    expect(await screen.findByLabelText(/Vorname/)).toHaveValue('Elif');
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveValue('elif@example.org');
    expect(screen.getByLabelText(/Nachname/)).toHaveValue('');
  });
});
