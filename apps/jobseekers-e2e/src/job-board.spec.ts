import { expect, expectNoAxeViolations, literal, test } from '@jobpoint/e2e-utils';
import type { APIResponse, Page } from '@playwright/test';

const JOBS_API = '/jobs-api';

interface JobSummary {
  id: number;
  title: string;
  description: string;
  job_category_id: number;
}

/** A job of the real jobs service, through the gateway like the browser reaches it. */
async function firstJob(page: Page): Promise<JobSummary> {
  const response = await page.request.get(`${JOBS_API}/jobs?page=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: JobSummary[] };
  return body.data[0];
}

/**
 * The texts editors keep in a CMS single type, read through the gateway like the browser reads them, with
 * the built-in UI strings the page falls back to where a field is empty.
 */
async function cmsTexts<T extends Record<string, string>>(page: Page, type: string, fallbacks: T, locale = 'de'): Promise<T> {
  const response = await page.request.get(`/cms/api/${type}?locale=${locale}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { attributes?: Record<string, unknown> } | null };
  const fields = body.data?.attributes ?? {};
  const texts = { ...fallbacks };
  for (const key of Object.keys(fallbacks) as (keyof T & string)[]) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) texts[key] = value.trim() as T[typeof key];
  }
  return texts;
}

const jobBoardTexts = (page: Page) =>
  cmsTexts(page, 'jobboerse', { resultsText: '', noResultsText: 'Für diese Suche gibt es gerade keine passenden Jobs.' });
const bookmarksTexts = (page: Page) => cmsTexts(page, 'merkliste-seite', { emptyText: 'Sie haben sich noch keine Jobs gemerkt.', removeText: 'Entfernen' });
const detailLabels = (page: Page) =>
  cmsTexts(page, 'jobboerse-detail-seite', {
    save: 'Merken',
    description: 'Beschreibung',
    information: 'Informationen',
    company: 'Unternehmen',
    applyNow: 'Jetzt bewerben',
    openVacancies: 'Offene Stellen',
    applicationDeadline: 'Bewerbungsfrist',
    applicationType: 'Art der Bewerbung',
    address: 'Adresse',
    calculateRoute: 'Route berechnen',
    downloadJob: 'Job herunterladen',
    back: 'Zurück',
  });

type JobBoardTexts = Awaited<ReturnType<typeof jobBoardTexts>>;

/**
 * "168 Stellen gefunden": the total followed by the CMS's plural text, or the built-in "… Jobs gefunden";
 * a single job is always counted with the built-in singular ("1 Job gefunden").
 */
const resultsPattern = ({ resultsText }: JobBoardTexts) =>
  resultsText ? `(?:\\d+ ${literal(resultsText)}|1 Job gefunden)` : '\\d+ Jobs? gefunden';
const resultsHeading = (texts: JobBoardTexts) => new RegExp(`^${resultsPattern(texts)}$`);
const results = (page: Page, texts: JobBoardTexts) => page.getByRole('region', { name: resultsHeading(texts) });
const jobLinks = (page: Page, texts: JobBoardTexts) => results(page, texts).getByRole('heading', { level: 3 }).getByRole('link');

test.describe('job board', () => {
  test('searches by text and by number, filters and pages, all in the URL', async ({ page }) => {
    const texts = await jobBoardTexts(page);
    await page.goto('/job-boerse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(jobLinks(page, texts).first()).toBeVisible();
    const resultsTitle = page.getByRole('heading', { level: 2, name: resultsHeading(texts) });
    const everything = await resultsTitle.textContent();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Jobtitel, Firma oder Jobnummer' }).fill('pflege');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\/job-boerse\?q=pflege$/);
    // The address bar changes when the navigation commits, the list once it has rendered: wait for the list.
    await expect(resultsTitle).not.toHaveText(everything ?? '');
    await expect(jobLinks(page, texts).first()).toBeVisible();

    const job = await firstJob(page);
    await page.getByRole('searchbox', { name: 'Jobtitel, Firma oder Jobnummer' }).fill(String(job.id));
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${job.id}$`));
    await expect(jobLinks(page, texts)).toHaveCount(1);
    await expect(jobLinks(page, texts).first()).toHaveText(job.title);

    await page.goto('/job-boerse');
    // A tap on a disclosure while the page hydrates can be lost (see the closing note of the
    // performance issue); the visitor here waits until the page has taken over.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The disclosure that opens the filter group (its fieldset repeats the name as a legend for screen readers).
    await page.locator('summary').filter({ hasText: /^Arbeitszeit$/ }).click();
    await page.getByRole('checkbox', { name: 'Vollzeit' }).check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(/arbeitszeit=\d+/);
    await expect(page.getByRole('checkbox', { name: 'Vollzeit' })).toBeChecked();
    // Wait for the rendered list, not only the address bar, before reading its total and paging on.
    const next = page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' }).getByRole('link', { name: 'Nächste Seite' });
    await expect(next).toHaveAttribute('href', /arbeitszeit=\d+/);
    await expect(results(page, texts)).toHaveAttribute('aria-busy', 'false');
    const filtered = await resultsTitle.textContent();

    await next.click();
    await expect(page).toHaveURL(/seite=2/);
    await expect(page).toHaveURL(/arbeitszeit=\d+/);
    await expect(page.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).not.toHaveURL(/seite=2/);
    await expect(resultsTitle).toHaveText(filtered ?? '');

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Vollzeit' })).toBeChecked();
  });

  test('renders the same list on the server for a search URL', { tag: '@desktop' }, async ({ page }) => {
    const texts = await jobBoardTexts(page);
    const response = await page.request.get('/job-boerse?q=pflege&seite=1');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h2[^>]*>${resultsPattern(texts)}</h2>`));
    expect(html).toContain('value="pflege"');
  });

  for (const locale of ['de', 'ar']) {
    test(`keeps every job title inside its card on a 320 px phone (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`/job-boerse?locale=${locale}`);
      const titles = page.getByRole('main').getByRole('article').getByRole('heading');
      await expect(titles.first()).toBeVisible();
      // Long German compounds ("Industriemechaniker*in") break instead of running over the logo or the bookmark.
      const overflowing = await titles.evaluateAll((headings) =>
        headings.filter((heading) => heading.scrollWidth > heading.clientWidth + 1).map((heading) => heading.textContent),
      );
      expect(overflowing).toEqual([]);
      // Company and place are German data: "13086 Weißensee" keeps its order on the Arabic page too.
      const directions = await page.getByRole('main').getByRole('article').locator('bdi').evaluateAll((parts) => parts.map((part) => getComputedStyle(part).direction));
      expect(directions.length).toBeGreaterThan(0);
      expect(new Set(directions)).toEqual(new Set(['ltr']));
    });
  }

  test('says so when nothing matches and offers to clear the filters', async ({ page }) => {
    const texts = await jobBoardTexts(page);
    await page.goto('/job-boerse?q=zzzzqqqq-nichts&arbeitszeit=1');
    await expect(page.getByText(texts.noResultsText, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Alle Jobs anzeigen' }).click();
    await expect(page).toHaveURL(/\/job-boerse$/);
    await expect(jobLinks(page, texts).first()).toBeVisible();
  });

  test('bookmarks a job, keeps it in the Merkliste across a reload and removes it', async ({ page }) => {
    const texts = await jobBoardTexts(page);
    const bookmarks = await bookmarksTexts(page);
    const labels = await detailLabels(page);
    await page.goto('/job-boerse/merkliste');
    await expect(page.getByText(bookmarks.emptyText, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/job-boerse');
    const title = (await jobLinks(page, texts).first().textContent()) ?? '';
    await jobLinks(page, texts).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const save = page.getByRole('button', { name: labels.save, exact: true });
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

    await page.getByRole('button', { name: new RegExp(`^${literal(bookmarks.removeText)}\\W*${literal(title)}$`) }).click();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await expect(page.getByText(bookmarks.emptyText, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('jobbookmark'))).toBe('[]');
  });

  test('reads a Merkliste saved by the organisation’s current site', { tag: '@desktop' }, async ({ page }) => {
    const job = await firstJob(page);
    // The list is in the browser before the visit, as the current site left it; set while the page was
    // still starting, the app's first write of its (then empty) list would race with it.
    await page.addInitScript((saved) => {
      if (window.localStorage.getItem('jobbookmark') === null) {
        window.localStorage.setItem('jobbookmark', JSON.stringify([saved]));
      }
    }, { id: job.id, title: job.title });
    await page.goto('/job-boerse/merkliste');
    await expect(page.getByRole('link', { name: job.title })).toBeVisible();
  });
});

test.describe('job detail page', () => {
  test('redirects a wrong or missing slug to the canonical path', { tag: '@desktop' }, async ({ page }) => {
    const job = await firstJob(page);
    const byId = await page.request.get(`/job-boerse/${job.id}?locale=en`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers()['location']).toMatch(new RegExp(`^/job-boerse/[^/]+-${job.id}\\?locale=en$`));

    await page.goto(`/job-boerse/falscher-titel-${job.id}`);
    await expect(page).toHaveURL(new RegExp(`/job-boerse/(?!falscher-titel)[^/]+-${job.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page).toHaveTitle(new RegExp(literal(job.title)));
  });

  test('has a title no other job page of its language has, for every job page of the sitemap', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'requests only, the same for every viewport');
    test.setTimeout(600_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const jobUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1].replaceAll('&amp;', '&')))
      .filter((url) => /^\/job-boerse\/.+-\d+$/.test(url.pathname));
    expect(jobUrls.length).toBeGreaterThan(0);
    const pathsByTitle = new Map<string, string[]>();
    // A few pages at a time, as a crawler asks: the server renders each job page in every language, and a
    // busy server sheds a render it cannot start within its queue's time with 503 and Retry-After.
    const crawl = async (path: string, attemptsLeft = 3): Promise<APIResponse> => {
      const response = await request.get(path);
      if (response.status() !== 503 || attemptsLeft === 1) return response;
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers()['retry-after'] ?? 1) * 1000));
      return crawl(path, attemptsLeft - 1);
    };
    for (let start = 0; start < jobUrls.length; start += 4) {
      await Promise.all(
        jobUrls.slice(start, start + 4).map(async (url) => {
          const response = await crawl(`${url.pathname}${url.search}`);
          expect(response.status()).toBe(200);
          const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? '';
          expect(title).not.toBe('');
          const key = `${url.searchParams.get('locale') ?? 'de'} ${title}`;
          pathsByTitle.set(key, [...(pathsByTitle.get(key) ?? []), url.pathname]);
        }),
      );
    }
    const shared = [...pathsByTitle].filter(([, paths]) => paths.length > 1);
    expect(shared).toEqual([]);
  });

  test('answers 404 for an unknown or malformed id', { tag: '@desktop' }, async ({ page }) => {
    const unknown = await page.goto('/job-boerse/gibt-es-nicht-999999999');
    expect(unknown?.status()).toBe(404);
    // The layout's own German text (en: '404 Not Found', see docs/product-overview.md, Errors), not CMS content.
    await expect(page.getByRole('heading', { level: 1, name: '404 Seite nicht gefunden' })).toBeVisible();
    const malformed = await page.request.get('/job-boerse/kein-job');
    expect(malformed.status()).toBe(404);
  });

  test('shows every label, JSON-LD and passes axe', async ({ page }) => {
    const job = await firstJob(page);
    const labels = await detailLabels(page);
    await page.goto(`/job-boerse/${job.id}`);
    for (const label of [labels.description, labels.information, labels.company, labels.applyNow]) {
      await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
    }
    for (const label of [labels.openVacancies, labels.applicationDeadline, labels.applicationType, labels.address]) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${literal(label)}$`) }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: labels.calculateRoute })).toBeVisible();
    await expect(page.getByRole('link', { name: labels.downloadJob, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: labels.back, exact: true })).toBeVisible();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: job.title, hiringOrganization: { '@type': 'Organization' } });
    expect(jsonLd.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoAxeViolations(page);
  });

  test('is right-to-left in Arabic with the job marked as German', async ({ page }) => {
    const job = await firstJob(page);
    const labels = await cmsTexts(page, 'jobboerse-detail-seite', { description: 'الوصف' }, 'ar');
    await page.goto(`/job-boerse/${job.id}?locale=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const description = page.getByRole('heading', { level: 2, name: labels.description, exact: true });
    await expect(description).toBeVisible();
    // The labels are the page's own language, only the job's texts are German.
    await expect(description.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'ar');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', /^(de|en)$/);
    // The job's texts read left to right inside the right-to-left page, the labels right to left.
    await expect(heading).toHaveCSS('direction', 'ltr');
    await expect(page.getByText(job.description.split('\n')[0], { exact: true })).toHaveCSS('direction', 'ltr');
    await expect(description).toHaveCSS('direction', 'rtl');
    // A phone number keeps its digits in order.
    await expect(page.locator('a[href^="tel:"] > bdi').first()).toHaveCSS('direction', 'ltr');
  });
});
