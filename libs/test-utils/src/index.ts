export * from './cms';
export * from './render';
export * from './jobs';
export * from './home';
export * from './search';
export * from './job-board';
export * from './pages';
export * from './structured-data';
