import type { Data, Locale } from '../strapi-documents';

export const SITE_URL = 'https://www.jobpoint-berlin.de';
export const ORGANISATION = 'Jobpoint Berlin';
export const PHONE = '030 555 123 40';
export const EMAIL = 'info@jobpoint.local';

export function button(text: string, url: string, type: 'primary' | 'secondary' | 'outline' = 'primary'): Data {
  return { text, url, type, active: true };
}

/** SEO block with canonical URL and Facebook/Twitter previews. */
export function seo(locale: Locale, path: string, metaTitle: string, metaDescription: string, image?: number): Data {
  const canonicalUrl = `${SITE_URL}${path}${locale === 'de' ? '' : `?locale=${locale}`}`;
  return {
    metaTitle,
    metaDescription,
    metaImage: image,
    canonicalUrl,
    metaViewport: 'width=device-width, initial-scale=1',
    metaRobots: 'index, follow',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: metaTitle,
      description: metaDescription,
      url: canonicalUrl,
      inLanguage: locale,
    },
    metaSocial: [
      { socialNetwork: 'Facebook', title: metaTitle, description: metaDescription.slice(0, 60), image },
      { socialNetwork: 'Twitter', title: metaTitle, description: metaDescription.slice(0, 60), image },
    ],
  };
}

export function section(title: string, subtitle: string, description: string, image?: number, buttons: Data[] = []): Data {
  return { title, subtitle, description, image, buttons };
}

export function faqSection(title: string, subtitle: string, items: [string, string][]): Data {
  return { title, subtitle, items: items.map(([question, answer]) => ({ question, answer })) };
}

export function address(name: string, street: string, streetNumber: string, postCode: string, phone = PHONE, email = EMAIL): Data {
  return { name, street, streetNumber, postCode, city: 'Berlin', phone, email };
}

/** YYYY-MM-DD of today plus `days` (local date, as the site compares dates). */
export function isoDay(days: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
