import { countPosts, expect, holdBack, mailboxLists, pressBeforeCode, test } from '@jobpoint/e2e-utils';
import type { APIRequestContext } from '@playwright/test';

const EVENT_PATH = '/api/brevo/event';

/** The slug of the next event (Berlin's today on) whose register button is active. */
async function nextEventOpenForRegistration(request: APIRequestContext): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const list = await request.get(
    `/cms/api/veranstaltungens?locale=de&filters[Datum][$gte]=${today}&filters[registerButton][active][$eq]=true&sort[0]=Datum:asc&pagination[pageSize]=1&fields[0]=slug`,
  );
  const [event] = ((await list.json()) as { data: { attributes: { slug: string } }[] }).data;
  return event.attributes.slug;
}

test.describe('event registration', () => {
  test('an empty submit says Pflichtfeld and sends nothing; a filled one lands in the local mailbox', async ({ page, request }) => {
    const slug = await nextEventOpenForRegistration(request);
    const posts = countPosts(page, EVENT_PATH);
    await page.goto(`/veranstaltungen/${slug}#anmeldung`);
    const form = page.locator('#anmeldung');
    const submit = form.getByRole('button', { name: 'Anmelden' });
    await submit.click();
    await expect(form.getByText('Pflichtfeld')).toHaveCount(3);
    expect(posts.count()).toBe(0);

    const address = `e2e-event-${Date.now()}@example.org`;
    await form.getByLabel(/Vorname/).fill('Elif');
    await form.getByLabel(/Nachname/).fill('Kaya');
    await form.getByLabel(/E-Mail-Adresse/).fill(address);
    await form.getByLabel(/Anmerkungen/).fill('Ich komme zu zweit.');
    await submit.click();
    await expect(form.getByRole('status')).toBeVisible();
    expect(posts.count()).toBe(1);
    await expect.poll(() => mailboxLists(request, address), { timeout: 15_000 }).toBe(true);
  });
});

test.describe('event registration code', () => {
  // The service worker would fetch the code itself, past the route that holds it back.
  test.use({ serviceWorkers: 'block' });

  test('loads as the form comes near, keeping what was typed and the focus', async ({ page, request }) => {
    const slug = await nextEventOpenForRegistration(request);
    const formCode = await holdBack(page, /\/assets\/event-registration-form-[^/]*\.js$/);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`/veranstaltungen/${slug}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(formCode.requested).toEqual([]);

    const form = page.locator('#anmeldung');
    const firstName = form.getByLabel(/Vorname/);
    const submit = form.getByRole('button', { name: 'Anmelden' });
    await firstName.scrollIntoViewIfNeeded();
    await expect.poll(() => formCode.requested.length).toBe(1);
    await firstName.click();
    await page.keyboard.type('Eli');
    formCode.release();
    await expect(firstName).toBeFocused();
    await page.keyboard.type('f');
    await expect(firstName).toHaveValue('Elif');
    await submit.click();
    await expect(form.getByText('Pflichtfeld')).toHaveCount(2);
  });

  test('remembers a press of the send button before the form’s code is there, busy, and sends once it is', async ({ page, request }) => {
    const slug = await nextEventOpenForRegistration(request);
    const posts = countPosts(page, EVENT_PATH);
    const formCode = await holdBack(page, /\/assets\/event-registration-form-[^/]*\.js$/);
    await page.goto(`/veranstaltungen/${slug}#anmeldung`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const form = page.locator('#anmeldung');
    const address = `e2e-event-early-${Date.now()}@example.org`;
    await form.getByLabel(/Vorname/).fill('Elif');
    await form.getByLabel(/Nachname/).fill('Kaya');
    await form.getByLabel(/E-Mail-Adresse/).fill(address);
    await pressBeforeCode(page, { submit: form.getByRole('button', { name: 'Anmelden' }), formCode, path: EVENT_PATH, posts });
    await expect(form.getByRole('status')).toBeVisible();
    expect(posts.count()).toBe(1);
    await expect.poll(() => mailboxLists(request, address), { timeout: 15_000 }).toBe(true);
  });
});
