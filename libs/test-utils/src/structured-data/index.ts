export * from './expect-valid-structured-data';
