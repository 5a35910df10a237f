import type * as Zod from 'zod';
import type { companyRegistrationFormSchema } from '../forms/company-registration-schema';
import { COMPANY_REGISTRATION_FORM_POPULATE } from '../forms/company-registration-content';
import { SECTION_POPULATE } from '../lib/models/shared';
import type * as SharedSchemas from '../lib/models/shared-schema';
import type { StrapiParamValue } from '../lib/strapi/strapi-query';

/**
 * What a block's schema is made of: zod, an optional text and the schemas of the shared components. The
 * schemas are built from it with the first parse (`block-schemas.ts`), so this module, which the browser's
 * start-up script reaches through the content descriptions, carries no zod (ADR 047).
 */
export type SchemaKit = typeof SharedSchemas & {
  z: typeof Zod;
  text: Zod.ZodOptional<Zod.ZodNullable<Zod.ZodString>>;
  companyRegistrationFormSchema: typeof companyRegistrationFormSchema;
};

/** How a block's field is asked for (`null`: a plain field that Strapi always sends) and how it is read. */
export interface BlockType {
  populate: StrapiParamValue | null;
  schema: (kit: SchemaKit) => Zod.ZodType;
}

/**
 * Every block a page can hold, by the CMS component it comes from (`field.*`: a plain field of the single
 * type). A page's query and its schema are assembled from the blocks its content description lists.
 */
export const BLOCK_TYPES = {
  'field.title': { populate: null, schema: ({ text }) => text },
  'field.subtitle': { populate: null, schema: ({ text }) => text },
  'field.richtext': { populate: null, schema: ({ text }) => text },
  'field.gallery': { populate: true, schema: ({ z, mediaSchema }) => z.array(mediaSchema).nullish() },
  'shared.section': {
    populate: SECTION_POPULATE,
    schema: ({ sectionSchema, buttonListSchema }) => sectionSchema.extend({ buttons: buttonListSchema }),
  },
  'shared.faq-section': { populate: { populate: { items: true } }, schema: ({ faqSectionSchema }) => faqSectionSchema },
  'shared.download': {
    populate: { populate: { file: true } },
    schema: ({ z, text, mediaSchema }) =>
      z.object({ id: z.number().nullish(), title: z.string(), link: text, description: text, file: mediaSchema.nullish() }),
  },
  'shared.fact': {
    populate: true,
    schema: ({ z, text }) => z.object({ id: z.number().nullish(), value: z.string(), label: text }),
  },
  'shared.bullet-list': {
    populate: { populate: { items: true } },
    schema: ({ z, text }) => {
      const bullet = z.object({ id: z.number().nullish(), text: z.string() });
      // An empty bullet left in by the editors is dropped instead of failing the page.
      return z.object({
        title: text,
        items: z
          .array(bullet.nullish().catch(null))
          .nullish()
          .transform((items) => (items ?? []).filter((item): item is Zod.infer<typeof bullet> => Boolean(item?.text.trim()))),
      });
    },
  },
  'shared.address': { populate: true, schema: ({ addressSchema }) => addressSchema },
  'shared.opening-time': { populate: true, schema: ({ openingTimeSchema }) => openingTimeSchema },
  'home.section-one': {
    populate: { populate: { image: true, downloadButton: true, registerButton: true } },
    schema: ({ z, text, mediaSchema, optionalButtonSchema }) =>
      z.object({
        title: text,
        subtitle: text,
        description: text,
        image: mediaSchema.nullish(),
        downloadButton: optionalButtonSchema,
        registerButton: optionalButtonSchema,
      }),
  },
  'home.contact-section': {
    populate: { populate: { image: true } },
    schema: ({ z, text, mediaSchema }) =>
      z.object({ title: text, description: text, email: text, phone: text, image: mediaSchema.nullish() }),
  },
  'home.event-section': {
    populate: { populate: { button: true } },
    schema: ({ z, text, optionalButtonSchema }) => z.object({ title: text, subtitle: text, button: optionalButtonSchema }),
  },
  'home.offers': {
    populate: { populate: { items: { populate: { icon: true, button: true } } } },
    schema: ({ z, text, offerCardSchema, optionalButtonSchema }) =>
      z.object({ title: text, subtitle: text, items: z.array(offerCardSchema.extend({ button: optionalButtonSchema })).nullish() }),
  },
  'home.manual-steps': {
    populate: { populate: { steps: { populate: { image: true } } } },
    schema: ({ z, text, stepSchema }) => z.object({ title: text, subtitle: text, steps: z.array(stepSchema).nullish() }),
  },
  'home.job-dating': {
    populate: { populate: { entries: true, button: true } },
    schema: ({ z, text, optionalButtonSchema }) =>
      z.object({
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
  },
  'home.timeline-section': {
    populate: { populate: { items: { populate: { image: true } }, loginButton: true, policyButton: true } },
    schema: ({ z, text, timelineEventSchema, optionalButtonSchema }) =>
      z.object({
        title: text,
        description: text,
        startYear: z.number().nullish(),
        items: z.array(timelineEventSchema).nullish(),
        loginButton: optionalButtonSchema,
        policyButton: optionalButtonSchema,
      }),
  },
  'forms.company-registration': {
    populate: COMPANY_REGISTRATION_FORM_POPULATE,
    schema: ({ companyRegistrationFormSchema }) => companyRegistrationFormSchema,
  },
  'shop.location': {
    populate: { populate: { phoneNumbers: true, image: true } },
    schema: ({ z, text, mediaSchema }) =>
      z.object({
        title: text,
        phoneNumbers: z.array(z.object({ id: z.number().nullish(), number: z.string(), language: text })).nullish(),
        openingDays: text,
        openingTimes: text,
        description: text,
        image: mediaSchema.nullish(),
      }),
  },
  'shared.online-consultation': {
    populate: { populate: { button: true } },
    /** A video consultation held every `intervalWeeks` weeks from `initialDate`, `fromTime` to `toTime`. */
    schema: ({ z, text, optionalButtonSchema }) =>
      z.object({
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
  },
  'beratung.limits': {
    populate: { populate: { pageHeader: SECTION_POPULATE, limits: { populate: { icon: true, button: true } } } },
    schema: ({ z, text, sectionSchema, buttonListSchema, offerCardSchema, optionalButtonSchema }) =>
      z.object({
        title: text,
        subtitle: text,
        mapTitle: text,
        pageHeader: sectionSchema.extend({ buttons: buttonListSchema }).nullish(),
        limits: z.array(offerCardSchema.extend({ button: optionalButtonSchema })).nullish(),
      }),
  },
} satisfies Record<string, BlockType>;

export type BlockName = keyof typeof BLOCK_TYPES;

/** A block's content as its schema reads it. */
export type BlockSchema<Name extends BlockName> = ReturnType<(typeof BLOCK_TYPES)[Name]['schema']>;

export type BlockData<Name extends BlockName> = NonNullable<Zod.infer<BlockSchema<Name>>>;
