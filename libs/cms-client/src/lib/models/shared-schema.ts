import * as z from 'zod';

/**
 * The shared components of the content model (category `shared` in the CMS). Every field may be empty
 * in the CMS, so everything the editors can leave out is optional here; unknown fields are dropped.
 */
const text = z.string().nullish();

/** A list the editors may leave empty or absent: always an array here. */
export function arrayOrEmpty<Item extends z.ZodType>(item: Item) {
  return z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
}

const mediaFormatSchema = z.object({
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

export const mediaSchema = z.object({
  id: z.number().nullish(),
  url: z.string(),
  name: text,
  alternativeText: text,
  width: z.number().nullish(),
  height: z.number().nullish(),
  mime: text,
  formats: z.record(z.string(), mediaFormatSchema).nullish(),
});
export type Media = z.infer<typeof mediaSchema>;

const buttonSchema = z.object({
  id: z.number().nullish(),
  text: z.string(),
  url: z.string(),
  type: z.enum(['primary', 'secondary', 'outline']).nullish(),
  active: z.boolean().nullish().transform((value) => value ?? true),
  disableAt: text,
});
export type CmsButton = z.infer<typeof buttonSchema>;

/**
 * A button the editors may leave out. Editors often add a button component and leave it empty; such a
 * button is dropped (`null`) instead of failing the whole page.
 */
export const optionalButtonSchema = buttonSchema.nullish().catch(null);

/** A list of buttons; an empty button component left in by the editors is dropped instead of failing the page. */
export const buttonListSchema = z
  .array(optionalButtonSchema)
  .nullish()
  .transform((buttons) => (buttons ?? []).filter((button): button is CmsButton => button != null));

const metaSocialSchema = z.object({
  socialNetwork: z.string().transform((value) => value.toLowerCase()),
  title: text,
  description: text,
  image: mediaSchema.nullish(),
});

export const seoSchema = z.object({
  metaTitle: z.string(),
  metaDescription: text,
  metaImage: mediaSchema.nullish(),
  canonicalUrl: text,
  metaViewport: text,
  metaRobots: text,
  metaSocial: z.array(metaSocialSchema).nullish(),
});
export type Seo = z.infer<typeof seoSchema>;

export const sectionSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  image: mediaSchema.nullish(),
  buttons: z.array(buttonSchema).nullish(),
});
export type Section = z.infer<typeof sectionSchema>;

const faqItemSchema = z.object({ id: z.number().nullish(), question: z.string(), answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSectionSchema = z.object({
  title: text,
  subtitle: text,
  items: z.array(faqItemSchema).nullish(),
});
export type FaqSection = z.infer<typeof faqSectionSchema>;

export const offerCardSchema = z.object({
  id: z.number().nullish(),
  title: z.string(),
  description: text,
  icon: mediaSchema.nullish(),
  button: buttonSchema.nullish(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const timelineEventSchema = z.object({
  id: z.number().nullish(),
  year: z.number().nullish().transform((value) => value ?? 0),
  title: z.string(),
  description: text,
  image: mediaSchema.nullish(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const stepSchema = z.object({
  id: z.number().nullish(),
  title: z.string(),
  description: text,
  image: mediaSchema.nullish(),
});
export type Step = z.infer<typeof stepSchema>;

export const addressSchema = z.object({
  name: text,
  street: text,
  streetNumber: text,
  postCode: text,
  city: text,
  phone: text,
  email: text,
});
export type Address = z.infer<typeof addressSchema>;

/** Component `shared.opening-time`: a day (or days) and the hours. */
export const openingTimeSchema = z.object({ id: z.number().nullish(), day: z.string(), time: text });
