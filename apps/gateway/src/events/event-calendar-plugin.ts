import type { FastifyPluginAsync } from 'fastify';
import { findEvent } from '@jobpoint/cms-client';
import { maskPersonalData } from '@jobpoint/personal-data';
import type { CmsReader } from '@jobpoint/cms-reader';
import { EVENT_CALENDAR_ROUTE, eventIcs, icsFileName } from '@jobpoint/events/ics';
import { pagePath } from '@jobpoint/site-routes';
import { answerText } from '../lib/answer-text';
import type { GatewayConfig } from '../lib/config';

export interface EventCalendarPluginOptions {
  config: GatewayConfig;
  /** The server's CMS reader; the gateway's shares its cache with the page renders. */
  cms: CmsReader;
}

/**
 * `GET /veranstaltungen/{slug}/kalender.ics`: the event as an iCalendar file (Europe/Berlin, UTF-8) in the
 * page's language, made from the CMS's current entry. A plain download, so it works without script.
 */
export const eventCalendarPlugin: FastifyPluginAsync<EventCalendarPluginOptions> = async (app, { config, cms }) => {
  app.get<{ Params: { slug: string } }>(EVENT_CALENDAR_ROUTE, async (request, reply) => {
    const { locale } = request;
    const { slug } = request.params;
    if (!slug || slug.length > 200) return answerText(reply, 404, 'Not found');
    const result = await findEvent(cms.baseQuery, { slug, locale });
    if ('error' in result) {
      request.log.warn({ slug: maskPersonalData(slug), status: result.error.status }, 'event calendar: CMS unavailable');
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
