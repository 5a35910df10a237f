export * from './block-types';
export type { BlockData, BlockSchema } from './block-schemas';
export * from './single-type-description';
export * from './single-type';
export * from './content-descriptions';
export * from './editor-page-blocks';
export * from './editor-page';
