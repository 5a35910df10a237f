import * as z from 'zod';
import { companyRegistrationFormSchema } from '../forms/company-registration-schema';
import {
  contactSectionSchema,
  eventSectionSchema,
  jobDatingSchema,
  manualStepsSchema,
  offersSchema,
  sectionOneSchema,
  timelineSectionSchema,
} from '../home/home-page-schema';
import {
  addressSchema,
  type CmsButton,
  faqSectionSchema,
  mediaSchema,
  offerCardSchema,
  optionalButtonSchema,
  sectionSchema,
} from '../lib/models/shared-schema';
import type { BlockName } from './block-content';

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

/** The content of every block a page can hold, by the CMS component it comes from (see `BLOCK_POPULATE`). */
export const BLOCK_SCHEMAS = {
  'field.title': text,
  'field.subtitle': text,
  'field.richtext': text,
  'field.gallery': z.array(mediaSchema).nullish(),
  'shared.section': sectionSchema.extend({ buttons: buttonList }),
  'shared.faq-section': faqSectionSchema,
  'shared.download': downloadSchema,
  'shared.fact': factSchema,
  'shared.bullet-list': bulletListSchema,
  'shared.address': addressSchema,
  'shared.opening-time': openingTimeSchema,
  'home.section-one': sectionOneSchema,
  'home.contact-section': contactSectionSchema,
  'home.event-section': eventSectionSchema,
  'home.offers': offersSchema,
  'home.manual-steps': manualStepsSchema,
  'home.job-dating': jobDatingSchema,
  'home.timeline-section': timelineSectionSchema,
  'forms.company-registration': companyRegistrationFormSchema,
  'shop.location': shopLocationSchema,
  'shared.online-consultation': onlineConsultationSchema,
  'beratung.limits': limitsSchema,
} satisfies Record<BlockName, z.ZodType>;

export type BlockData<Name extends BlockName> = NonNullable<z.infer<(typeof BLOCK_SCHEMAS)[Name]>>;
