export * from './article-content';
export * from './article-queries';
export * from './get-articles';
