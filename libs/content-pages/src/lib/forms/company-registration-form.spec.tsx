import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { companyRegistrationFormSchema } from '@jobpoint/cms-client/schemas';
import { CaptchaSiteKeyProvider, mailingApi } from '@jobpoint/mailing-client';
import { renderWithProviders, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem } from '@jobpoint/ui-kit';
import { COMPANY_FORM_NAMESPACE, companyFormResources } from './company-form-resources';
import { CompanyRegistrationForm } from './company-registration-form';

const COMPANY_URL = 'http://localhost/api/brevo/company';

// Typing through Chakra's form controls takes seconds on a busy two-core machine.
jest.setTimeout(30_000);

const content = companyRegistrationFormSchema.parse({
  title: 'Unternehmen registrieren',
  companyNameLabel: 'Name des Unternehmens',
  contactPartnerLabel: 'Ansprechperson',
  emailLabel: 'E-Mail-Adresse',
  phoneLabel: 'Telefonnummer',
  noteLabel: 'Ihre Nachricht',
  sendButton: 'Registrierung absenden',
  locationTitle: 'An welchen Standorten suchen Sie Personal?',
  locations: [
    { id: 1, text: 'Jobpoint Neukölln' },
    { id: 2, text: 'Jobpoint Mitte' },
    { id: 3, text: 'Jobpoint Spandau' },
  ],
});

const submissions: unknown[] = [];
const server = startMockServer(
  http.post(COMPANY_URL, async ({ request }) => {
    submissions.push(await request.json());
    return HttpResponse.json({ id: 'entry-1', status: 'delivered' }, { status: 201 });
  }),
);

beforeEach(() => {
  submissions.length = 0;
});

function render(ui: React.ReactElement = <CompanyRegistrationForm content={content} />) {
  return renderWithProviders(ui, {
    system: createSiteSystem('employers'),
    namespaces: { [COMPANY_FORM_NAMESPACE]: companyFormResources },
    apis: [mailingApi],
  });
}

const send = () => screen.getByRole('button', { name: 'Registrierung absenden' });

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name des Unternehmens/), 'Bäckerei Kaya GmbH');
  await user.type(screen.getByLabelText(/Ansprechperson/), 'Elif Kaya');
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'elif@baeckerei-kaya.example');
  await user.type(screen.getByLabelText(/Telefonnummer/), '030 1234567');
  await user.type(screen.getByLabelText(/Ihre Nachricht/), 'Wir suchen zwei Verkäuferinnen.');
  await user.click(screen.getByRole('checkbox', { name: 'Jobpoint Neukölln' }));
  await user.click(screen.getByRole('checkbox', { name: 'Jobpoint Spandau' }));
}

/** The texts an element points at through `aria-describedby`. */
function descriptionsOf(element: HTMLElement): (string | null | undefined)[] {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
}

describe('CompanyRegistrationForm', () => {
  it('labels every field with the CMS texts and lists the CMS locations under their title', async () => {
    render();

    expect(await screen.findByRole('form', { name: 'Unternehmen registrieren' })).toBeInTheDocument();
    for (const label of [/Name des Unternehmens/, /Ansprechperson/, /E-Mail-Adresse/, /Telefonnummer/, /Ihre Nachricht/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // Addresses and numbers read left to right on a right-to-left page too.
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/Telefonnummer/)).toHaveAttribute('dir', 'ltr');
    const locations = screen.getByRole('group', { name: 'An welchen Standorten suchen Sie Personal?' });
    expect(locations).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'Jobpoint Neukölln',
      'Jobpoint Mitte',
      'Jobpoint Spandau',
    ]);
  });

  it('sends nothing when submitted empty: Pflichtfeld on each required field, the first one focused', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Registrierung absenden' }));

    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(3);
    const companyName = screen.getByLabelText(/Name des Unternehmens/);
    await waitFor(() => expect(companyName).toHaveFocus());
    for (const label of [/Name des Unternehmens/, /Ansprechperson/, /E-Mail-Adresse/]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(descriptionsOf(input)).toContain('Pflichtfeld');
    }
    expect(screen.getByLabelText(/Telefonnummer/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(submissions).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an address and a phone number the gateway would refuse', async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/Name des Unternehmens/), 'Bäckerei Kaya GmbH');
    await user.type(screen.getByLabelText(/Ansprechperson/), 'Elif Kaya');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'elif-at-kaya');
    await user.type(screen.getByLabelText(/Telefonnummer/), 'bitte anrufen');
    await user.click(send());

    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte verwenden Sie nur Ziffern, Leerzeichen und + - / ( ).')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus());
    expect(submissions).toEqual([]);
  });

  it('posts the registration to the gateway and replaces the form with the thank-you text', async () => {
    server.use(
      http.post(COMPANY_URL, async ({ request }) => {
        submissions.push(await request.json());
        await delay(300);
        return HttpResponse.json({ id: 'entry-2', status: 'accepted' }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('form');
    await fillEverything(user);
    await user.click(send());

    // Busy and taking no second press, but not disabled: it keeps the focus.
    const sending = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Vielen Dank! Ihre Registrierung ist bei uns eingegangen. Wir melden uns in Kürze bei Ihnen.');
    expect(thanks).toHaveFocus();
    expect(submissions).toEqual([
      {
        companyName: 'Bäckerei Kaya GmbH',
        email: 'elif@baeckerei-kaya.example',
        contactName: 'Elif Kaya',
        notes: 'Wir suchen zwei Verkäuferinnen.',
        phone: '030 1234567',
        locations: ['Jobpoint Neukölln', 'Jobpoint Spandau'],
        locale: 'de',
      },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('leaves blank optional fields out of the body', async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/Name des Unternehmens/), 'Kaya');
    await user.type(screen.getByLabelText(/Ansprechperson/), 'Elif Kaya');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'elif@kaya.example');
    await user.type(screen.getByLabelText(/Telefonnummer/), '   ');
    await user.click(send());

    await screen.findByRole('status');
    expect(submissions).toEqual([{ companyName: 'Kaya', email: 'elif@kaya.example', contactName: 'Elif Kaya', locations: [], locale: 'de' }]);
  });

  it('shows the retry message on a server error, keeps every value, and sends again', async () => {
    server.use(http.post(COMPANY_URL, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    render();
    await screen.findByRole('form');
    await fillEverything(user);
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten. Bitte probiere es erneut.');
    expect(screen.getByLabelText(/Name des Unternehmens/)).toHaveValue('Bäckerei Kaya GmbH');
    expect(screen.getByLabelText(/Ansprechperson/)).toHaveValue('Elif Kaya');
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveValue('elif@baeckerei-kaya.example');
    expect(screen.getByLabelText(/Telefonnummer/)).toHaveValue('030 1234567');
    expect(screen.getByLabelText(/Ihre Nachricht/)).toHaveValue('Wir suchen zwei Verkäuferinnen.');
    expect(screen.getByRole('checkbox', { name: 'Jobpoint Neukölln' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Jobpoint Mitte' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Jobpoint Spandau' })).toBeChecked();
    expect(send()).toBeEnabled();

    await user.click(send());
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ companyName: 'Bäckerei Kaya GmbH', locations: ['Jobpoint Neukölln', 'Jobpoint Spandau'] });
  });

  it('sends a captcha token for the company action where the site has a captcha', async () => {
    const execute = jest.fn((_siteKey: string, _options: { action: string }) => Promise.resolve('captcha-token'));
    Object.assign(globalThis, { grecaptcha: { enterprise: { ready: (callback: () => void) => callback(), execute } } });
    try {
      const user = userEvent.setup();
      render(
        <CaptchaSiteKeyProvider value="site-key">
          <CompanyRegistrationForm content={content} />
        </CaptchaSiteKeyProvider>,
      );
      await user.type(await screen.findByLabelText(/Name des Unternehmens/), 'Kaya');
      await user.type(screen.getByLabelText(/Ansprechperson/), 'Elif Kaya');
      await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'elif@kaya.example');
      await user.click(send());

      await screen.findByRole('status');
      expect(execute).toHaveBeenCalledWith('site-key', { action: 'company' });
      expect(submissions).toEqual([expect.objectContaining({ captchaToken: 'captcha-token' })]);
    } finally {
      delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('uses its own labels where the CMS leaves them empty, in the page language', async () => {
    renderWithProviders(<CompanyRegistrationForm content={companyRegistrationFormSchema.parse({})} />, {
      system: createSiteSystem('employers'),
      namespaces: { [COMPANY_FORM_NAMESPACE]: companyFormResources },
      apis: [mailingApi],
      locale: 'ar',
    });

    expect(await screen.findByLabelText(/اسم الشركة/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
