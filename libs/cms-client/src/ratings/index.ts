export * from './rating-content';
export * from './get-ratings';
export * from './get-rating-block';
