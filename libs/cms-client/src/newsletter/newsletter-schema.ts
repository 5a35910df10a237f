import * as z from 'zod';
import { seoSchema } from '../lib/models/shared-schema';

const text = z.string().nullish();

/** The footer's newsletter box; `privacyText` is the consent text, in Markdown. */
export const miniNewsletterSchema = z.object({
  title: text,
  fieldLabel: text,
  placeholder: text,
  privacyText: text,
  sendButtonText: text,
  successText: text,
  errorText: text,
});
export type MiniNewsletterContent = z.infer<typeof miniNewsletterSchema>;

/** The signup block of the newsletter page; `checkboxText` is the consent text, in Markdown. */
const newsletterBlockSchema = z.object({
  title: text,
  subtitle: text,
  btnText: text,
  placeholder: text,
  checkboxText: text,
});
export type NewsletterBlock = z.infer<typeof newsletterBlockSchema>;

export const newsletterPageSchema = z.object({
  seo: seoSchema.nullish(),
  newsletter: newsletterBlockSchema.nullish(),
});
export type NewsletterPageContent = z.infer<typeof newsletterPageSchema>;
