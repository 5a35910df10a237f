export * from './lib/mask-personal-data';
