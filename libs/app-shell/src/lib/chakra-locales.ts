import type { Locale } from '@jobpoint/i18n';

/**
 * Chakra's locale names; Arabic as spoken in Germany's Arab communities, written right to left. Also read
 * by the build, which gives these and the site's languages their text direction (ADR 175).
 */
export const CHAKRA_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB', tr: 'tr-TR', ar: 'ar' };
