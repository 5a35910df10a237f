import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, SITE_LOCALES, test } from '@jobpoint/e2e-utils';

interface CmsEvent {
  attributes: {
    title: string;
    slug: string;
    Datum: string;
    Formate?: { data: { attributes: { name: string } }[] };
    address?: { street: string | null } | null;
  };
}

/** The next events of the real CMS, through the gateway like the browser reads them. */
async function upcomingEvents(request: APIRequestContext): Promise<CmsEvent['attributes'][]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const response = await request.get(
    `/cms/api/veranstaltungens?locale=de&filters[Datum][$gte]=${today}&sort[0]=Datum:asc&pagination[pageSize]=50&populate[Formate][fields][0]=name&populate[address]=true`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CmsEvent[] }).data.map((event) => event.attributes);
}

const eventCards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

type Slugs = Partial<Record<(typeof SITE_LOCALES)[number], string>>;

/** An upcoming event whose English slug is not its German one, with its slug in each language it has. */
async function eventWithTranslatedSlug(request: APIRequestContext): Promise<Slugs> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const response = await request.get(
    `/cms/api/veranstaltungens?locale=de&filters[Datum][$gte]=${today}&sort[0]=Datum:asc&pagination[pageSize]=50&fields[0]=slug` +
      '&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale',
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { attributes: { slug: string; localizations: { data: { attributes: { slug: string; locale: string } }[] } } }[];
  };
  const events = data.map(({ attributes }): Slugs => ({
    ...Object.fromEntries(attributes.localizations.data.map(({ attributes: other }) => [other.locale, other.slug])),
    de: attributes.slug,
  }));
  const event = events.find((slugs) => slugs.en && slugs.en !== slugs.de);
  expect(event, 'an upcoming event with an English slug of its own').toBeDefined();
  return event as Slugs;
}

/** The path of an event's page in a language: its own slug, else the German one (then the English). */
const eventPathIn = (slugs: Slugs, locale: (typeof SITE_LOCALES)[number]) =>
  `/veranstaltungen/${slugs[locale] ?? slugs.de ?? slugs.en}`;

test.describe('events list', () => {
  test('is rendered on the server with the next events', { tag: '@desktop' }, async ({ request }) => {
    const [first] = await upcomingEvents(request);
    const html = await (await request.get('/veranstaltungen')).text();
    expect(html).toContain(first.title.replace(/&/g, '&amp;'));
  });

  test('a filter changes the list and the URL; back restores it; reload keeps it', async ({ page, request }) => {
    const events = await upcomingEvents(request);
    const format = events[0].Formate?.data[0]?.attributes.name as string;
    const matching = events.filter((event) => event.Formate?.data.some((entry) => entry.attributes.name === format));
    await page.goto('/veranstaltungen');
    const before = await eventCards(page).count();
    const formats = page.getByRole('group', { name: 'Format' });
    // Beyond the first few choices a filter's list opens with 'Mehr anzeigen'.
    if ((await formats.getByRole('checkbox', { name: format }).count()) === 0) {
      await formats.getByRole('button', { name: 'Mehr anzeigen' }).click();
    }
    await formats.getByRole('checkbox', { name: format }).check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(new RegExp(`format=${encodeURIComponent(format).replace(/%20/g, '\\+|%20')}`));
    await expect(eventCards(page)).toHaveCount(Math.min(matching.length, 9));
    await expect(eventCards(page).first()).toContainText(matching[0].title);

    await page.goBack();
    await expect(page).toHaveURL(/\/veranstaltungen$/);
    await expect(eventCards(page)).toHaveCount(before);

    await page.goForward();
    await page.reload();
    await expect(eventCards(page)).toHaveCount(Math.min(matching.length, 9));
    await expect(formats.getByRole('checkbox', { name: format })).toBeChecked();
  });

  test('a search that matches nothing says so and offers to reset', async ({ page }) => {
    await page.goto('/veranstaltungen?q=keine-veranstaltung-heisst-so');
    await expect(page.getByText('Für diese Filter gibt es keine Veranstaltungen.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Filter zurücksetzen' }).first().click();
    await expect(page).toHaveURL(/\/veranstaltungen$/);
    await expect(eventCards(page).first()).toBeVisible();
  });

  test('past events and pages have addresses of their own', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/veranstaltungen?zeit=vergangen');
    await expect(page.getByLabel('Zeitraum')).toHaveValue('vergangen');
    await page.goto('/veranstaltungen?zeit=alle');
    const next = page.getByRole('link', { name: /Nächste Seite/ });
    if (await next.count()) {
      await next.click();
      await expect(page).toHaveURL(/seite=2/);
      await expect(page.getByText(/Seite 2 von/)).toBeVisible();
    }
  });

  test('has no accessibility violations in German and Arabic', async ({ page }) => {
    await page.goto('/veranstaltungen');
    await expectNoAxeViolations(page);
    await page.goto('/veranstaltungen?locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });

  for (const locale of ['de', 'ar']) {
    test(`shows each filter's chosen option in full on a 360 px phone (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/veranstaltungen?locale=${locale}`);
      const selects = page.getByRole('main').locator('select');
      await expect(selects.first()).toBeVisible();
      const cut = await selects.evaluateAll((elements) => {
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        return (elements as HTMLSelectElement[]).flatMap((select) => {
          const style = getComputedStyle(select);
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = select.selectedOptions[0]?.text ?? '';
          const room = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
          return context.measureText(text).width > room ? [text] : [];
        });
      });
      expect(cut).toEqual([]);
    });

    test(`does not scroll sideways on a 320 px phone (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`/veranstaltungen?locale=${locale}`);
      await expect(page.getByRole('main').locator('article').first()).toBeVisible();
      // A long German word in a card's title ("Vorstellungsgespräche") widened the list by 17 px.
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});

test.describe('an event', () => {
  test('shows its facts, content and structured data, and offers its calendar file', async ({ page, request }) => {
    const [event] = await upcomingEvents(request);
    await page.goto(`/veranstaltungen/${event.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expect(page.getByRole('link', { name: 'Zum Kalender hinzufügen' })).toBeVisible();
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const structured = jsonLd.find((item) => item['@type'] === 'Event');
    expect(structured).toMatchObject({ name: event.title, organizer: { '@type': 'Organization' } });
    expect(String(structured?.['startDate'])).toMatch(new RegExp(`^${event.Datum}(T\\d{2}:\\d{2}:\\d{2}[+-]\\d{2}:\\d{2})?$`));

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Zum Kalender hinzufügen' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    const ics = await request.get(`/veranstaltungen/${event.slug}/kalender.ics`);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = await ics.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain('TZID:Europe/Berlin');
    expect(body).toContain(`DTSTART;`);
    expect(body.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  test('is shown in Arabic, right to left, without accessibility violations', async ({ page, request }) => {
    const [event] = await upcomingEvents(request);
    await page.goto(`/veranstaltungen/${event.slug}?locale=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expectNoAxeViolations(page);
    await page.goto(`/veranstaltungen/${event.slug}`);
    await expectNoAxeViolations(page);
  });

  test('in Arabic, the address reads left to right and starts on the right, as every other fact does', async ({ page, request }) => {
    // An online event has no address: the next one held at a place.
    const event = (await upcomingEvents(request)).find((candidate) => candidate.address?.street);
    if (!event) throw new Error('No upcoming event with an address in the CMS');
    // Wide enough for the address lines to fit their column; on a phone they fill it.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`/veranstaltungen/${event.slug}?locale=ar`);
    const address = page.getByRole('main').locator('address');
    await expect(address).toHaveAttribute('dir', 'ltr');
    const [textRight, valueRight] = await address.evaluate((element) => {
      const lines = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let right = 0;
      for (let line = lines.nextNode(); line; line = lines.nextNode()) {
        const words = document.createRange();
        words.selectNodeContents(line);
        right = Math.max(right, words.getBoundingClientRect().right);
      }
      return [right, (element.closest('dd') as HTMLElement).getBoundingClientRect().right];
    });
    expect(Math.abs(valueRight - textRight)).toBeLessThan(2);
  });

  test('answers at one address per language: any other slug is a permanent redirect there, keeping the query', { tag: '@desktop' }, async ({ request }) => {
    const slugs = await eventWithTranslatedSlug(request);
    const german = eventPathIn(slugs, 'de');
    const english = eventPathIn(slugs, 'en');
    const redirects: [from: string, to: string][] = [
      [`${german}?locale=en`, `${english}?locale=en`],
      [`${english}?locale=de`, `${german}?locale=de`],
      [english, german],
      [`${german}?locale=tr&utm_source=x`, `${eventPathIn(slugs, 'tr')}?locale=tr&utm_source=x`],
      [`${english}?locale=ar`, `${eventPathIn(slugs, 'ar')}?locale=ar`],
    ];
    for (const [from, to] of redirects.filter(([source, target]) => source !== target)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
    for (const locale of SITE_LOCALES) {
      const path = eventPathIn(slugs, locale);
      expect((await request.get(`${path}?locale=${locale}`, { maxRedirects: 0 })).status(), path).toBe(200);
    }
    // A visitor reading English (their language cookie) on an address without a language keeps the English slug.
    const withCookie = await request.get(english, { maxRedirects: 0, headers: { cookie: 'lang=en' } });
    expect(withCookie.status()).toBe(200);
  });

  test('is canonical to itself in each language, with hreflang alternates at each language’s own slug', { tag: '@desktop' }, async ({ page, request, baseURL }) => {
    const slugs = await eventWithTranslatedSlug(request);
    const origin = new URL(baseURL ?? '').origin;
    const expectedAlternates = [
      ...SITE_LOCALES.map((locale) => [locale, `${origin}${eventPathIn(slugs, locale)}${locale === 'de' ? '' : `?locale=${locale}`}`]),
      ['x-default', `${origin}${eventPathIn(slugs, 'de')}`],
    ];
    for (const locale of SITE_LOCALES) {
      const path = eventPathIn(slugs, locale);
      await page.goto(locale === 'de' ? path : `${path}?locale=${locale}`);
      // Each alternate is the canonical address of its language's page.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', Object.fromEntries(expectedAlternates)[locale] as string);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
      expect(alternates).toEqual(expectedAlternates);
    }
  });

  test('a slug of another language reached inside the app is replaced by the page’s address, head included', { tag: '@desktop' }, async ({ page, request, baseURL }) => {
    const slugs = await eventWithTranslatedSlug(request);
    const origin = new URL(baseURL ?? '').origin;
    await page.goto('/veranstaltungen?locale=en');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // A navigation of the app's router (as the back button makes one), not a new document.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${eventPathIn(slugs, 'de')}?locale=en`);
    const english = `${eventPathIn(slugs, 'en')}?locale=en`;
    // The page's code and three CMS lookups in the browser: slow on a busy machine.
    await expect(page).toHaveURL(`${origin}${english}`, { timeout: 30_000 });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${english}`);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', `${origin}${eventPathIn(slugs, 'de')}`);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('/veranstaltungen/latest sends the visitor to the next event’s page', { tag: '@desktop' }, async ({ page, request }) => {
    const [event] = await upcomingEvents(request);
    const response = await request.get('/veranstaltungen/latest?locale=de', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(`/veranstaltungen/${event.slug}?locale=de`);
    await page.goto('/veranstaltungen/latest');
    await expect(page).toHaveURL(new RegExp(`/veranstaltungen/${event.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  });

  test('an unknown slug answers 404 with the not-found page', { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto('/veranstaltungen/diese-veranstaltung-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Startseite' }).last()).toBeVisible();
    const ics = await page.request.get('/veranstaltungen/diese-veranstaltung-gibt-es-nicht/kalender.ics');
    expect(ics.status()).toBe(404);
  });
});
