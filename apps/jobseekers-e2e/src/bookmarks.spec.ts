import type { Page } from '@playwright/test';
import { expect, test } from '@jobpoint/e2e-utils';

/** The job board's bookmark toggles ("„…“ merken"), one per job in the list. */
const bookmarkToggles = (page: Page) => page.getByRole('main').getByRole('button', { name: /^„.*“ merken$/ });

const storedIds = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.localStorage.getItem('jobbookmark') ?? '[]') as { id: number }[]).map((job) => job.id).sort());

/** A job the other tab saved: the Merkliste keeps what it stored, the job need not be on the board. */
const OTHER_TAB_JOB = { id: 987654, title: 'Im anderen Tab gemerkt' };

test.describe('Merkliste in two tabs', () => {
  test.skip(({ isMobile }) => isMobile, 'the same on every width');

  test('a job saved in each of two tabs: both tabs show both, and the stored list has both', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto('/job-boerse');
      await expect(bookmarkToggles(page).first()).toBeEnabled({ timeout: 30_000 });
    }
    // A list another tab saved, written as an older tab of the site would: the whole list, without merging.
    await second.evaluate((job) => window.localStorage.setItem('jobbookmark', JSON.stringify([job])), OTHER_TAB_JOB);
    await bookmarkToggles(first).first().click();
    // Stored with the click, on top of what the other tab saved.
    expect(await storedIds(first)).toHaveLength(2);
    expect(await storedIds(first)).toContain(OTHER_TAB_JOB.id);
    await bookmarkToggles(second).nth(1).click();

    await expect.poll(() => storedIds(second)).toHaveLength(3);
    expect(await storedIds(first)).toContain(OTHER_TAB_JOB.id);
    for (const page of [first, second]) {
      await expect(bookmarkToggles(page).first()).toHaveAttribute('aria-pressed', 'true');
      await expect(bookmarkToggles(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    }
  });
});
