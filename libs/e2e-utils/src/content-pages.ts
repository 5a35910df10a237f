import { SITE_PAGES, type SiteApp } from '@jobpoint/site-routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { literal } from './literal';

/** A page whose content is one CMS single type, by its path. */
export interface ContentPageCase {
  path: string;
  singleType: string;
}

/**
 * Every page of an app whose content is one CMS single type, as the page registry lists them: a page added
 * there is checked without another list to keep.
 */
export function contentPagesOf(app: SiteApp): ContentPageCase[] {
  return SITE_PAGES.flatMap((page) => (page.app === app && page.singleType !== null ? [{ path: page.path, singleType: page.singleType }] : []));
}

/** The site's languages, as `?locale=` takes them. */
export const SITE_LOCALES = ['de', 'en', 'tr', 'ar'] as const;

/**
 * The two languages every content page is checked in: the default and the right-to-left one. On a phone
 * the page is checked in Arabic, the harder of the two layouts (`@desktop`, playwright-base.ts).
 */
export const CONTENT_PAGE_LOCALES = ['de', 'ar'] as const;

/**
 * A single type's content as the CMS has it in a language, read through the gateway's CMS forwarder, and
 * the language it is in: the page's, or German when the CMS does not have the page in that language.
 */
async function cmsContent(request: APIRequestContext, singleType: string, locale: string): Promise<{ attributes: Record<string, unknown>; locale: string }> {
  const response = await request.get(`/cms/api/${singleType}?locale=${locale}&populate=*`);
  if (response.status() === 404 && locale !== 'de') {
    return cmsContent(request, singleType, 'de');
  }
  expect(response.status()).toBe(200);
  return { attributes: (await response.json()).data.attributes, locale };
}

/** The title a page's CMS content opens with (its header section's or its own), and the language it is in. */
export async function cmsTitle(
  request: APIRequestContext,
  singleType: string,
  locale: string,
): Promise<{ title: string; locale: string }> {
  const content = await cmsContent(request, singleType, locale);
  const attributes = content.attributes as { title?: string; headerSection?: { title?: string } };
  const title = attributes.headerSection?.title || attributes.title;
  if (!title) throw new Error(`${singleType} has no title in ${locale}`);
  return { title, locale: content.locale };
}

/** Every text of a CMS answer, at any depth. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value.trim()];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(textsOf);
}

/**
 * What every content page does in a language: answers 200, has one h1 that is a text of its CMS content
 * (German text marked as such when the page is not translated), sets `<html lang/dir>`, has canonical and
 * hreflang links, and passes the WCAG 2.1 AA scan.
 */
export function describeContentPages(pages: readonly ContentPageCase[]): void {
  for (const { path, singleType } of pages) {
    for (const locale of CONTENT_PAGE_LOCALES) {
      const tags = locale === 'ar' ? [] : ['@desktop'];
      test(`${path} in ${locale} renders its CMS content accessibly`, { tag: tags }, async ({ page, request, baseURL }) => {
        const response = await page.goto(`${path}?locale=${locale}`);
        expect(response?.status()).toBe(200);

        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', locale);
        await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

        const heading = page.locator('h1');
        await expect(heading).toHaveCount(1);
        await expect(heading).toHaveText(/\S/);

        // The page's heading is a text of its CMS content, whichever block or field the page opens with.
        const content = await cmsContent(request, singleType, locale);
        const title = ((await heading.textContent()) ?? '').trim();
        expect(textsOf(content.attributes)).toContain(title);
        const main = page.getByRole('main');
        const text = content.locale === locale ? main : main.locator('[lang="de"]');
        await expect(text.getByText(title, { exact: true }).first()).toBeVisible();

        await expectHeadLinks(page, `${new URL(baseURL as string).origin}${path}`, locale);
        await expectNoAxeViolations(page);
      });
    }
  }
}

async function expectHeadLinks(page: Page, url: string, locale: string): Promise<void> {
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    locale === 'de' ? new RegExp(`^${literal(url)}(\\?locale=de)?$`) : `${url}?locale=${locale}`,
  );
  // Each language's alternate is that version's canonical URL: German at the bare path.
  for (const alternate of SITE_LOCALES) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveAttribute(
      'href',
      alternate === 'de' ? url : `${url}?locale=${alternate}`,
    );
  }
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', url);
}
