import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * Whether the gateway's local mailbox (at /_dev/mailbox from this machine, when no Brevo key is set)
 * holds a mail that mentions `text`.
 */
export async function mailboxLists(request: APIRequestContext, text: string): Promise<boolean> {
  const mailbox = await request.get('/_dev/mailbox');
  expect(mailbox.status()).toBe(200);
  return (await mailbox.text()).includes(text);
}
