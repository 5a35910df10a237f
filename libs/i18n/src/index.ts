export * from './lib/locales';
export * from './lib/localized-slugs';
export * from './lib/create-i18n';
export * from './lib/dates';
export * from './lib/define-namespace';
export * from './lib/escape-html';
export * from './lib/mail-resources';
export * from './lib/mail-translator';
