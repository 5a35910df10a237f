export * from './lib/locales';
export * from './lib/create-i18n';
