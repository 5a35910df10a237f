export * from './lib/mailing-api';
export * from './lib/submission-limits';
export * from './lib/gateway-rules';
export type {
  CaptchaScore,
  CaptchaVerification,
  CompanyRegistration,
  EventRegistration,
  JobAlertSubscription,
  NewsletterSubscription,
  SubmissionProblem,
  SubmissionReceipt,
  ValidCompanyRegistration,
  ValidEventRegistration,
  ValidNewsletterSubscription,
} from './lib/submission-schemas';
// The gateway validates every submission with these on the server. A browser build leaves them out:
// nothing there uses them (forms check a field with `meetsGatewayRule`), and the package is free of side
// effects.
export {
  captchaVerificationSchema,
  companyRegistrationSchema,
  eventRegistrationSchema,
  fieldErrors,
  jobAlertSubscriptionSchema,
  newsletterSubscriptionSchema,
} from './lib/submission-schemas';
export * from './lib/captcha';
export * from './submissions';
export * from './job-alerts';
