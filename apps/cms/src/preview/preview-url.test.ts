import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES, SINGLE_TYPES } from '../content-types';
import { previewUrl } from './preview-url';

/** Entries by documentId and locale, as the document service would find them. */
function fakeStrapi(slugs: Record<string, string | null>): Core.Strapi {
  return {
    documents: () => ({
      findFirst: async ({ filters, locale, status }: { filters: { documentId: string }; locale: string; status: string }) => {
        const slug = slugs[`${filters.documentId}|${locale}|${status}`];
        return slug === undefined ? null : { documentId: filters.documentId, slug };
      },
    }),
  } as unknown as Core.Strapi;
}

const entry = (url: string | null) => (url ? Object.fromEntries(new URL(url).searchParams) : null);

describe('the preview URL of an entry', () => {
  const strapi = fakeStrapi({ 'a1|de|draft': 'neue-seite', 'a1|en|published': 'new-page', 'e1|tr|draft': 'is-fuari', 'x1|de|draft': null });

  it('leads to the site\'s preview entry with the page\'s path in the entry\'s language and status', async () => {
    const url = await previewUrl(strapi, SINGLE_TYPES.kontakt.uid, { documentId: 'k', locale: 'ar', status: 'draft' });
    expect(url?.startsWith('http://localhost:4200/api/preview?')).toBe(true);
    expect(entry(url)).toEqual({ secret: 'local-preview-secret', url: '/kontakt?locale=ar', status: 'draft' });
    expect(entry(await previewUrl(strapi, SINGLE_TYPES.arbeitssuchende.uid, { documentId: 'h', locale: 'de', status: 'published' }))).toEqual({
      secret: 'local-preview-secret',
      url: '/',
      status: 'published',
    });
  });

  it('reads the slug of an editors\' page, an article or an event in that language and status', async () => {
    expect(entry(await previewUrl(strapi, COLLECTION_TYPES.seite.uid, { documentId: 'a1', locale: 'de', status: 'draft' }))?.url).toBe('/neue-seite');
    expect(entry(await previewUrl(strapi, COLLECTION_TYPES.seite.uid, { documentId: 'a1', locale: 'en', status: 'published' }))?.url).toBe('/new-page?locale=en');
    expect(entry(await previewUrl(strapi, COLLECTION_TYPES.veranstaltungen.uid, { documentId: 'e1', locale: 'tr', status: 'draft' }))?.url).toBe(
      '/veranstaltungen/is-fuari?locale=tr',
    );
  });

  it('is null for what is not a page of the site, and for an entry without a slug', async () => {
    expect(await previewUrl(strapi, SINGLE_TYPES.footer.uid, { documentId: 'f', locale: 'de', status: 'draft' })).toBeNull();
    expect(await previewUrl(strapi, SINGLE_TYPES.anmeldung.uid, { documentId: 'r', locale: 'de', status: 'draft' })).toBeNull();
    expect(await previewUrl(strapi, COLLECTION_TYPES.tag.uid, { documentId: 't', locale: 'de', status: 'draft' })).toBeNull();
    expect(await previewUrl(strapi, COLLECTION_TYPES.article.uid, { documentId: 'x1', locale: 'de', status: 'draft' })).toBeNull();
  });

  it('is null everywhere for a CMS without a site (SITE_URL empty), and follows SITE_URL when set', async () => {
    const before = process.env.SITE_URL;
    try {
      process.env.SITE_URL = '';
      expect(await previewUrl(strapi, SINGLE_TYPES.kontakt.uid, { documentId: 'k', locale: 'de', status: 'draft' })).toBeNull();
      process.env.SITE_URL = 'https://www.example.org/';
      expect(await previewUrl(strapi, SINGLE_TYPES.kontakt.uid, { documentId: 'k', locale: 'de', status: 'draft' })).toMatch(/^https:\/\/www\.example\.org\/api\/preview\?/);
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  });
});
