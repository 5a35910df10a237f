import * as z from 'zod';
import {
  mediaSchema,
  offerCardSchema,
  optionalButtonSchema,
  stepSchema,
  timelineEventSchema,
} from '../lib/models/shared-schema';

const text = z.string().nullish();

export const sectionOneSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  image: mediaSchema.nullish(),
  downloadButton: optionalButtonSchema,
  registerButton: optionalButtonSchema,
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
  button: optionalButtonSchema,
});
export type EventSection = z.infer<typeof eventSectionSchema>;

export const offersSchema = z.object({
  title: text,
  subtitle: text,
  items: z.array(offerCardSchema.extend({ button: optionalButtonSchema })).nullish(),
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
  button: optionalButtonSchema,
});
export type JobDating = z.infer<typeof jobDatingSchema>;

export const timelineSectionSchema = z.object({
  title: text,
  description: text,
  startYear: z.number().nullish(),
  items: z.array(timelineEventSchema).nullish(),
  loginButton: optionalButtonSchema,
  policyButton: optionalButtonSchema,
});
export type TimelineSection = z.infer<typeof timelineSectionSchema>;
