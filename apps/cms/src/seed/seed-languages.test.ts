import { taxonomyContent } from './collections';
import { arrivalPage } from './content/editor-pages';
import { events } from './content/events';
import { companyRatings, customerRatings, eventRatings } from './content/ratings';
import type { MediaIds } from './media';
import { singleTypeContent } from './single-type-content';
import { type Data, LOCALES, type Localized } from './strapi-documents';

/** Every image and file the seed asks for, as one id: the test reads texts, not media. */
const media: MediaIds = new Proxy({}, { get: () => 1 });
const downloads = { checklist: 2, guide: 3, flyer: 4, urls: { checklist: '/uploads/a.pdf', guide: '/uploads/b.pdf', flyer: '/uploads/c.pdf' } };
/** Relations by key: any key gets a documentId. */
const relations = new Proxy({}, { get: () => 'document-id' }) as Record<string, string>;

const TRANSLATED = LOCALES.filter((locale) => locale !== 'de');
const HAS_WORDS = /\p{L}{2}/u;
/** Paths, URLs, addresses and keys (`jobpoint-mitte`, `primary`) are not texts to translate. */
const NOT_PROSE = /^(?:\/|https?:|mailto:|tel:|#|[\w.+-]+@)|^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** Words spelled alike in German or English and in Turkish. */
const SHARED_WORDS = new Set(['Telefon']);

/**
 * The places where a document's text in `locale` is missing or is another language's text left in:
 * the German document decides the shape (every text there has one in each language, every list the same
 * length); a Turkish or Arabic text equal to the English where German and English differ is English left
 * in, and likewise for German.
 */
function languageGaps(content: Localized<Data>): string[] {
  const gaps: string[] = TRANSLATED.filter((locale) => !content[locale]).map((locale) => `${locale}: not written`);
  if (gaps.length > 0) return gaps;
  const compare = (de: unknown, values: Partial<Record<string, unknown>>, path: string): void => {
    if (typeof de === 'string') {
      if (!HAS_WORDS.test(de)) return;
      for (const locale of TRANSLATED) {
        const value = values[locale];
        if (typeof value !== 'string' || value.trim() === '') gaps.push(`${locale} ${path}: missing`);
        else if (NOT_PROSE.test(de) || SHARED_WORDS.has(value)) continue;
        else if (locale !== 'en' && de !== values.en && value === values.en) gaps.push(`${locale} ${path}: English text "${value.slice(0, 40)}"`);
        else if (de !== values.en && value === de) gaps.push(`${locale} ${path}: German text "${value.slice(0, 40)}"`);
      }
    } else if (Array.isArray(de)) {
      for (const locale of TRANSLATED) {
        const value = values[locale];
        if (!Array.isArray(value) || value.length !== de.length) gaps.push(`${locale} ${path}: ${Array.isArray(value) ? value.length : 'no'} entries instead of ${de.length}`);
      }
      de.forEach((item, index) => compare(item, pick(values, index), `${path}[${index}]`));
    } else if (de && typeof de === 'object') {
      for (const [key, item] of Object.entries(de)) compare(item, pick(values, key), path ? `${path}.${key}` : key);
    }
  };
  const pick = (values: Partial<Record<string, unknown>>, key: string | number) =>
    Object.fromEntries(Object.entries(values).map(([locale, value]) => [locale, (value as Record<string | number, unknown> | undefined)?.[key]]));
  compare(content.de, content, '');
  return gaps;
}

function gapsByDocument(documents: Record<string, Localized<Data>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(documents)
      .map(([name, content]) => [name, languageGaps(content)] as const)
      .filter(([, gaps]) => gaps.length > 0),
  );
}

const byKey = (prefix: string, documents: Localized<Data>[], key: string) =>
  Object.fromEntries(documents.map((content) => [`${prefix} ${String(content.de[key])}`, content]));

describe('the seed writes every text in de, en, tr and ar', () => {
  it('in every single type', () => {
    expect(gapsByDocument(singleTypeContent(media, downloads))).toEqual({});
  });

  it('in formats, languages, locations, fair sectors, categories and tags', () => {
    const taxonomy = taxonomyContent(media);
    expect(
      gapsByDocument({
        ...byKey('format', taxonomy.formats, 'name'),
        ...byKey('language', taxonomy.languages, 'name'),
        ...byKey('location', taxonomy.locations, 'Titel'),
        ...byKey('fair sector', taxonomy.fairSectors, 'name'),
        ...byKey('category', taxonomy.categories, 'slug'),
        ...byKey('tag', taxonomy.tags, 'slug'),
      }),
    ).toEqual({});
  });

  it('in events and ratings', () => {
    expect(
      gapsByDocument({
        ...byKey('event', events(media, { formats: relations, locations: relations, languages: relations }), 'slug'),
        ...byKey('customer rating', customerRatings, 'name'),
        ...byKey('company rating', companyRatings, 'name'),
        ...byKey('event rating', eventRatings, 'name'),
      }),
    ).toEqual({});
  });

  it('in the example editors\' page', () => {
    expect(gapsByDocument({ 'editor page': arrivalPage(media) })).toEqual({});
  });

  it('finds a missing text, a short list and English left in', () => {
    const content: Localized<Data> = {
      de: { title: 'Kontakt', items: [{ text: 'Anfahrt' }, { text: 'Parken' }], phone: '030 555' },
      en: { title: 'Contact', items: [{ text: 'Getting here' }, { text: 'Parking' }], phone: '030 555' },
      tr: { title: 'İletişim', items: [{ text: 'Ulaşım' }], phone: '030 555' },
      ar: { title: '', items: [{ text: 'الوصول' }, { text: 'Parking' }], phone: '030 555' },
    };
    expect(languageGaps(content)).toEqual([
      'ar title: missing',
      'tr items: 1 entries instead of 2',
      'tr items[1].text: missing',
      'ar items[1].text: English text "Parking"',
    ]);
  });
});
