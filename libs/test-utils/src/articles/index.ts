export * from './article-fixtures';
export * from './article-handlers';
