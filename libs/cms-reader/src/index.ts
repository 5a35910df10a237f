export * from './lib/cms-reader';
