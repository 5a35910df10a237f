import { localizationsSchema } from './localizations-schema';
import { localizedSlugs } from './localizations';

describe('localizedSlugs', () => {
  it('gives the entry’s slug in its own language and each known version’s in theirs', () => {
    const entry = { slug: 'lebenslauf', localizations: [{ locale: 'en', slug: 'cv' }, { locale: 'fr', slug: 'cv-fr' }, { locale: 'tr', slug: null }] };
    expect(localizedSlugs(entry, 'de')).toEqual({ de: 'lebenslauf', en: 'cv' });
  });

  it('keeps its own slug over a version that claims its language, and leaves out a missing own slug', () => {
    expect(localizedSlugs({ slug: 'eigen', localizations: [{ locale: 'de', slug: 'fremd' }] }, 'de')).toEqual({ de: 'eigen' });
    expect(localizedSlugs({ slug: null, localizations: [{ locale: 'ar', slug: 'cv-ar' }] }, 'de')).toEqual({ ar: 'cv-ar' });
  });

  it('reads a missing list of versions as none', () => {
    expect(localizationsSchema.parse(null)).toEqual([]);
    expect(localizationsSchema.parse([{ locale: 'en', slug: 'cv' }])).toEqual([{ locale: 'en', slug: 'cv' }]);
  });
});
