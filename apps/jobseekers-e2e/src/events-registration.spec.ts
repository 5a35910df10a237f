import { expect, test } from '@jobpoint/e2e-utils';

const EVENT_PATH = '/api/brevo/event';

test.describe('event registration', () => {
  test('an empty submit says Pflichtfeld and sends nothing; a filled one lands in the local mailbox', async ({ page, request }) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const list = await request.get(
      `/cms/api/veranstaltungens?locale=de&filters[Datum][$gte]=${today}&filters[registerButton][active][$eq]=true&sort[0]=Datum:asc&pagination[pageSize]=1&fields[0]=slug`,
    );
    const [event] = ((await list.json()) as { data: { attributes: { slug: string } }[] }).data;
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === EVENT_PATH) posts += 1;
    });
    await page.goto(`/veranstaltungen/${event.attributes.slug}#anmeldung`);
    const form = page.locator('#anmeldung');
    const submit = form.getByRole('button', { name: 'Anmelden' });
    await submit.click();
    await expect(form.getByText('Pflichtfeld')).toHaveCount(3);
    expect(posts).toBe(0);

    const address = `e2e-event-${Date.now()}@example.org`;
    await form.getByLabel(/Vorname/).fill('Elif');
    await form.getByLabel(/Nachname/).fill('Kaya');
    await form.getByLabel(/E-Mail-Adresse/).fill(address);
    await form.getByLabel(/Anmerkungen/).fill('Ich komme zu zweit.');
    await submit.click();
    await expect(form.getByRole('status')).toBeVisible();
    expect(posts).toBe(1);
    await expect(async () => {
      const mailbox = await request.get('/_dev/mailbox');
      expect(await mailbox.text()).toContain(address);
    }).toPass({ timeout: 15_000 });
  });
});
