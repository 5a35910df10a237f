import type { Locator } from '@playwright/test';
import { countPosts, expect, expectNoAxeViolations, holdBack, mailboxLists, test } from '@jobpoint/e2e-utils';

/**
 * Without a Brevo key the gateway delivers into its local mailbox, readable at /_dev/mailbox from this
 * machine. The mailbox refuses addresses under `.invalid` for good, as Brevo refuses an unknown domain
 * (docs/decisions/062): that is how the failure case is produced, with no switch in the site.
 */
const SIGNUP_PATH = '/api/brevo/contacts';

function uniqueAddress(label: string, domain = 'example.org'): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** Ticks the consent box as a person does, by clicking it. */
async function tickConsent(form: Locator): Promise<void> {
  await form.getByRole('checkbox').click();
  await expect(form.getByRole('checkbox')).toBeChecked();
}

test.describe('newsletter signup', () => {
  test('from the footer, through to the confirmation mail in the local mailbox', async ({ page, request }) => {
    const address = uniqueAddress('footer');
    await page.goto('/');
    const form = page.locator('footer form');
    await form.getByRole('textbox').fill(address);
    await tickConsent(form);
    await form.getByRole('button').click();

    await expect(page.locator('footer').getByRole('status')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect.poll(() => mailboxLists(request, address)).toBe(true);
  });

  test('on /newsletter, through to the confirmation mail in the local mailbox', async ({ page, request }) => {
    const address = uniqueAddress('page');
    await page.goto('/newsletter');
    await expectNoAxeViolations(page);
    const form = page.getByRole('main').locator('form');
    await form.getByRole('textbox').fill(address);
    await tickConsent(form);
    await form.getByRole('button').click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText('Danke Sie wurden erfolgreich eingetragen!');
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
    await expect.poll(() => mailboxLists(request, address)).toBe(true);
  });

  test('keeps an address typed and the box ticked before the page has started, and sends them', { tag: '@desktop' }, async ({ page, request }) => {
    const address = uniqueAddress('early');
    // The page's start-up script waits until the visitor has filled the form in (the document's
    // DOMContentLoaded waits for it too, so the test goes on once the answer has come).
    const startUp = await holdBack(page, /\/assets\/main-[^/]*\.js$/);
    await page.goto('/newsletter', { waitUntil: 'commit' });
    const form = page.getByRole('main').locator('form');
    await form.getByRole('textbox').fill(address);
    await form.getByRole('checkbox').click();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    startUp.release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(form.getByRole('textbox')).toHaveValue(address);
    await expect(form.getByRole('checkbox')).toBeChecked();
    await form.getByRole('button').click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText('Danke Sie wurden erfolgreich eingetragen!');
    await expect.poll(() => mailboxLists(request, address)).toBe(true);
  });

  test('remembers a press of the send button before the page has started, busy, and sends once it has', { tag: '@desktop' }, async ({ page, request }) => {
    const address = uniqueAddress('pressed-early');
    const calls = countPosts(page, SIGNUP_PATH);
    const startUp = await holdBack(page, /\/assets\/main-[^/]*\.js$/);
    await page.goto('/newsletter', { waitUntil: 'commit' });
    const form = page.getByRole('main').locator('form');
    await form.getByRole('textbox').fill(address);
    await form.getByRole('checkbox').click();
    const send = form.getByRole('button');
    await expect(send).toBeEnabled();
    await send.focus();
    await page.keyboard.press('Enter');
    // Not sent by the browser itself (to the page's own address): remembered, and the button says it is busy.
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeFocused();
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(calls.count()).toBe(0);

    startUp.release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Danke Sie wurden erfolgreich eingetragen!');
    expect(calls.count()).toBe(1);
    await expect.poll(() => mailboxLists(request, address)).toBe(true);
  });

  test('does nothing without an e-mail or without consent', { tag: '@desktop' }, async ({ page, request }) => {
    const calls = countPosts(page, SIGNUP_PATH);
    const address = uniqueAddress('nothing');
    await page.goto('/newsletter');
    const main = page.getByRole('main');
    const form = main.locator('form');

    await form.getByRole('button').click();
    await expect(form.getByText('Pflichtfeld')).toHaveCount(2);

    await form.getByRole('textbox').fill(address);
    await form.getByRole('button').click();
    await expect(form.getByText('Pflichtfeld')).toHaveCount(1);

    await form.getByRole('textbox').fill('');
    await tickConsent(form);
    await form.getByRole('button').click();
    await expect(form.getByText('Pflichtfeld')).toHaveCount(1);

    expect(calls.count()).toBe(0);
    await expect(main.getByRole('status')).toHaveCount(0);
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect(await mailboxLists(request, address)).toBe(false);
  });

  test('shows the retry message when the provider refuses the address for good', { tag: '@desktop' }, async ({ page, request }) => {
    const address = uniqueAddress('refused', 'example.invalid');
    await page.goto('/newsletter');
    const main = page.getByRole('main');
    const form = main.locator('form');
    await form.getByRole('textbox').fill(address);
    await tickConsent(form);
    await form.getByRole('button').click();

    await expect(main.getByRole('alert')).toHaveText('Es ist ein Fehler aufgetreten. Bitte probiere es erneut.');
    await expect(form.getByRole('textbox')).toHaveValue(address);
    expect(await mailboxLists(request, address)).toBe(false);
  });
});

test.describe('newsletter signup with scripts off', () => {
  // The gateway's answer to the post is a 405 page, which the browser logs.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 405 \(Method Not Allowed\)/] });

  test('says that nothing was sent and leads back to the form, without the address in any URL', { tag: '@desktop' }, async ({ page, request }) => {
    const address = uniqueAddress('no-script');
    await page.goto('/newsletter?locale=ar');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('textbox').fill(address);
    await form.getByRole('button').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم تُرسَل بياناتك');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(page.url()).not.toContain('e2e-no-script');
    await page.getByRole('link', { name: 'العودة إلى النموذج' }).click();
    await expect(page).toHaveURL(/\/newsletter\?locale=ar$/);
    expect(await mailboxLists(request, address)).toBe(false);
  });
});
