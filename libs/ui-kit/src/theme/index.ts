export * from './tokens';
export * from './contrast';
export * from './create-site-system';
