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

  test('a tab’s write after a change keeps the job another tab saved meanwhile, and both tabs show both', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto('/job-boerse');
      await expect(bookmarkToggles(page).first()).toBeEnabled({ timeout: 30_000 });
    }
    // The context's clock, installed once both tabs have started, holds back the first tab's write
    // (redux-persist writes on a timer) while the other tab saves its list.
    await context.clock.install();
    await context.clock.pauseAt(Date.now() + 60_000);
    await bookmarkToggles(first).first().click();
    await expect(bookmarkToggles(first).first()).toHaveAttribute('aria-pressed', 'true');
    await second.evaluate((job) => window.localStorage.setItem('jobbookmark', JSON.stringify([job])), OTHER_TAB_JOB);
    // The first tab has heard of the other tab's list before it writes its own.
    await expect.poll(() => storedIds(first)).toEqual([OTHER_TAB_JOB.id]);
    await context.clock.resume();

    await expect.poll(() => storedIds(first)).toHaveLength(2);
    expect(await storedIds(first)).toContain(OTHER_TAB_JOB.id);
    await expect.poll(() => storedIds(second)).toHaveLength(2);
    await expect(bookmarkToggles(first).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(bookmarkToggles(second).first()).toHaveAttribute('aria-pressed', 'true');
  });
});
