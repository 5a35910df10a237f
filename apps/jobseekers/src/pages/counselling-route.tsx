import { definePage } from '@jobpoint/app-shell';
import { ContentPage, loadContentPage, pageAddress, selectContentPageSeo } from '@jobpoint/content-pages';
import { CounsellingEvents, eventSearchFromQuery, loadCounsellingEvents } from '@jobpoint/events';
import { localDateString } from '@jobpoint/i18n';

const SINGLE_TYPE = 'home';

/**
 * /beratung: the counselling overview's content blocks (header, offers, meeting hours, limits), then its
 * events: highlights, the finder and the current and previous events, whose search lives in the URL.
 */
export default definePage({
  load: async ({ request, store, locale }) => {
    const today = localDateString();
    const url = new URL(request.url);
    const search = eventSearchFromQuery(url.searchParams);
    const [content] = await Promise.all([
      loadContentPage(store, { singleType: SINGLE_TYPE, locale, today, address: pageAddress(url) }),
      loadCounsellingEvents(store.dispatch, { locale, today, search }),
    ]);
    return { content, events: { locale, today, search } };
  },
  seo: ({ content }, store) => selectContentPageSeo(store.getState(), content),
  Component: ({ data }) => (
    <>
      <ContentPage data={data.content} />
      <CounsellingEvents data={data.events} />
    </>
  ),
});
