import {
  articleSummaryListSchema,
  articleTagListSchema,
  fairBlockSchema,
  footerSchema,
  jobBoardPageSchema,
  ratingListSchema,
  singleTypeSchema,
  socialButtonListSchema,
} from './schemas';

describe('the content model', () => {
  it('drops the articles and tags an editor left without a slug or name, and reads a missing list as none', () => {
    const articles = articleSummaryListSchema.parse([
      { id: 1, title: 'Lebenslauf', slug: 'lebenslauf', createdAt: '2026-01-01', tags: [{ id: 1, name: 'CV', slug: 'cv' }, { id: 2, name: 'Ohne Slug' }] },
      { id: 2, title: 'Entwurf', slug: '', createdAt: '2026-01-02' },
      { id: 3, title: 'Top', slug: 'top', createdAt: '2026-01-03', TopArtikel: true, categories: null },
    ]);
    expect(articles.map(({ slug, TopArtikel, tags, categories }) => ({ slug, TopArtikel, tags: tags.map((tag) => tag.slug), categories }))).toEqual([
      { slug: 'lebenslauf', TopArtikel: false, tags: ['cv'], categories: [] },
      { slug: 'top', TopArtikel: true, tags: [], categories: [] },
    ]);
    expect(articleTagListSchema.parse(null)).toEqual([]);
  });

  it('drops the fair’s places without a name and their empty notes', () => {
    const block = fairBlockSchema.parse({
      title: 'Messe',
      locations: [{ name: 'Halle 1', info: [{ text: 'Eingang Süd' }, { text: ' ' }, { text: null }] }, { name: ' ', info: [] }, { name: 'Halle 2' }],
    });
    expect(block.locations).toEqual([{ name: 'Halle 1', info: ['Eingang Süd'] }, { name: 'Halle 2', info: [] }]);
    expect(fairBlockSchema.parse({}).locations).toEqual([]);
  });

  it('reads the job board’s hand-written search settings leniently', () => {
    const config = (searchConfig: unknown) => jobBoardPageSchema.parse({ searchConfig }).searchConfig;
    expect(config({ filters: ['zipCodes', 'colours', 'jobCategories'], specialEvents: { '1': ' Shop a Job ', '2': ' ' } })).toEqual({
      filters: ['zipCodes', 'jobCategories'],
      specialEvents: { '1': 'Shop a Job', '2': null },
    });
    expect(config({ filters: 'zipCodes', specialEvents: 'ja' })).toEqual({ filters: null, specialEvents: null });
    expect(config('kaputt')).toBeNull();
  });

  it('reads a footer without logos, sections or links as empty, and drops social buttons without an icon', () => {
    expect(footerSchema.parse({ footerSections: [{ title: 'Rechtliches', links: null }] })).toEqual({ partnerLogos: [], footerSections: [{ title: 'Rechtliches', links: [] }] });
    expect(footerSchema.parse({}).footerSections).toEqual([]);
    expect(socialButtonListSchema.parse([{ type: 'myspace', link: 'x' }, { type: 'youtube', link: 'https://youtube.com/x' }])).toEqual([{ type: 'youtube', link: 'https://youtube.com/x' }]);
  });

  it('gives a rating without stars none', () => {
    expect(ratingListSchema.parse([{ id: 1, name: 'Ada' }, { id: 2, name: 'Bea', stars: 4 }]).map((rating) => rating.stars)).toEqual([0, 4]);
  });
});

describe('singleTypeSchema', () => {
  const description = {
    singleType: 'probe-schema',
    blocks: [{ field: 'title', block: 'field.title' }, { field: 'downloads', block: 'shared.download', repeatable: true }, { widget: 'site.locations' }] as const,
  };

  it('reads the SEO block, leniently, and each block’s field, a repeatable one as a list', () => {
    const schema = singleTypeSchema(description);
    expect(schema.parse({ seo: { metaTitle: 3 }, title: 'Downloads', downloads: [{ title: 'Flyer' }], other: 'weg' })).toEqual({ seo: null, title: 'Downloads', downloads: [{ title: 'Flyer' }] });
    expect(schema.parse({ seo: { metaTitle: 'Downloads' } })).toEqual({ seo: { metaTitle: 'Downloads' } });
    expect(() => schema.parse({ downloads: { title: 'Flyer' } })).toThrow();
  });

  it('is made once per single type', () => {
    expect(singleTypeSchema(description)).toBe(singleTypeSchema({ ...description, blocks: [] }));
  });
});
