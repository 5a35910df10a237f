export * from './lib/i18n/advice-resources';
export * from './lib/search/advice-search';
export * from './lib/toc/table-of-contents';
export * from './lib/json-ld/blog-posting';
export * from './lib/data/load-advice';
export * from './lib/components/advice-page';
export * from './lib/components/article-page';
