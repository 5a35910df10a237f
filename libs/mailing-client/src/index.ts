export * from './lib/mailing-api';
export * from './lib/submission-schemas';
export * from './lib/captcha';
export * from './submissions';
