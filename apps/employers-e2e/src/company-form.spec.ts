import { countPosts, expect, mailboxLists, test } from '@jobpoint/e2e-utils';

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
