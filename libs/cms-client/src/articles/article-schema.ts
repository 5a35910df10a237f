import * as z from 'zod';
import { localizationsSchema } from '../lib/models/localizations-schema';
import { mediaSchema, sectionSchema, seoSchema } from '../lib/models/shared-schema';

const text = z.string().nullish();

/** A tag of the Ratgeber (CMS collection `tag`): its colour is a `#RRGGBB` value the editors choose. */
const articleTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  color: text,
});
export type ArticleTag = z.infer<typeof articleTagSchema>;

/** A category of the Ratgeber (CMS collection `category`). */
const articleCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

/**
 * Entries the editors left without a slug or name cannot be linked or filtered by; a list drops them
 * instead of failing as a whole.
 */
function listOf<Schema extends z.ZodType>(schema: Schema) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [parsed.data as z.infer<Schema>] : [];
      }),
    );
}

export const articleTagListSchema = listOf(articleTagSchema);
export const articleCategoryListSchema = listOf(articleCategorySchema);

/** What an article card shows (CMS collection `article`, field names as there). */
const articleSummarySchema = z.object({
  id: z.number(),
  documentId: text,
  title: z.string(),
  slug: z.string().min(1),
  description: text,
  TopArtikel: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  createdAt: z.string(),
  updatedAt: text,
  publishedAt: text,
  locale: text,
  image: mediaSchema.nullish(),
  tags: articleTagListSchema,
  categories: articleCategoryListSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSummaryListSchema = listOf(articleSummarySchema);

/** An article's page: the card's fields, its rich content and its SEO block. */
export const articleSchema = articleSummarySchema.extend({
  content: text,
  /** The editors' own table of contents; the page builds its own from the content's headings. */
  tableOfContents: text,
  seo: seoSchema.nullish(),
  /** The article in the other language: the page's address in each (ADR 086). */
  localizations: localizationsSchema,
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = listOf(articleSchema);

/** The Ratgeber's own texts (CMS single type `ratgeber`). */
export const advicePageSchema = z.object({
  seo: seoSchema.nullish(),
  headerSection: sectionSchema.nullish(),
  topArticlesTitle: text,
  latestTitle: text,
  allTitle: text,
  searchPlaceholder: text,
  noResultsText: text,
});
export type AdvicePage = z.infer<typeof advicePageSchema>;
