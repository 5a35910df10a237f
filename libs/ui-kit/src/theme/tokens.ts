/** The audiences of the site; each has its own theme: job seekers red, employers blue. */
export type SiteAudience = 'jobseekers' | 'employers';

/** Theme colours (see docs/product-overview.md, Constants). */
export const BRAND_RED = '#B73143';
export const BRAND_BLUE = '#1A3A57';
export const LIGHT_GREY = '#EFEFEF';

/**
 * Breakpoints in px, as Chakra condition names: `xs` 320, `sm` 350 (small phone), `md` 768
 * (mobile below, desktop from here), `lg` 1200, `xl` 1900.
 */
export const BREAKPOINTS = { xs: 320, sm: 350, md: 768, lg: 1200, xl: 1900 } as const;

/** Width up to which a phone counts as small: the header hides the contact label. */
export const SMALL_PHONE_MAX_WIDTH = BREAKPOINTS.sm;

/** Fixed header height in px. */
export const APP_BAR_HEIGHT = 90;

/** Height of the notification ticker under the header in px. */
export const NOTIFICATION_BAR_HEIGHT = 30;

/** Maximum width of a button's text in px, per theme. */
export const BUTTON_TEXT_MAX_WIDTH: Record<SiteAudience, number> = {
  jobseekers: 250,
  employers: 200,
};

/** The fonts the visitor's system already has: no download, no layout shift, Arabic script included. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif';
