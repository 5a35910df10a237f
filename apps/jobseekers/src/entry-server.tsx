import {
  renderPage,
  type RenderEnvironment,
  type RenderInput,
  type ServerAppDefinition,
} from '@jobpoint/app-shell/server';
import { ADVICE_NAMESPACE, adviceResources } from '@jobpoint/advice';
import { bookmarksResources } from '@jobpoint/bookmarks';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '@jobpoint/content-pages';
import { EVENTS_NAMESPACE, eventsResources } from '@jobpoint/events';
import { JOB_ALERT_NAMESPACE, JOB_ALERT_PAGES_NAMESPACE, jobAlertPagesResources, jobAlertResources, jobBoardResources } from '@jobpoint/job-board';
import { layoutResources } from '@jobpoint/layout';
import { newsletterResources } from '@jobpoint/newsletter';
import { searchResources } from '@jobpoint/search';
import { jobseekersApp } from './app';

const app: ServerAppDefinition = {
  ...jobseekersApp,
  namespaces: {
    layout: layoutResources,
    [CONTENT_PAGE_NAMESPACE]: contentPageResources,
    search: searchResources,
    newsletter: newsletterResources,
    jobBoard: jobBoardResources,
    [JOB_ALERT_NAMESPACE]: jobAlertResources,
    [JOB_ALERT_PAGES_NAMESPACE]: jobAlertPagesResources,
    bookmarks: bookmarksResources,
    [ADVICE_NAMESPACE]: adviceResources,
    [EVENTS_NAMESPACE]: eventsResources,
  },
};

/** The gateway's entry into this app: one server-rendered page per request. */
export function render(env: RenderEnvironment, input: RenderInput) {
  return renderPage(app, env, input);
}
