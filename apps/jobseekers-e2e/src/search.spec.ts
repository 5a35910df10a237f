import { expect, expectNoAxeViolations, test } from '@jobpoint/e2e-utils';
import type { Page } from '@playwright/test';

/** The site search's overlay, opened from the job seekers' header. */
async function openOverlay(page: Page) {
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suche' });
  await expect(dialog).toBeVisible();
  return { dialog, input: dialog.getByRole('combobox', { name: 'Suchbegriff' }) };
}

/** A Ratgeber article of the content service whose title has the word, as the search must find it. */
async function articleTitled(page: Page, word: string): Promise<string> {
  const response = await page.request.get(`/cms/api/articles?locale=de&filters[title][$containsi]=${word}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { attributes: { title: string } }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0].attributes.title;
}

const resultsList = (page: Page, name = 'Suchergebnisse') => page.getByRole('list', { name });

test.describe('site search', () => {
  test('forgives a typo in the overlay and opens the results page with Suchen', async ({ page }) => {
    const title = await articleTitled(page, 'Lebenslauf');
    await page.goto('/');
    const { dialog, input } = await openOverlay(page);
    await expect(input).toHaveAttribute('placeholder', 'Suche...');
    await input.fill('lebenslauff');
    await expect(
      dialog.getByRole('option', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBeVisible();
    await expect(dialog.getByRole('option')).toHaveCount(5);

    await dialog.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/suche\?q=lebenslauff$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „lebenslauff“' })).toBeVisible();
    await expect(resultsList(page).getByRole('link', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('finds the nursing jobs for a German compound', async ({ page }) => {
    await page.goto('/suche?q=Krankenpflege');
    // A nursing job, whatever language it is posted in: the occupation's names find those in English too.
    const first = resultsList(page).getByRole('heading', { level: 2 }).first();
    await expect(first).toContainText(/Pflege|nurse/i);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/job-boerse\/[^/]*(pflege|nurse)[^/]*-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Pflege|nurse/i);
  });

  test('links every hit to a page that exists', { tag: '@desktop' }, async ({ page }) => {
    for (const query of ['Bewerbung', 'Pflege', 'Beratung']) {
      await page.goto(`/suche?q=${query}`);
      const links = resultsList(page).getByRole('heading', { level: 2 }).getByRole('link');
      await expect(links.first()).toBeVisible();
      for (const href of await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      )) {
        const response = await page.request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBe(200);
      }
    }
  });

  test('pages through all hits with the page in the URL, server-rendered', { tag: '@desktop' }, async ({ page }) => {
    const html = await (await page.request.get('/suche?q=Berlin&page=2')).text();
    expect(html).toContain('Seite 2 von');

    await page.goto('/suche?q=Berlin');
    await expect(resultsList(page).getByRole('listitem')).toHaveCount(20);
    const pager = page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' });
    const firstPageTitle = await resultsList(page).getByRole('heading', { level: 2 }).first().textContent();
    await pager.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\/suche\?q=Berlin&page=2$/);
    await expect(pager.getByText(/^Seite 2 von \d+$/)).toBeVisible();
    await expect(resultsList(page).getByRole('heading', { level: 2 }).first()).not.toHaveText(firstPageTitle ?? '');
    await pager.getByRole('link', { name: 'Vorherige Seite' }).click();
    await expect(page).toHaveURL(/\/suche\?q=Berlin$/);
  });

  test('offers the closest query with hits when nothing is found, and follows it', async ({ page }) => {
    await page.goto('/suche?q=Kelnre');
    const main = page.getByRole('main');
    await expect(main.getByText('Keine Ergebnisse für „Kelnre“.')).toBeVisible();
    const suggestion = main.getByText(/^Meinten Sie „.+“\?$/).getByRole('link');
    const suggested = (await suggestion.textContent()) ?? '';
    expect(suggested).not.toBe('');
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`/suche\\?q=${encodeURIComponent(suggested)}$`));
    await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();
  });

  test('searches again from the results page', async ({ page }) => {
    await page.goto('/suche?q=Berlin');
    const field = page.getByRole('searchbox', { name: 'Suchbegriff' });
    await expect(field).toHaveValue('Berlin');
    await field.fill('Jobmesse');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/suche\?q=Jobmesse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Jobmesse“' })).toBeVisible();
  });

  test('shows the results in Arabic, right to left, and the overlay searches in Arabic', async ({ page }) => {
    await page.goto('/suche?q=%D8%AA%D8%AF%D8%B1%D9%8A%D8%A8&locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن «تدريب»' })).toBeVisible();
    await expect(resultsList(page, 'نتائج البحث').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'فتح البحث' }).click();
    const dialog = page.getByRole('dialog', { name: 'البحث' });
    await dialog.getByRole('combobox', { name: 'كلمة البحث' }).fill('مقابلة');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/\/suche\?q=.+&locale=ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('asks for a search term when there is none', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/suche');
    await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse' })).toBeVisible();
    await expect(page.getByText('Geben Sie einen Suchbegriff ein, zum Beispiel „Bewerbung“.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
