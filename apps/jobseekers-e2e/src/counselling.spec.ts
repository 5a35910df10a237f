import { expect, expectNoAxeViolations, test } from '@jobpoint/e2e-utils';

test.describe('counselling overview', () => {
  test('is rendered on the server with its offers and events', async ({ request }) => {
    const html = await (await request.get('/beratung')).text();
    expect(html).toContain('Aktuelle Veranstaltungen');
    expect(html).toContain('Vergangene Veranstaltungen');
    expect(html).toMatch(/<article[^>]*aria-labelledby/);
  });

  test('the toggles and filters change the lists and the URL; load more shows more', async ({ page }) => {
    await page.goto('/beratung');
    const current = page.locator('#current-events');
    const countBefore = await current.getByRole('article').count();
    await page.getByRole('switch', { name: 'Online' }).check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(/art=Online/);
    const cards = current.getByRole('article');
    await expect(cards.first()).toContainText(/Online/i);
    // Waits for the filtered list: the first card of the list before may be an online event as well.
    await expect(cards.filter({ hasNotText: /ONLINE|Online/ })).toHaveCount(0);

    await page.goBack();
    await expect(current.getByRole('article')).toHaveCount(countBefore);

    const more = current.getByRole('link', { name: 'Mehr laden' });
    if (await more.count()) {
      await more.click();
      await expect(page).toHaveURL(/seite=2/);
      await expect.poll(() => current.getByRole('article').count()).toBeGreaterThan(countBefore);
    }
  });

  test('show more and show less open and close a filter’s choices', async ({ page }) => {
    await page.goto('/beratung');
    const formats = page.getByRole('group', { name: 'Format' });
    const toggle = formats.getByRole('button', { name: 'Mehr anzeigen' });
    if (await toggle.count()) {
      const shown = await formats.getByRole('checkbox').count();
      await toggle.click();
      await expect.poll(() => formats.getByRole('checkbox').count()).toBeGreaterThan(shown);
      await formats.getByRole('button', { name: 'Weniger anzeigen' }).click();
      await expect(formats.getByRole('checkbox')).toHaveCount(shown);
    }
  });

  test('has no accessibility violations in German and Arabic', async ({ page }) => {
    await page.goto('/beratung');
    await expectNoAxeViolations(page);
    await page.goto('/beratung?locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });
});
