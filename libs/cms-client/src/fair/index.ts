export * from './fair-content';
export * from './get-fair-content';
