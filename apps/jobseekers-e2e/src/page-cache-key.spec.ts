import { expect, test } from '@jobpoint/e2e-utils';

/** A value no earlier run has sent, so the gateway has not seen the address. */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const headLinks = (html: string) => [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*>/g)].map(([link]) => link);

test.describe('the page cache’s key', { tag: '@desktop' }, () => {
  test('serves a page reached with tracking parameters from the cache, with the head of the page without them', async ({ request }) => {
    const plain = await request.get('/faq');
    const tracked = await request.get(`/faq?utm_source=newsletter-${unique()}&utm_medium=mail&fbclid=${unique()}`);
    expect(tracked.status()).toBe(200);
    // From the cache: fresh, stale, or standing in while a service is slow (the in-process spec counts renders).
    expect(tracked.headers()['x-cache']).toMatch(/^(HIT|STALE|STALE-IF-ERROR)$/);
    const html = await tracked.text();
    expect(headLinks(html)).toEqual(headLinks(await plain.text()));
    expect(html).not.toMatch(/utm_|fbclid/);
  });

  test('hydrates a page reached with tracking parameters, which the server rendered without them', async ({ page }) => {
    const response = await page.goto(`/ratgeber?utm_source=newsletter-${unique()}&q=lebenslauf`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/utm_source=newsletter-/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('renders a page anew for a parameter its route reads, in any order', async ({ request }) => {
    const search = unique();
    const first = await request.get(`/job-boerse?q=${search}&sortierung=aelteste`);
    const reordered = await request.get(`/job-boerse?sortierung=aelteste&utm_campaign=x&q=${search}`);
    expect([first.headers()['x-cache'], reordered.headers()['x-cache']]).toEqual(['MISS', 'HIT']);
  });

  test('answers unknown paths with one shared not-found page that hydrates at the visitor’s address', async ({ page, request }) => {
    const response = await page.goto(`/gibt-es-nicht-${unique()}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: '404 Seite nicht gefunden' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const next = await request.get(`/gibt-es-nicht-${unique()}`);
    expect([next.status(), next.headers()['x-cache']]).toEqual([404, 'HIT']);
  });
});
