import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import { mailingApi } from '@jobpoint/mailing-client';
import { cmsUrl, renderWithProviders, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem } from '@jobpoint/ui-kit';
import { newsletterResources } from '../i18n/newsletter-resources';
import { MiniNewsletter } from './mini-newsletter';
import { NewsletterPage } from './newsletter-page';

const SIGNUP_URL = 'http://localhost/api/brevo/contacts';

// Typing and clicking through Chakra's form controls takes seconds on a busy two-core machine.
jest.setTimeout(20_000);

const miniNewsletter = {
  data: {
    id: 1,
    attributes: {
      title: 'Bleiben Sie informiert',
      fieldLabel: 'Ihre E-Mail',
      placeholder: 'name@beispiel.de',
      privacyText: 'Ich stimme der [Datenschutzerklärung](/datenschutzerklaerung) zu.',
      sendButtonText: 'Eintragen',
      successText: 'Fast geschafft! Bitte bestätigen Sie die E-Mail in Ihrem Postfach.',
      errorText: 'Die Anmeldung hat nicht geklappt.',
    },
  },
};

const newsletterPage = {
  data: {
    id: 1,
    attributes: {
      seo: { metaTitle: 'Newsletter' },
      newsletter: { title: 'Unser Newsletter', subtitle: 'Einmal im Monat', btnText: 'Jetzt anmelden', placeholder: 'E-Mail', checkboxText: 'Ich willige ein.' },
    },
  },
};

const signups: unknown[] = [];
const server = startMockServer(
  http.get(cmsUrl('/api/mini-newsletter'), () => HttpResponse.json(miniNewsletter)),
  http.get(cmsUrl('/api/newsletter'), () => HttpResponse.json(newsletterPage)),
  http.post(SIGNUP_URL, async ({ request }) => {
    signups.push(await request.json());
    return HttpResponse.json({ id: 'entry-1', status: 'delivered' }, { status: 201 });
  }),
);

beforeEach(() => {
  signups.length = 0;
});

function render(ui: React.ReactElement) {
  return renderWithProviders(ui, {
    system: createSiteSystem('jobseekers'),
    namespaces: { newsletter: newsletterResources },
    apis: [cmsApi, mailingApi],
  });
}

describe('NewsletterPage', () => {
  it('signs up with e-mail, consent and list 2, then shows the thank-you text instead of the form', async () => {
    const user = userEvent.setup();
    render(<NewsletterPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unser Newsletter' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'ada@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Ich willige ein.' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Danke Sie wurden erfolgreich eingetragen!');
    expect(signups).toEqual([{ email: 'ada@example.org', acceptedTerms: true, listId: 2 }]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it.each([
    ['without an e-mail', false, true],
    ['without consent', true, false],
    ['with neither', false, false],
  ])('does nothing %s: no call and no result message, only the required-field hints', async (_case, fillEmail, tick) => {
    const user = userEvent.setup();
    render(<NewsletterPage />);
    await screen.findByRole('heading', { level: 1 });

    if (fillEmail) {
      await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'ada@example.org');
    }
    if (tick) {
      await user.click(screen.getByRole('checkbox'));
    }
    // The button's label is CMS text: it arrives with the page's texts, after the heading.
    await user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));

    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(Number(!fillEmail) + Number(!tick));
    expect(signups).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks an empty e-mail field invalid and points it at its message', async () => {
    const user = userEvent.setup();
    render(<NewsletterPage />);
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));

    const input = screen.getByLabelText(/E-Mail-Adresse/);
    // An address reads left to right on a right-to-left page too.
    expect(input).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Pflichtfeld');
  });

  it('moves the focus to the first field in error and clears a hint once its field is corrected', async () => {
    const user = userEvent.setup();
    render(<NewsletterPage />);
    await screen.findByRole('heading', { level: 1 });
    const input = screen.getByLabelText(/E-Mail-Adresse/);
    await user.type(input, 'ada@');
    await user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));

    expect(input).toHaveFocus();
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();

    await user.type(input, 'example.org');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(screen.getByRole('checkbox')).toHaveFocus();

    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument());
    expect(signups).toEqual([]);
  });

  it('shows the retry message on failure and clears it when the next attempt starts', async () => {
    server.use(http.post(SIGNUP_URL, () => HttpResponse.json({ message: 'refused' }, { status: 422 }), { once: true }));
    const user = userEvent.setup();
    render(<NewsletterPage />);
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'ada@example.org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten. Bitte probiere es erneut.');
    expect(screen.getByRole('textbox')).toHaveValue('ada@example.org');

    server.use(
      http.post(SIGNUP_URL, async () => {
        await delay(50);
        return HttpResponse.json({ id: 'entry-2', status: 'accepted' }, { status: 202 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Danke Sie wurden erfolgreich eingetragen!');
  });
});

describe('MiniNewsletter', () => {
  it('appears once its content has loaded, with the content texts', async () => {
    render(<MiniNewsletter />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const box = await screen.findByRole('region', { name: 'Bleiben Sie informiert' });
    expect(within(box).getByLabelText(/Ihre E-Mail/)).toHaveAttribute('placeholder', 'name@beispiel.de');
    expect(within(box).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutzerklaerung');
    expect(within(box).getByRole('button', { name: 'Eintragen' })).toBeInTheDocument();
  });

  it('shows the content-provided success and error texts', async () => {
    const user = userEvent.setup();
    server.use(http.post(SIGNUP_URL, () => HttpResponse.json({ message: 'refused' }, { status: 422 }), { once: true }));
    render(<MiniNewsletter />);
    const box = await screen.findByRole('region', { name: 'Bleiben Sie informiert' });
    await user.type(within(box).getByLabelText(/Ihre E-Mail/), 'ada@example.org');
    await user.click(within(box).getByRole('checkbox'));
    await user.click(within(box).getByRole('button', { name: 'Eintragen' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Die Anmeldung hat nicht geklappt.');

    await user.click(within(box).getByRole('button', { name: 'Eintragen' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('Fast geschafft! Bitte bestätigen Sie die E-Mail in Ihrem Postfach.');
  });

  it('uses the site’s own texts when the CMS has no footer newsletter', async () => {
    server.use(http.get(cmsUrl('/api/mini-newsletter'), () => HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 })));
    render(<MiniNewsletter />);
    expect(await screen.findByRole('region', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
