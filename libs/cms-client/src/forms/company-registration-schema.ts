import * as z from 'zod';

const text = z.string().nullish();

/** One of the organisation's locations the company can tick (a `shared.bullet` in the CMS). */
const locationSchema = z.object({ id: z.number().nullish(), text: z.string() });
export type CompanyRegistrationLocation = z.infer<typeof locationSchema>;

/**
 * The texts and locations of the company registration form (CMS component `forms.company-registration`).
 * Every label may be left empty by the editors; the form then uses its own text. A location without a
 * name cannot be ticked meaningfully, so it is dropped instead of failing the page.
 */
export const companyRegistrationFormSchema = z.object({
  title: text,
  companyNameLabel: text,
  contactPartnerLabel: text,
  emailLabel: text,
  phoneLabel: text,
  noteLabel: text,
  sendButton: text,
  locationTitle: text,
  locations: z
    .array(locationSchema.nullish().catch(null))
    .nullish()
    .transform((locations) =>
      (locations ?? []).filter((location): location is CompanyRegistrationLocation => Boolean(location?.text.trim())),
    ),
});
export type CompanyRegistrationFormContent = z.infer<typeof companyRegistrationFormSchema>;
