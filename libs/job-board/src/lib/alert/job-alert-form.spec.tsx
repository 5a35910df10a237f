import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@jobpoint/i18n';
import type { PublicViewConstants } from '@jobpoint/jobs-client';
import { CaptchaSiteKeyProvider, mailingApi } from '@jobpoint/mailing-client';
import { publicViewConstantsFixture, renderWithProviders, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { JOB_ALERT_NAMESPACE, jobAlertResources } from '../i18n/job-alert-resources';
import { JOB_BOARD_NAMESPACE, jobBoardResources } from '../i18n/job-board-resources';
import { searchStateFromQuery } from '../search/search-state';
import { JobAlertForm } from './job-alert-form';

const JOB_ALERTS_URL = 'http://localhost/api/job-alerts';

// Typing through Chakra's form controls takes seconds on a busy two-core machine.
jest.setTimeout(30_000);

const received: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({ status: 'accepted' }, { status: 202 });

const server = startMockServer(
  http.post(JOB_ALERTS_URL, async ({ request }) => {
    received.push(await request.json());
    return answer();
  }),
);

beforeEach(() => {
  received.length = 0;
  answer = () => HttpResponse.json({ status: 'accepted' }, { status: 202 });
});

const de = jobAlertResources.de;

function render({ query = 'q=Koch&kategorie=4&plz=21&sonderaktion=1&sortierung=titel-a-z&seite=3', locale = 'de' as Locale, siteKey = null as string | null } = {}) {
  return renderWithProviders(
    <JobAlertForm
      search={searchStateFromQuery(new URLSearchParams(query))}
      constants={publicViewConstantsFixture as PublicViewConstants}
      specialEvents={[{ number: 1, label: 'Shop a Job Messe' }]}
      locale={locale}
      labelledBy="alert-title"
    />,
    {
      system: createSiteSystem('jobseekers'),
      namespaces: { [JOB_ALERT_NAMESPACE]: jobAlertResources, [JOB_BOARD_NAMESPACE]: jobBoardResources, [LINK_NAMESPACE]: linkResources },
      locale,
      apis: [mailingApi],
      wrap: (children) => <CaptchaSiteKeyProvider value={siteKey}>{children}</CaptchaSiteKeyProvider>,
    },
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'elif@example.org') {
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), email);
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}

describe('JobAlertForm', () => {
  it('shows in words what the alert looks for, and daily as the default', () => {
    render();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Suchbegriff: Koch',
      'Jobkategorie: Gastronomie und Hotellerie',
      'Postleitzahl: 12043 Neukölln',
      'Sonderaktionen: Shop a Job Messe',
    ]);
    expect(screen.getByRole('radio', { name: 'Täglich' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutzerklaerung');
  });

  it('says Pflichtfeld for the address and the consent, focuses the address and sends nothing', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: de.submit }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(2);
    const email = screen.getByLabelText(/E-Mail-Adresse/);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Pflichtfeld');
    expect(received).toEqual([]);
  });

  it('refuses a malformed address before sending', async () => {
    const user = userEvent.setup();
    render();
    await fill(user, 'elif@');
    await user.click(screen.getByRole('button', { name: de.submit }));
    expect(await screen.findByText(de.invalidEmail)).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('sends the search without page and ordering, the frequency and the page’s language, then asks to confirm within 48 hours', async () => {
    const user = userEvent.setup();
    render({ locale: 'ar' });
    await user.type(screen.getByRole('textbox'), ' elif@example.org ');
    await user.click(screen.getByRole('radio', { name: jobAlertResources.ar.weekly }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: jobAlertResources.ar.submit }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(jobAlertResources.ar.success);
    expect(confirmation).toHaveFocus();
    expect(received).toEqual([
      { email: 'elif@example.org', acceptedTerms: true, search: 'q=Koch&kategorie=4&plz=21&sonderaktion=1', frequency: 'weekly', locale: 'ar' },
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the plain board as an empty search, with a captcha token where the site has a captcha', async () => {
    const execute = jest.fn().mockResolvedValue('captcha-token');
    Object.assign(globalThis, { grecaptcha: { enterprise: { ready: (callback: () => void) => callback(), execute } } });
    const user = userEvent.setup();
    render({ query: 'seite=2', siteKey: 'site-key' });
    expect(screen.getByRole('listitem')).toHaveTextContent('Alle Jobs');
    await fill(user);
    await user.click(screen.getByRole('button', { name: de.submit }));
    await screen.findByRole('status');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'job_alert' });
    expect(received).toEqual([{ email: 'elif@example.org', acceptedTerms: true, search: '', frequency: 'daily', locale: 'de', captchaToken: 'captcha-token' }]);
    Reflect.deleteProperty(globalThis, 'grecaptcha');
  });

  it('marks the fields the gateway refused, focuses the first and keeps what was typed', async () => {
    answer = () => HttpResponse.json({ message: 'Invalid submission', errors: { email: 'must be a valid e-mail address' } }, { status: 400 });
    const user = userEvent.setup();
    render();
    await fill(user, 'elif@example');
    await user.click(screen.getByRole('radio', { name: 'Wöchentlich' }));
    await user.click(screen.getByRole('button', { name: de.submit }));

    const email = screen.getByLabelText(/E-Mail-Adresse/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(de.invalidEmail));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('elif@example');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a search the gateway does not take', () => HttpResponse.json({ message: 'Invalid submission', errors: { search: 'unknown filter' } }, { status: 400 }), de.invalidSearch],
    ['a failed captcha check', () => HttpResponse.json({ message: 'The captcha check failed' }, { status: 403 }), de.captcha],
    ['the rate limit', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 }), de.tooMany],
    ['a failure of the site', () => HttpResponse.json({ message: 'down' }, { status: 503 }), de.error],
  ])('says so on %s and keeps every value for another attempt', async (_case, failure, message) => {
    answer = failure;
    const user = userEvent.setup();
    render();
    await fill(user);
    await user.click(screen.getByRole('radio', { name: 'Wöchentlich' }));
    await user.click(screen.getByRole('button', { name: de.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveValue('elif@example.org');
    expect(screen.getByRole('radio', { name: 'Wöchentlich' })).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeChecked();

    answer = () => HttpResponse.json({ status: 'accepted' }, { status: 202 });
    await user.click(screen.getByRole('button', { name: de.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(de.success);
    expect(received).toHaveLength(2);
  });

  it('says the visitor is offline when no answer comes while the browser is offline', async () => {
    server.use(http.post(JOB_ALERTS_URL, () => HttpResponse.error()));
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    render();
    await fill(user);
    await user.click(screen.getByRole('button', { name: de.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(de.offline);
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveValue('elif@example.org');
    online.mockRestore();
  });
});
