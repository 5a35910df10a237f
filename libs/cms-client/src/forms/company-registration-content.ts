export type { CompanyRegistrationFormContent, CompanyRegistrationLocation } from './company-registration-schema';

/** Populate tree of the component, for the query of the page that holds it. */
export const COMPANY_REGISTRATION_FORM_POPULATE = { populate: { locations: true } } as const;
