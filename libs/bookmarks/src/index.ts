export * from './lib/state/bookmark-storage';
export * from './lib/state/bookmarks-slice';
export * from './lib/state/persist-bookmarks';
export * from './lib/hooks/use-bookmarks';
export * from './lib/components/bookmark-toggle';
export * from './lib/components/bookmarks-page';
export * from './lib/data/load-bookmarks-page';
export * from './lib/i18n/bookmarks-resources';
