import type { Page } from '@playwright/test';
import { expect, SITE_LOCALES, test } from '@jobpoint/e2e-utils';

/** From here the header shows the main navigation in its own row (breakpoint lg). */
const DESKTOP_NAV_FROM = 1200;
const WIDTHS = [768, 1024, 1199, 1200, 1280, 1440, 1920];
const SECTIONS = [
  { name: 'job seekers', path: '/' },
  { name: 'employers', path: '/arbeitgebende' },
];

interface HeaderLayout {
  /** Visible links and buttons of the header whose box is not inside the header's box. */
  outside: string[];
  /** Top-level items of the desktop navigation that are not shown. */
  hiddenNavItems: string[];
  menuButtonVisible: boolean;
}

/**
 * Measures the header once the page has hydrated: the desktop row measures which items fit only then,
 * and settles within a frame or two.
 */
async function measureHeader(page: Page): Promise<HeaderLayout> {
  // `goto` has waited until the page has hydrated; the fonts and two frames later the row has settled.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) {
      throw new Error('no header');
    }
    const bounds = header.getBoundingClientRect();
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const name = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const outside = Array.from(header.querySelectorAll('a, button'))
      .filter(shown)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.top < bounds.top - 0.5 || box.bottom > bounds.bottom + 0.5 || box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5;
      })
      .map((element) => `${name(element)} ${JSON.stringify(element.getBoundingClientRect())}`);
    const navItems = Array.from(header.querySelectorAll('nav > ul > li'));
    const menuButton = header.querySelector('button[aria-haspopup="dialog"][aria-expanded]');
    return {
      outside,
      hiddenNavItems: navItems.filter((item) => !shown(item)).map(name),
      menuButtonVisible: Boolean(menuButton && shown(menuButton)),
    };
  });
}

test.describe('header at every width', () => {
  test.skip(({ isMobile }) => isMobile, 'sets its own viewport sizes');

  for (const section of SECTIONS) {
    for (const locale of SITE_LOCALES) {
      test(`${section.name} in ${locale}: every item inside the header, the navigation or the menu button shown`, async ({ page }) => {
        const problems: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${section.path}?locale=${locale}`);
          const layout = await measureHeader(page);
          problems.push(...layout.outside.map((item) => `${width} px: outside the header: ${item}`));
          if (width < DESKTOP_NAV_FROM && !layout.menuButtonVisible) {
            problems.push(`${width} px: no menu button`);
          }
          if (width >= DESKTOP_NAV_FROM && layout.hiddenNavItems.length > 0 && !layout.menuButtonVisible) {
            problems.push(`${width} px: ${layout.hiddenNavItems.join(', ')} hidden without a menu button`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }

  for (const locale of ['de', 'ar']) {
    test(`the last dropdown opens by keyboard and stays on screen at ${DESKTOP_NAV_FROM} px in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width: DESKTOP_NAV_FROM, height: 800 });
      await page.goto(`/?locale=${locale}`);
      await measureHeader(page);
      const trigger = page.locator('header nav').getByRole('button').last();
      await trigger.focus();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expect(list).toBeVisible();
      const box = await list.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(DESKTOP_NAV_FROM);
    });
  }

  for (const section of SECTIONS) {
    test(`${section.name}: no page scrolls sideways at 320 px in any language`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      for (const locale of SITE_LOCALES) {
        await page.goto(`${section.path}?locale=${locale}`);
        const { outside } = await measureHeader(page);
        const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
        expect(overflow, locale).toBeLessThanOrEqual(0);
        expect(outside, locale).toEqual([]);
      }
    });
  }

  for (const locale of ['de', 'ar']) {
    test(`at 120 % text every item and the menu button's hit area stay inside the header in ${locale}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'textSize', value: '120', url: baseURL }]);
      const outside: string[] = [];
      for (const width of [320, 351, 360, 414, 768, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/?locale=${locale}`);
        await expect(page.locator('html')).toHaveAttribute('style', /font-size:\s*120%/);
        const header = await page.getByRole('banner').boundingBox();
        const menu = await page.getByRole('banner').locator('button:has([data-icon="menu"])').boundingBox();
        if (!header || !menu || menu.y < header.y - 0.5 || menu.y + menu.height > header.y + header.height + 0.5) {
          outside.push(`${width} px: ${JSON.stringify(menu)} in ${JSON.stringify(header)}`);
        }
        outside.push(...(await measureHeader(page)).outside.map((item) => `${width} px: ${item}`));
      }
      expect(outside).toEqual([]);
    });
  }

  test('keeps the logo unmirrored and reading "jobpoint berlin" in Arabic', async ({ page }) => {
    for (const width of [360, 1024, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/?locale=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const logo = page.getByRole('banner').getByRole('link', { name: /^jobpoint berlin/ });
      const mirrored = await logo.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const transform = getComputedStyle(node).transform;
          if (transform !== 'none' && new DOMMatrixReadOnly(transform).a < 0) {
            return true;
          }
        }
        return false;
      });
      expect(mirrored, `${width} px`).toBe(false);
      const wordOrder = await logo.evaluate((element) =>
        Array.from(element.children)
          .map((part) => ({ text: part.textContent, left: part.getBoundingClientRect().left }))
          .sort((a, b) => a.left - b.left)
          .map((part) => part.text)
          .join(' '),
      );
      expect(wordOrder, `${width} px`).toBe('jobpoint berlin');
    }
  });
});
