import * as z from 'zod';
import { companyRegistrationFormSchema } from '../forms/company-registration-schema';
import {
  addressSchema,
  buttonListSchema,
  faqSectionSchema,
  mediaSchema,
  offerCardSchema,
  openingTimeSchema,
  optionalButtonSchema,
  sectionSchema,
  stepSchema,
  timelineEventSchema,
} from '../lib/models/shared-schema';
import type { BlockName } from './block-types';

const text = z.string().nullish();

const bullet = z.object({ id: z.number().nullish(), text: z.string() });

/**
 * How each block's content is read, by the name its populate tree has in `BLOCK_POPULATE`; a block
 * missing here, or one that table does not have, is a type error. Loaded with the first parse (ADR 047).
 */
export const BLOCK_SCHEMAS = {
  'field.title': text,
  'field.subtitle': text,
  'field.richtext': text,
  'field.gallery': z.array(mediaSchema).nullish(),
  'shared.section': sectionSchema.extend({ buttons: buttonListSchema }),
  'shared.faq-section': faqSectionSchema,
  'shared.download': z.object({ id: z.number().nullish(), title: z.string(), link: text, description: text, file: mediaSchema.nullish() }),
  'shared.fact': z.object({ id: z.number().nullish(), value: z.string(), label: text }),
  // An empty bullet left in by the editors is dropped instead of failing the page.
  'shared.bullet-list': z.object({
    title: text,
    items: z
      .array(bullet.nullish().catch(null))
      .nullish()
      .transform((items) => (items ?? []).filter((item): item is z.infer<typeof bullet> => Boolean(item?.text.trim()))),
  }),
  'shared.address': addressSchema,
  'shared.opening-time': openingTimeSchema,
  'home.section-one': z.object({
    title: text,
    subtitle: text,
    description: text,
    image: mediaSchema.nullish(),
    downloadButton: optionalButtonSchema,
    registerButton: optionalButtonSchema,
  }),
  'home.contact-section': z.object({ title: text, description: text, email: text, phone: text, image: mediaSchema.nullish() }),
  'home.event-section': z.object({ title: text, subtitle: text, button: optionalButtonSchema }),
  'home.offers': z.object({ title: text, subtitle: text, items: z.array(offerCardSchema.extend({ button: optionalButtonSchema })).nullish() }),
  'home.manual-steps': z.object({ title: text, subtitle: text, steps: z.array(stepSchema).nullish() }),
  'home.job-dating': z.object({
    title: text,
    description: text,
    entries: z
      .array(
        z.object({
          id: z.number().nullish(),
          title: z.string(),
          description: text,
          /** A calendar date, `YYYY-MM-DD`. */
          date: text,
        }),
      )
      .nullish(),
    button: optionalButtonSchema,
  }),
  'home.timeline-section': z.object({
    title: text,
    description: text,
    startYear: z.number().nullish(),
    items: z.array(timelineEventSchema).nullish(),
    loginButton: optionalButtonSchema,
    policyButton: optionalButtonSchema,
  }),
  'forms.company-registration': companyRegistrationFormSchema,
  'shop.location': z.object({
    title: text,
    phoneNumbers: z.array(z.object({ id: z.number().nullish(), number: z.string(), language: text })).nullish(),
    openingDays: text,
    openingTimes: text,
    description: text,
    image: mediaSchema.nullish(),
  }),
  /** A video consultation held every `intervalWeeks` weeks from `initialDate`, `fromTime` to `toTime`. */
  'shared.online-consultation': z.object({
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
  }),
  'beratung.limits': z.object({
    title: text,
    subtitle: text,
    mapTitle: text,
    pageHeader: sectionSchema.extend({ buttons: buttonListSchema }).nullish(),
    limits: z.array(offerCardSchema.extend({ button: optionalButtonSchema })).nullish(),
  }),
} satisfies { [Name in BlockName]: z.ZodType };

/** A block's content as its schema reads it. */
export type BlockSchema<Name extends BlockName> = (typeof BLOCK_SCHEMAS)[Name];

export type BlockData<Name extends BlockName> = NonNullable<z.infer<BlockSchema<Name>>>;
