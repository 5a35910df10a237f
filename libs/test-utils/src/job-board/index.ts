export * from './job-board-fixtures';
export * from './job-board-handlers';
