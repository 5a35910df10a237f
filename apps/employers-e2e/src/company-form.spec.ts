import { countPosts, expect, holdBack, mailboxLists, pressBeforeCode, test } from '@jobpoint/e2e-utils';

/**
 * Without a Brevo key the gateway delivers into its local mailbox, readable at /_dev/mailbox from this
 * machine: the registration reaches it as the notice to the organisation and the confirmation to the
 * contact person's address.
 */
const COMPANY_PATH = '/api/brevo/company';

function uniqueAddress(): string {
  return `e2e-company-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

test('registers a company from the employer home, through to the local mailbox', async ({ page, request }) => {
  const posts = countPosts(page, COMPANY_PATH);
  const address = uniqueAddress();
  await page.goto('/arbeitgebende');
  const form = page.getByRole('form', { name: 'Unternehmen registrieren' });

  await form.getByRole('button', { name: 'Registrierung absenden' }).click();
  await expect(form.getByText('Pflichtfeld')).toHaveCount(3);
  await expect(form.getByLabel(/Name des Unternehmens/)).toBeFocused();
  expect(posts.count()).toBe(0);

  await form.getByLabel(/Name des Unternehmens/).fill('E2E Bäckerei Kaya GmbH');
  await form.getByLabel(/Ansprechperson/).fill('Elif Kaya');
  await form.getByLabel(/E-Mail-Adresse/).fill(address);
  await form.getByLabel(/Telefonnummer/).fill('030 1234567');
  await form.getByLabel(/Ihre Nachricht/).fill('Wir suchen zwei Verkäuferinnen.');
  await form.getByText('Jobpoint Mitte').click();
  await expect(form.getByRole('checkbox', { name: 'Jobpoint Mitte' })).toBeChecked();
  await form.getByRole('button', { name: 'Registrierung absenden' }).click();

  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Vielen Dank! Ihre Registrierung ist bei uns eingegangen. Wir melden uns in Kürze bei Ihnen.',
  );
  await expect(form).toHaveCount(0);
  expect(posts.count()).toBe(1);
  await expect.poll(() => mailboxLists(request, address)).toBe(true);
});

test.describe('company registration code', () => {
  // The service worker would fetch the code itself, past the route that holds it back.
  test.use({ serviceWorkers: 'block' });

  const FORM_CODE = /\/assets\/company-registration-form-[^/]*\.js$/;

  test('loads as the form comes near, keeping what was typed, the ticked locations and the focus', async ({ page }) => {
    const formCode = await holdBack(page, FORM_CODE);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/arbeitgebende');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(formCode.requested).toEqual([]);

    const form = page.getByRole('form', { name: 'Unternehmen registrieren' });
    const company = form.getByLabel(/Name des Unternehmens/);
    await company.scrollIntoViewIfNeeded();
    await expect.poll(() => formCode.requested.length).toBe(1);
    await form.getByText('Jobpoint Mitte').click();
    await company.click();
    await page.keyboard.type('E2E Bäck');
    formCode.release();
    await expect(company).toBeFocused();
    await page.keyboard.type('erei');
    await expect(company).toHaveValue('E2E Bäckerei');
    await expect(form.getByRole('checkbox', { name: 'Jobpoint Mitte' })).toBeChecked();
    await form.getByRole('button', { name: 'Registrierung absenden' }).click();
    await expect(form.getByText('Pflichtfeld')).toHaveCount(2);
    await expect(form.getByLabel(/Ansprechperson/)).toBeFocused();
  });

  test('remembers a press of the send button before the form’s code is there, busy, and sends once it is', async ({ page, request }) => {
    const posts = countPosts(page, COMPANY_PATH);
    const formCode = await holdBack(page, FORM_CODE);
    await page.goto('/arbeitgebende');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const form = page.getByRole('form', { name: 'Unternehmen registrieren' });
    const address = uniqueAddress();
    await form.getByLabel(/Name des Unternehmens/).fill('E2E Bäckerei Kaya GmbH');
    await form.getByLabel(/Ansprechperson/).fill('Elif Kaya');
    await form.getByLabel(/E-Mail-Adresse/).fill(address);
    await pressBeforeCode(page, { submit: form.getByRole('button', { name: 'Registrierung absenden' }), formCode, path: COMPANY_PATH, posts });
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    expect(posts.count()).toBe(1);
    await expect.poll(() => mailboxLists(request, address), { timeout: 15_000 }).toBe(true);
  });
});
