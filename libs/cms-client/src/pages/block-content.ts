import * as z from 'zod';
import { COMPANY_REGISTRATION_FORM_POPULATE, companyRegistrationFormSchema } from '../forms/company-registration-content';
import {
  contactSectionSchema,
  eventSectionSchema,
  jobDatingSchema,
  manualStepsSchema,
  offersSchema,
  sectionOneSchema,
  timelineSectionSchema,
} from '../home/home-page-content';
import {
  addressSchema,
  type CmsButton,
  faqSectionSchema,
  mediaSchema,
  offerCardSchema,
  optionalButtonSchema,
  SECTION_POPULATE,
  sectionSchema,
} from '../lib/models/shared';
import type { StrapiParamValue } from '../lib/strapi/strapi-query';

const text = z.string().nullish();

/** An empty button component left in by the editors is dropped instead of failing the page. */
const buttonList = z
  .array(optionalButtonSchema)
  .nullish()
  .transform((buttons) => (buttons ?? []).filter((button): button is CmsButton => button != null));

const bulletSchema = z.object({ id: z.number().nullish(), text: z.string() });

/** An empty bullet left in by the editors is dropped instead of failing the page. */
export const bulletListSchema = z.object({
  title: text,
  items: z
    .array(bulletSchema.nullish().catch(null))
    .nullish()
    .transform((items) => (items ?? []).filter((item): item is z.infer<typeof bulletSchema> => Boolean(item?.text.trim()))),
});
export const downloadSchema = z.object({
  id: z.number().nullish(),
  title: z.string(),
  link: text,
  description: text,
  file: mediaSchema.nullish(),
});
export const factSchema = z.object({ id: z.number().nullish(), value: z.string(), label: text });
export const openingTimeSchema = z.object({ id: z.number().nullish(), day: z.string(), time: text });
export const shopLocationSchema = z.object({
  title: text,
  phoneNumbers: z.array(z.object({ id: z.number().nullish(), number: z.string(), language: text })).nullish(),
  openingDays: text,
  openingTimes: text,
  description: text,
  image: mediaSchema.nullish(),
});
export const limitsSchema = z.object({
  title: text,
  subtitle: text,
  mapTitle: text,
  pageHeader: sectionSchema.extend({ buttons: buttonList }).nullish(),
  limits: z.array(offerCardSchema.extend({ button: optionalButtonSchema })).nullish(),
});

/** A video consultation held every `intervalWeeks` weeks from `initialDate`, `fromTime` to `toTime`. */
export const onlineConsultationSchema = z.object({
  title: text,
  /** The editors' words for when it is held, e.g. "Mittwoch" and "10–12 Uhr". */
  days: text,
  time: text,
  /** `YYYY-MM-DD`: the first meeting. */
  initialDate: text,
  intervalWeeks: z.number().int().nullish(),
  fromTime: text,
  toTime: text,
  button: optionalButtonSchema,
});

interface BlockContent {
  schema: z.ZodType;
  /** How the block's field is populated; `null` for a plain field that Strapi always sends. */
  populate: StrapiParamValue;
}

/**
 * The content of every block a page can hold, by the CMS component it comes from (`field.*`: a plain
 * field of the single type). The populate tree of each is defined here, next to its schema, so a page's
 * query is assembled from the blocks it lists.
 */
export const BLOCK_CONTENT = {
  'field.title': { schema: text, populate: null },
  'field.subtitle': { schema: text, populate: null },
  'field.richtext': { schema: text, populate: null },
  'field.gallery': { schema: z.array(mediaSchema).nullish(), populate: true },
  'shared.section': { schema: sectionSchema.extend({ buttons: buttonList }), populate: SECTION_POPULATE },
  'shared.faq-section': { schema: faqSectionSchema, populate: { populate: { items: true } } },
  'shared.download': { schema: downloadSchema, populate: { populate: { file: true } } },
  'shared.fact': { schema: factSchema, populate: true },
  'shared.bullet-list': { schema: bulletListSchema, populate: { populate: { items: true } } },
  'shared.address': { schema: addressSchema, populate: true },
  'shared.opening-time': { schema: openingTimeSchema, populate: true },
  'home.section-one': { schema: sectionOneSchema, populate: { populate: { image: true, downloadButton: true, registerButton: true } } },
  'home.contact-section': { schema: contactSectionSchema, populate: { populate: { image: true } } },
  'home.event-section': { schema: eventSectionSchema, populate: { populate: { button: true } } },
  'home.offers': { schema: offersSchema, populate: { populate: { items: { populate: { icon: true, button: true } } } } },
  'home.manual-steps': { schema: manualStepsSchema, populate: { populate: { steps: { populate: { image: true } } } } },
  'home.job-dating': { schema: jobDatingSchema, populate: { populate: { entries: true, button: true } } },
  'home.timeline-section': {
    schema: timelineSectionSchema,
    populate: { populate: { items: { populate: { image: true } }, loginButton: true, policyButton: true } },
  },
  'forms.company-registration': { schema: companyRegistrationFormSchema, populate: COMPANY_REGISTRATION_FORM_POPULATE },
  'shop.location': { schema: shopLocationSchema, populate: { populate: { phoneNumbers: true, image: true } } },
  'shared.online-consultation': { schema: onlineConsultationSchema, populate: { populate: { button: true } } },
  'beratung.limits': {
    schema: limitsSchema,
    populate: { populate: { pageHeader: SECTION_POPULATE, limits: { populate: { icon: true, button: true } } } },
  },
} satisfies Record<string, BlockContent>;

export type BlockName = keyof typeof BLOCK_CONTENT;

export type BlockData<Name extends BlockName> = NonNullable<z.infer<(typeof BLOCK_CONTENT)[Name]['schema']>>;
