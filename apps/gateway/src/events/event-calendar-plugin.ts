import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findEvent, toStrapiQueryString, type CmsRequest } from '@jobpoint/cms-client';
import { EVENT_CALENDAR_ROUTE, eventIcs, icsFileName } from '@jobpoint/events/ics';
import { LOCALE_COOKIE, resolveLocale } from '@jobpoint/i18n';
import { pagePath } from '@jobpoint/site-routes';
import type { GatewayConfig } from '../lib/config';
import { cmsHeaders } from '../lib/renderers';

export interface EventCalendarPluginOptions {
  config: GatewayConfig;
  /** How the event is asked of the CMS; the gateway passes the cache it shares with the page renders. */
  cmsFetch?: typeof fetch;
}

/** The CMS requests of the event lookup, sent with the gateway's credentials; an error keeps its status. */
function cmsBaseQuery(config: GatewayConfig, cmsFetch: typeof fetch) {
  return async ({ path, params }: CmsRequest): Promise<{ data?: unknown; error?: unknown }> => {
    try {
      const query = params ? `?${toStrapiQueryString(params)}` : '';
      const response = await cmsFetch(`${config.CMS_URL}${path}${query}`, { headers: { accept: 'application/json', ...cmsHeaders(config) } });
      if (!response.ok) return { error: { status: response.status, data: null } };
      return { data: await response.json() };
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: error instanceof Error ? error.message : String(error) } };
    }
  };
}

function answerText(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(message);
}

/**
 * `GET /veranstaltungen/{slug}/kalender.ics`: the event as an iCalendar file (Europe/Berlin, UTF-8) in the
 * page's language, made from the CMS's current entry. A plain download, so it works without script.
 */
export const eventCalendarPlugin: FastifyPluginAsync<EventCalendarPluginOptions> = async (app, { config, cmsFetch = fetch }) => {
  const baseQuery = cmsBaseQuery(config, cmsFetch);

  app.get<{ Params: { slug: string }; Querystring: { locale?: unknown } }>(EVENT_CALENDAR_ROUTE, async (request, reply) => {
    const query = request.query.locale;
    const locale = resolveLocale({ query: typeof query === 'string' ? query : null, cookie: request.cookies[LOCALE_COOKIE] });
    const { slug } = request.params;
    if (!slug || slug.length > 200) return answerText(reply, 404, 'Not found');
    const result = await findEvent(baseQuery, { slug, locale });
    if ('error' in result) {
      request.log.warn({ slug, status: result.error.status }, 'event calendar: CMS unavailable');
      return answerText(reply, 503, 'The event cannot be read right now.');
    }
    if (!result.data) return answerText(reply, 404, 'Not found');
    const event = result.data.content;
    const pageUrl = `${config.PUBLIC_ORIGIN}${pagePath('event', { slug: event.slug ?? slug })}`;
    const ics = eventIcs(event, { pageUrl, host: new URL(config.PUBLIC_ORIGIN).hostname, stamp: new Date() });
    return reply
      .code(200)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${icsFileName(event)}"`)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(ics);
  });
};
