import { expect, expectNoAxeViolations, test } from '@jobpoint/e2e-utils';
import type { Page } from '@playwright/test';

const JOBS_API = '/jobs-api';

interface JobSummary {
  id: number;
  title: string;
  job_category_id: number;
}

/** A job of the real jobs service, through the gateway like the browser reaches it. */
async function firstJob(page: Page): Promise<JobSummary> {
  const response = await page.request.get(`${JOBS_API}/jobs?page=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: JobSummary[] };
  return body.data[0];
}

const results = (page: Page) => page.getByRole('region', { name: /Jobs? gefunden|Suchergebnisse/ });
const jobLinks = (page: Page) => results(page).getByRole('heading', { level: 3 }).getByRole('link');

test.describe('job board', () => {
  test('searches by text and by number, filters and pages, all in the URL', async ({ page }) => {
    await page.goto('/job-boerse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(jobLinks(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Jobtitel, Firma oder Jobnummer' }).fill('pflege');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\/job-boerse\?q=pflege$/);
    await expect(jobLinks(page).first()).toBeVisible();

    const job = await firstJob(page);
    await page.getByRole('searchbox', { name: 'Jobtitel, Firma oder Jobnummer' }).fill(String(job.id));
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${job.id}$`));
    await expect(jobLinks(page)).toHaveCount(1);
    await expect(jobLinks(page).first()).toHaveText(job.title);

    await page.goto('/job-boerse');
    await page.getByText('Arbeitszeit', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Vollzeit' }).check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(/arbeitszeit=\d+/);
    await expect(page.getByRole('checkbox', { name: 'Vollzeit' })).toBeChecked();
    const filtered = await page.getByRole('heading', { level: 2, name: /Jobs? gefunden/ }).textContent();

    await page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' }).getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/seite=2/);
    await expect(page).toHaveURL(/arbeitszeit=\d+/);
    await expect(page.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).not.toHaveURL(/seite=2/);
    await expect(page.getByRole('heading', { level: 2, name: /Jobs? gefunden/ })).toHaveText(filtered ?? '');

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Vollzeit' })).toBeChecked();
  });

  test('renders the same list on the server for a search URL', async ({ page }) => {
    const response = await page.request.get('/job-boerse?q=pflege&seite=1');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/Jobs? gefunden/);
    expect(html).toContain('value="pflege"');
  });

  test('says so when nothing matches and offers to clear the filters', async ({ page }) => {
    await page.goto('/job-boerse?q=zzzzqqqq-nichts&arbeitszeit=1');
    await expect(page.getByText('Für diese Suche gibt es gerade keine passenden Jobs.')).toBeVisible();
    await page.getByRole('link', { name: 'Alle Jobs anzeigen' }).click();
    await expect(page).toHaveURL(/\/job-boerse$/);
    await expect(jobLinks(page).first()).toBeVisible();
  });

  test('bookmarks a job, keeps it in the Merkliste across a reload and removes it', async ({ page }) => {
    await page.goto('/job-boerse/merkliste');
    await expect(page.getByText('Du hast dir noch keine Jobs gemerkt.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/job-boerse');
    const title = (await jobLinks(page).first().textContent()) ?? '';
    await jobLinks(page).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const save = page.getByRole('button', { name: 'Merken', exact: true });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    const stored = await page.evaluate(() => window.localStorage.getItem('jobbookmark'));
    expect(JSON.parse(stored ?? 'null')).toEqual([expect.objectContaining({ title })]);

    await page.goto('/job-boerse/merkliste');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: new RegExp(`Entfernen.*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await expect(page.getByText('Du hast dir noch keine Jobs gemerkt.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('jobbookmark'))).toBe('[]');
  });

  test('reads a Merkliste saved by the organisation’s current site', async ({ page }) => {
    const job = await firstJob(page);
    await page.goto('/job-boerse/merkliste');
    await page.evaluate((saved) => window.localStorage.setItem('jobbookmark', JSON.stringify([saved])), { id: job.id, title: job.title });
    await page.reload();
    await expect(page.getByRole('link', { name: job.title })).toBeVisible();
  });
});

test.describe('job detail page', () => {
  test('redirects a wrong or missing slug to the canonical path', async ({ page }) => {
    const job = await firstJob(page);
    const byId = await page.request.get(`/job-boerse/${job.id}?locale=en`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers()['location']).toMatch(new RegExp(`^/job-boerse/[^/]+-${job.id}\\?locale=en$`));

    await page.goto(`/job-boerse/falscher-titel-${job.id}`);
    await expect(page).toHaveURL(new RegExp(`/job-boerse/(?!falscher-titel)[^/]+-${job.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page).toHaveTitle(new RegExp(job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('answers 404 for an unknown or malformed id', async ({ page }) => {
    const unknown = await page.goto('/job-boerse/gibt-es-nicht-999999999');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('404 Not Found')).toBeVisible();
    const malformed = await page.request.get('/job-boerse/kein-job');
    expect(malformed.status()).toBe(404);
  });

  test('shows every label, JSON-LD and passes axe', async ({ page }) => {
    const job = await firstJob(page);
    await page.goto(`/job-boerse/${job.id}`);
    for (const label of ['Beschreibung', 'Informationen', 'Unternehmen', 'Jetzt bewerben']) {
      await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    }
    for (const label of ['Offene Stellen', 'Bewerbungsfrist', 'Art der Bewerbung', 'Adresse']) {
      await expect(page.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Route berechnen/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Job herunterladen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück' })).toBeVisible();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: job.title, hiringOrganization: { '@type': 'Organization' } });
    expect(jsonLd.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoAxeViolations(page);
  });

  test('is right-to-left in Arabic with the job marked as German', async ({ page }) => {
    const job = await firstJob(page);
    await page.goto(`/job-boerse/${job.id}?locale=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 2, name: 'الوصف' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', /^(de|en)$/);
  });
});
