export * from './static-region';
export * from './on-demand';
export * from './use-hydrated';
export * from './carried-values';
export * from './code-on-approach';
export * from './submit-button';
export * from './early-press';
