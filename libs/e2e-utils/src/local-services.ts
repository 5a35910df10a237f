import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/**
 * Holds back the files whose address matches `pattern` until `release` is called, as a slow network
 * would: how a spec sees a page before its start-up script or a part's code has arrived.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<{ release: () => void; requested: string[] }> {
  const requested: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Counts the page's POSTs to one of the gateway's form endpoints. */
export function countPosts(page: Page, path: string): { count: () => number } {
  let posts = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === path) {
      posts += 1;
    }
  });
  return { count: () => posts };
}

/**
 * Presses a form's send button while the form's code is held back (`holdBack`): the press is remembered,
 * with the button busy, nothing sent, no native submit and the page still accessible; once the code is
 * released, the form sends.
 */
export async function pressBeforeCode(
  page: Page,
  { submit, formCode, path, posts }: { submit: Locator; formCode: { release: () => void }; path: string; posts: { count: () => number } },
): Promise<void> {
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page);
  expect(posts.count()).toBe(0);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === path);
  formCode.release();
  await sent;
}

/**
 * Whether the gateway's local mailbox (at /_dev/mailbox from this machine, when no Brevo key is set)
 * holds a mail that mentions `text`.
 */
export async function mailboxLists(request: APIRequestContext, text: string): Promise<boolean> {
  const mailbox = await request.get('/_dev/mailbox');
  expect(mailbox.status()).toBe(200);
  return (await mailbox.text()).includes(text);
}
