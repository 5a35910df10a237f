export * from './job-board-content';
export * from './get-job-board-page';
export * from './get-job-detail-labels';
export * from './get-bookmarks-page';
