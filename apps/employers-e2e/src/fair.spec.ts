import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '@jobpoint/e2e-utils';

const FAIR_PATH = '/shop-a-job-messe';

function exhibitors(page: Page) {
  return page.getByRole('region', { name: 'Ausstellende Unternehmen' });
}

/**
 * Brings the exhibitor list into view and waits until it is interactive: the page hydrates its lower
 * blocks as the visitor comes near them, and a test must not click faster than that.
 */
async function openExhibitors(page: Page): Promise<void> {
  await exhibitors(page).scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#fair-exhibitors button')].every((button) =>
      Object.keys(button).some((key) => key.startsWith('__reactProps')),
    ),
  );
}

/** The companies' count line, e.g. "Unternehmen: 15". */
async function companyCount(page: Page): Promise<number> {
  const text = await exhibitors(page).getByRole('status').innerText();
  return Number(/(\d+)\s*$/.exec(text)?.[1]);
}

test('renders the next fairs, the fair locations and the exhibitors on the server', async ({ request }) => {
  const html = await (await request.get(FAIR_PATH)).text();
  expect(html).toContain('Nächste Messetermine');
  expect(html).toContain('Messestandorte');
  expect(html).toMatch(/Unternehmen: \d+/);
  expect(html).toMatch(/href="\/veranstaltungen\/shop-a-job-[^"]+"/);
});

test('filters the exhibitors by sector through the URL, and back restores the list', async ({ page }) => {
  await page.goto(FAIR_PATH);
  await openExhibitors(page);
  const all = await companyCount(page);
  expect(all).toBeGreaterThan(1);
  const firstSector = (await exhibitors(page).locator('li p').first().innerText()).trim();

  await exhibitors(page).getByRole('combobox', { name: 'Branche wählen' }).selectOption({ label: firstSector });
  await exhibitors(page).getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(/[?&]branche=\d+/);
  await expect.poll(() => companyCount(page)).toBeLessThan(all);
  const sectors = await exhibitors(page).locator('li p').allInnerTexts();
  expect(sectors.length).toBeGreaterThan(0);
  expect(sectors.every((sector) => sector.trim() === firstSector)).toBe(true);

  await page.goBack();
  await expect(page).not.toHaveURL(/branche=/);
  await expect.poll(() => companyCount(page)).toBe(all);
});

test('the sector filter works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(FAIR_PATH);
  await exhibitors(page).getByRole('combobox', { name: 'Branche wählen' }).selectOption({ index: 1 });
  await exhibitors(page).getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(/[?&]branche=\d+/);
  await expect(exhibitors(page).getByRole('status')).toHaveText(/Unternehmen: \d+/);
  await context.close();
});

test('opens a company’s details in a dialog that closes with Escape', async ({ page }) => {
  await page.goto(FAIR_PATH, { waitUntil: 'networkidle' });
  await openExhibitors(page);
  const button = exhibitors(page).getByRole('button', { name: /^Zum Unternehmen: / }).first();
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Zum Unternehmen: /, '');
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Anwesend am')).toBeVisible();
  await expect(dialog.locator('a[href^="/job-boerse/"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('pages through more than 40 exhibitors', async ({ page }) => {
  await page.goto(FAIR_PATH, { waitUntil: 'networkidle' });
  // The seeded fairs have at most 40 exhibitors each; the browser's own requests get a longer list.
  await page.route('**/jobs-api/exhibition-companies?**', async (route: Route) => {
    const url = new URL(route.request().url());
    const pageNumber = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('perPage'));
    const response = await route.fetch({ url: `${url.origin}${url.pathname}?exhibition_id=6&perPage=100` });
    const companies = ((await response.json()) as { data: unknown[] }).data;
    await route.fulfill({
      json: {
        data: companies.slice((pageNumber - 1) * perPage, pageNumber * perPage),
        current_page: pageNumber,
        per_page: perPage,
        last_page: Math.ceil(companies.length / perPage),
        total: companies.length,
        from: null,
        to: null,
      },
    });
  });
  await openExhibitors(page);
  await exhibitors(page).getByRole('combobox', { name: 'Branche wählen' }).selectOption({ index: 1 });
  await exhibitors(page).getByRole('button', { name: 'Anzeigen' }).click();
  await expect(exhibitors(page).getByRole('status')).toHaveText(/: 60$/);
  await expect(exhibitors(page).getByRole('button', { name: /^Zum Unternehmen: / })).toHaveCount(40);
  const pager = page.getByRole('navigation', { name: 'Seiten der Unternehmensliste' });
  await expect(pager).toContainText('Seite 1 von 2');

  await pager.getByRole('link', { name: /Nächste Seite/ }).click();
  await expect(page).toHaveURL(/[?&]seite=2/);
  await expect(pager).toContainText('Seite 2 von 2');
  await expect(exhibitors(page).getByRole('button', { name: /^Zum Unternehmen: / })).toHaveCount(20);
  await expect(pager.getByRole('link', { name: /Vorherige Seite/ })).toBeVisible();
});

test('fits a 360 px phone in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${FAIR_PATH}?locale=ar`, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
