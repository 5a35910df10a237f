import type { PageModule } from '@jobpoint/app-shell';
import { redirectToLatestEvent } from '@jobpoint/events';
import { localDateString } from '@jobpoint/i18n';
import { selectLocale } from '@jobpoint/store';

/** /veranstaltungen/latest: no page of its own, a redirect to the next event's page. */
const latestEvent: PageModule = ({ store }) => ({
  loader: ({ request }) =>
    redirectToLatestEvent(store.dispatch, { locale: selectLocale(store.getState()), today: localDateString(), url: new URL(request.url) }),
});

export default latestEvent;
