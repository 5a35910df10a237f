export { NewsletterPage } from './lib/components/newsletter-page';
export { MiniNewsletter } from './lib/components/mini-newsletter';
export { NewsletterForm, type NewsletterFormTexts } from './lib/components/newsletter-form';
export { loadNewsletterPage, loadMiniNewsletter, selectNewsletterSeo } from './lib/data/load-newsletter';
export { newsletterResources } from './lib/i18n/newsletter-resources';
export { canSubmit, signupReducer, type SignupStatus, type SignupValues } from './lib/signup/signup-state';
export { useNewsletterSignup } from './lib/signup/use-newsletter-signup';
