import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/** WCAG 2.1 AA, the bar every page meets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/**
 * Every test fails on a hydration mismatch or another error in the browser console, so a page that
 * renders differently on the server and in the browser cannot pass. A spec that provokes other errors on
 * purpose names them with `test.use({ expectedConsoleErrors: [...] })`.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  /**
   * A page's buttons work once it has hydrated, and its script is asked for only after its first screen
   * (ADR 056): `goto` and `reload` that wait for the load event also wait until a page of the site has
   * hydrated (`<html data-hydrated>`), as a visitor waits until the page reacts. Not for an error answer,
   * a file, or a page loaded without JavaScript.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const untilHydrated = async (response: Response | null, waitUntil: string | undefined) => {
        const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
        if (response?.ok() && html && (waitUntil ?? 'load') === 'load') {
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => untilHydrated(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => untilHydrated(await reload(options), options?.waitUntil);
    }
    await provide(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const expected = [...IGNORED_CONSOLE_ERRORS, ...expectedConsoleErrors];
      expect(errors.filter((text) => !expected.some((pattern) => pattern.test(text)))).toEqual([]);
    },
    { auto: true },
  ],
});

/** Answers the tests provoke on purpose (404 pages, failing services) are logged by the browser. */
const IGNORED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of (404|422|500|502|503)/];

export { expect };
