export * from './get-newsletter-page';
export * from './get-mini-newsletter';
