import { v4Image } from '../cms/media-fixtures';

/**
 * The Ratgeber as the content service answers it in the Strapi v4 format: a few articles in German and
 * English (none in Turkish or Arabic, as in the real CMS), their tags with colours and categories.
 */

type FixtureLocale = 'de' | 'en';

interface Taxonomy {
  id: number;
  slug: string;
  name: Record<FixtureLocale, string>;
  color?: string;
}

const articleTags: Taxonomy[] = [
  { id: 1, slug: 'lebenslauf', name: { de: 'Lebenslauf', en: 'CV' }, color: '#B73143' },
  { id: 2, slug: 'gehalt', name: { de: 'Gehalt', en: 'Salary' }, color: '#AD8A1F' },
  { id: 3, slug: 'homeoffice', name: { de: 'Homeoffice', en: 'Working from home' }, color: '#5D6D7E' },
];

const articleCategories: Taxonomy[] = [
  { id: 11, slug: 'bewerbung', name: { de: 'Bewerbung', en: 'Applications' } },
  { id: 12, slug: 'arbeitsrecht', name: { de: 'Arbeit & Recht', en: 'Work & law' } },
];

export interface ArticleFixture {
  id: number;
  documentId: string;
  locale: FixtureLocale;
  title: string;
  slug: string;
  description: string;
  content: string;
  TopArtikel: boolean;
  createdAt: string;
  tags: string[];
  categories: string[];
}

export const articleFixtures: ArticleFixture[] = [
  {
    id: 2,
    documentId: 'cv',
    locale: 'de',
    title: 'Der perfekte Lebenslauf',
    slug: 'der-perfekte-lebenslauf',
    description: 'Wie Ihr Lebenslauf in 30 Sekunden überzeugt.',
    content: '## Übersicht statt Roman\n\nZwei Seiten reichen.\n\n## Lücken erklären\n\nEine Zeile genügt.\n\n### Beispiel\n\nElternzeit.\n\n## Lücken erklären\n\nNoch einmal.',
    TopArtikel: true,
    createdAt: '2026-03-01T09:00:00.000Z',
    tags: ['lebenslauf'],
    categories: ['bewerbung'],
  },
  {
    id: 4,
    documentId: 'cv',
    locale: 'en',
    title: 'The perfect CV',
    slug: 'the-perfect-cv',
    description: 'How your CV convinces in 30 seconds.',
    content: '## Overview, not a novel\n\nTwo pages are enough.',
    TopArtikel: true,
    createdAt: '2026-03-01T09:00:01.000Z',
    tags: ['lebenslauf'],
    categories: ['bewerbung'],
  },
  {
    id: 6,
    documentId: 'salary',
    locale: 'de',
    title: 'Gehalt verhandeln',
    slug: 'gehalt-verhandeln',
    description: 'Auch beim ersten Job.',
    content: '## Vorbereitung\n\nMarktwert kennen.',
    TopArtikel: false,
    createdAt: '2026-03-05T09:00:00.000Z',
    tags: ['gehalt'],
    categories: ['arbeitsrecht'],
  },
  {
    id: 8,
    documentId: 'home-office',
    locale: 'de',
    title: 'Homeoffice: Rechte und Pflichten',
    slug: 'homeoffice-rechte-und-pflichten',
    description: 'Was gilt zu Hause?',
    content: 'Ohne Überschriften.',
    TopArtikel: false,
    createdAt: '2026-03-09T09:00:00.000Z',
    tags: ['homeoffice'],
    categories: ['arbeitsrecht'],
  },
];

function v4Taxonomy(entry: Taxonomy, locale: FixtureLocale) {
  return { id: entry.id, attributes: { name: entry.name[locale], slug: entry.slug, ...(entry.color ? { color: entry.color } : {}), locale } };
}

export function v4Article(article: ArticleFixture) {
  const { id, documentId, tags, categories, locale, ...fields } = article;
  return {
    id,
    documentId,
    attributes: {
      ...fields,
      locale,
      updatedAt: article.createdAt,
      publishedAt: article.createdAt,
      tableOfContents: null,
      image: v4Image(100 + id, `${article.slug}.jpg`, article.title, 1600, 1000),
      tags: { data: articleTags.filter((tag) => tags.includes(tag.slug)).map((tag) => v4Taxonomy(tag, locale)) },
      categories: { data: articleCategories.filter((category) => categories.includes(category.slug)).map((category) => v4Taxonomy(category, locale)) },
      seo: { id: 500 + id, metaTitle: `${article.title} | Ratgeber`, metaDescription: article.description, metaImage: { data: null }, metaSocial: [] },
    },
  };
}

export function v4Taxonomies(kind: 'tags' | 'categories', locale: FixtureLocale) {
  const entries = kind === 'tags' ? articleTags : articleCategories;
  return { data: entries.map((entry) => v4Taxonomy(entry, locale)), meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: entries.length } } };
}

export const advicePageDe = {
  data: {
    id: 1,
    attributes: {
      topArticlesTitle: 'Top-Artikel',
      latestTitle: 'Neueste Artikel',
      allTitle: 'Alle Artikel',
      searchPlaceholder: 'Artikel durchsuchen',
      noResultsText: 'Keine Artikel gefunden.',
      headerSection: {
        id: 9,
        title: 'Ratgeber',
        subtitle: 'Wissen für Ihre Jobsuche',
        description: 'Praktische Tipps aus unserer Beratung.',
        image: v4Image(99, 'ratgeber.jpg', 'Lebenslauf mit Häkchen', 1600, 1000),
      },
      seo: { id: 1, metaTitle: 'Ratgeber | Jobpoint Berlin', metaDescription: 'Tipps zu Bewerbung und Karriere.', metaImage: { data: null }, metaSocial: [] },
    },
  },
  meta: {},
};
