import { ADVICE_NAMESPACE, adviceResources } from '@jobpoint/advice';
import type { AppDefinition } from '@jobpoint/app-shell';
import { bookmarksResources } from '@jobpoint/bookmarks';
import { homeResources } from '@jobpoint/content-pages';
import { EVENTS_NAMESPACE, eventsResources } from '@jobpoint/events';
import { jobBoardResources } from '@jobpoint/job-board';
import { layoutResources } from '@jobpoint/layout';
import { newsletterResources } from '@jobpoint/newsletter';
import { searchResources } from '@jobpoint/search';
import { createRoutes } from './routes';

export const jobseekersApp: AppDefinition = {
  app: 'jobseekers',
  createRoutes,
  namespaces: {
    layout: layoutResources,
    home: homeResources,
    search: searchResources,
    newsletter: newsletterResources,
    jobBoard: jobBoardResources,
    bookmarks: bookmarksResources,
    [ADVICE_NAMESPACE]: adviceResources,
    [EVENTS_NAMESPACE]: eventsResources,
  },
};
