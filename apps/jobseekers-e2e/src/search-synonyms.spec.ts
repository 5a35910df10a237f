import { expect, openCmsEditor, test, type CmsEditor } from '@jobpoint/e2e-utils';

/**
 * The editors' synonyms, against the real CMS and search service: a synonym published in the CMS is
 * used by the site's search within seconds (the CMS sends it through the search service's Algolia API),
 * and a deleted one is gone as fast.
 */

const SEARCH_URL = process.env['SEARCH_URL'] ?? 'http://127.0.0.1:4320';
const SEARCH_APP_ID = process.env['SEARCH_APP_ID'] ?? 'JOBPOINTLOCAL';
const SEARCH_API_KEY = process.env['SEARCH_API_KEY'] ?? 'local-search-only-key';
/** The most a published synonym may take to reach the search (debounce, one call to the search service). */
const IN_USE_WITHIN_MS = 5000;

test.describe.configure({ mode: 'serial' });

let editor: CmsEditor;

test.beforeAll(async () => {
  editor = await openCmsEditor();
});

test.afterAll(async () => {
  await editor?.close();
});

/** The German hits' titles for a query, as the site's search asks the search service. */
async function germanHits(query: string): Promise<string[]> {
  const response = await fetch(`${SEARCH_URL}/1/indexes/jobpoint/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': SEARCH_APP_ID, 'x-algolia-api-key': SEARCH_API_KEY },
    body: JSON.stringify({ query, hitsPerPage: 20, facetFilters: [['language:de']] }),
  });
  expect(response.ok).toBe(true);
  const { hits } = (await response.json()) as { hits: { title?: string; name?: string }[] };
  return hits.map((hit) => hit.title ?? hit.name ?? '');
}

test('a synonym published in the CMS finds at once what it stands for, and a deleted one nothing @desktop', async ({ page }) => {
  // A word no page has: before the synonym it finds nothing.
  const word = `lebensweg${Date.now().toString(36)}`;
  const [article] = await germanHits('Lebenslauf');
  expect(article).toBeTruthy();
  expect(await germanHits(word)).toEqual([]);

  const created = await editor.post('/api/synonyms?locale=de&status=published', { type: 'oneWaySynonym', input: word, synonyms: ['Lebenslauf'] });
  const documentId = created.data.documentId as string;
  try {
    await expect.poll(() => germanHits(word), { timeout: IN_USE_WITHIN_MS, intervals: [100] }).toContain(article);
    await page.goto(`/suche?q=${word}`);
    await expect(page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('link', { name: article })).toBeVisible();
  } finally {
    await editor.delete(`/api/synonyms/${documentId}?locale=de`);
  }
  await expect.poll(() => germanHits(word), { timeout: IN_USE_WITHIN_MS, intervals: [100] }).toEqual([]);
});

test('a synonym the search could not use is refused with the reason @desktop', async () => {
  await expect(editor.post('/api/synonyms?locale=de&status=published', { type: 'synonym', synonyms: ['Elektriker'] })).rejects.toThrow(
    /400.*Mindestens zwei Wörter/,
  );
  await expect(editor.post('/api/synonyms?locale=de&status=published', { type: 'oneWaySynonym', synonyms: ['Ausbildung'] })).rejects.toThrow(/400.*Eingabe/);
});
