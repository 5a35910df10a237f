/**
 * The editors' own pages (CMS collection `seite`) in the v4 response format, as the seed's example page:
 * German, English under a slug of its own, Arabic; no Turkish version.
 */
export interface EditorPageFixture {
  locale: 'de' | 'en' | 'ar';
  slug: string;
  title: string;
  layout: 'jobseekers' | 'employers' | 'default';
  blocks: Record<string, unknown>[];
}

const faq = (question: string, answer: string) => ({
  id: 31,
  __component: 'shared.faq-section',
  title: 'Häufige Fragen',
  subtitle: null,
  items: [{ id: 1, question, answer }],
});

export const editorPageFixtures: EditorPageFixture[] = [
  {
    locale: 'de',
    slug: 'ankommen-in-berlin',
    title: 'Ankommen in Berlin: Ihr Weg in Arbeit',
    layout: 'jobseekers',
    blocks: [
      {
        id: 11,
        __component: 'shared.section',
        title: 'Ankommen in Berlin',
        subtitle: 'Ihr Weg in Arbeit',
        description: 'Wir beraten Sie kostenlos.',
        image: { data: null },
        buttons: [{ id: 1, text: 'Zur Beratung', url: '/beratung', variant: 'primary' }],
      },
      { id: 21, __component: 'blocks.rich-text', content: 'Melden Sie Ihre **Wohnung** beim Bürgeramt an.' },
      faq('Ist die Beratung kostenlos?', 'Ja, immer.'),
      { id: 41, __component: 'widgets.locations' },
    ],
  },
  {
    locale: 'en',
    slug: 'arriving-in-berlin',
    title: 'Arriving in Berlin: your way into work',
    layout: 'jobseekers',
    blocks: [{ id: 12, __component: 'blocks.title', title: 'Arriving in Berlin' }, { id: 22, __component: 'blocks.rich-text', content: 'Register your flat.' }],
  },
  {
    locale: 'ar',
    slug: 'ankommen-in-berlin',
    title: 'الوصول إلى برلين: طريقك إلى العمل',
    layout: 'jobseekers',
    blocks: [{ id: 13, __component: 'blocks.rich-text', content: 'سجّل سكنك في مكتب المواطنين.' }, faq('هل الاستشارة مجانية؟', 'نعم.')],
  },
];

/** A page as Strapi answers it in the v4 format, with its other languages' slugs. */
function v4EditorPage(page: EditorPageFixture, id = 1) {
  const others = editorPageFixtures.filter((other) => other.locale !== page.locale);
  return {
    id,
    documentId: 'seite-ankommen',
    attributes: {
      title: page.title,
      slug: page.slug,
      layout: page.layout,
      locale: page.locale,
      updatedAt: '2026-11-20T10:00:00.000Z',
      seo: { id: 1, metaTitle: `${page.title} | jobpoint berlin`, metaDescription: null, metaImage: { data: null }, metaSocial: [] },
      blocks: page.blocks,
      localizations: { data: others.map((other, index) => ({ id: id + index + 1, attributes: { slug: other.slug, locale: other.locale } })) },
    },
  };
}

/** A list answer of the collection. */
export function v4EditorPageList(pages: EditorPageFixture[]) {
  return { data: pages.map((page, index) => v4EditorPage(page, index + 1)), meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: pages.length } } };
}
