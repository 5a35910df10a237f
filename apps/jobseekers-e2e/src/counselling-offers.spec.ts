import { cmsTitle, expect, test } from '@jobpoint/e2e-utils';

const COUNSELLING_PAGES = [
  { path: '/beratung/avgs', singleType: 'avgs-coaching' },
  { path: '/beratung/bewerbungsberatung', singleType: 'bewerbungsberatung' },
] as const;

for (const { path, singleType } of COUNSELLING_PAGES) {
  test(`${path} is rendered on the server with its CMS content`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const { title } = await cmsTitle(request, singleType, 'de');
    expect(html).toContain(title);
    expect(html).toMatch(/<h1[^>]*>/);
  });

  test(`${path} fits a 360 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${path}?locale=ar`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('/beratung/avgs shows the coaching steps and the questions about it', async ({ page }) => {
  await page.goto('/beratung/avgs');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'So kommen Sie zum Coaching' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Fragen zum AVGS' })).toBeVisible();
});

test('/beratung/bewerbungsberatung shows when the online consultation is held and its next date', async ({ page }) => {
  await page.goto('/beratung/bewerbungsberatung');
  const consultation = page.getByRole('region', { name: 'Bewerbungs-Sprechstunde online' });
  await expect(consultation.getByText('Mittwoch')).toBeVisible();
  await expect(consultation.getByText('Nächster Termin')).toBeVisible();
  await expect(consultation.locator('dd time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});
