import * as z from 'zod';
import {
  buttonSchema,
  type CmsButton,
  faqSectionSchema,
  mediaSchema,
  offerCardSchema,
  SECTION_POPULATE,
  sectionSchema,
  SEO_POPULATE,
  seoSchema,
  stepSchema,
  timelineEventSchema,
} from '../lib/models/shared';

const text = z.string().nullish();

/**
 * Editors often add a button component and leave it empty; such a button is left out instead of failing
 * the whole page.
 */
const optionalButton = buttonSchema.nullish().catch(null);

const buttonList = z
  .array(optionalButton)
  .nullish()
  .transform((buttons) => (buttons ?? []).filter((button): button is CmsButton => button != null));

const homeSectionSchema = sectionSchema.extend({ buttons: buttonList });
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const sectionOneSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  image: mediaSchema.nullish(),
  downloadButton: optionalButton,
  registerButton: optionalButton,
});
export type SectionOne = z.infer<typeof sectionOneSchema>;

export const contactSectionSchema = z.object({
  title: text,
  description: text,
  email: text,
  phone: text,
  image: mediaSchema.nullish(),
});
export type ContactSection = z.infer<typeof contactSectionSchema>;

export const eventSectionSchema = z.object({
  title: text,
  subtitle: text,
  button: optionalButton,
});
export type EventSection = z.infer<typeof eventSectionSchema>;

export const offersSchema = z.object({
  title: text,
  subtitle: text,
  items: z.array(offerCardSchema.extend({ button: optionalButton })).nullish(),
});
export type Offers = z.infer<typeof offersSchema>;

export const manualStepsSchema = z.object({
  title: text,
  subtitle: text,
  steps: z.array(stepSchema).nullish(),
});
export type ManualSteps = z.infer<typeof manualStepsSchema>;

export const jobDatingEntrySchema = z.object({
  id: z.number().nullish(),
  title: z.string(),
  description: text,
  /** A calendar date, `YYYY-MM-DD`. */
  date: text,
});
export type JobDatingEntry = z.infer<typeof jobDatingEntrySchema>;

export const jobDatingSchema = z.object({
  title: text,
  description: text,
  entries: z.array(jobDatingEntrySchema).nullish(),
  button: optionalButton,
});
export type JobDating = z.infer<typeof jobDatingSchema>;

export const timelineSectionSchema = z.object({
  title: text,
  description: text,
  startYear: z.number().nullish(),
  items: z.array(timelineEventSchema).nullish(),
  loginButton: optionalButton,
  policyButton: optionalButton,
});
export type TimelineSection = z.infer<typeof timelineSectionSchema>;

export const registrationFormSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  infoText: text,
  btnText: text,
  backgroundImage: mediaSchema.nullish(),
  // Free JSON in the CMS; the form that uses it gives it a shape.
  placeholders: z.unknown(),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** The job-seeker (`arbeitssuchende`) and employer (`arbeitgebende`) home single types share this shape. */
export const homePageContentSchema = z.object({
  seo: seoSchema.nullish(),
  headerSection: homeSectionSchema.nullish(),
  sectionOne: sectionOneSchema.nullish(),
  sectionThree: homeSectionSchema.nullish(),
  sectionFour: contactSectionSchema.nullish(),
  faq: faqSectionSchema.nullish(),
  eventSection: eventSectionSchema.nullish(),
  offers: offersSchema.nullish(),
  manualSteps: manualStepsSchema.nullish(),
  jobDating: jobDatingSchema.nullish(),
  timeline: timelineSectionSchema.nullish(),
  registrationForm: registrationFormSchema.nullish(),
});
export type HomePageContent = z.infer<typeof homePageContentSchema>;

/**
 * Everything the home page shows, in one request: each block with its media, buttons and items. Kept next
 * to the query so that a new field is added in one place.
 */
export const HOME_PAGE_POPULATE = {
  seo: SEO_POPULATE,
  headerSection: SECTION_POPULATE,
  sectionOne: { populate: { image: true, downloadButton: true, registerButton: true } },
  sectionThree: SECTION_POPULATE,
  sectionFour: { populate: { image: true } },
  faq: { populate: { items: true } },
  eventSection: { populate: { button: true } },
  offers: { populate: { items: { populate: { icon: true, button: true } } } },
  manualSteps: { populate: { steps: { populate: { image: true } } } },
  jobDating: { populate: { entries: true, button: true } },
  timeline: { populate: { items: { populate: { image: true } }, loginButton: true, policyButton: true } },
  registrationForm: { populate: { backgroundImage: true } },
} as const;
