export * from './cms';
export * from './render';
