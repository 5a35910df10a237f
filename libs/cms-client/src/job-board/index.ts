export * from './job-board-content';
export type { BookmarksPage, JobBoardPage, JobBoardSearchConfig, JobDetailLabels } from './job-board-schema';
export * from './get-job-board-page';
export * from './get-job-detail-labels';
export * from './get-bookmarks-page';
