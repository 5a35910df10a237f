export * from './subscribe-newsletter';
export * from './subscribe-job-alert';
export * from './register-for-event';
export * from './register-company';
export * from './verify-captcha';
