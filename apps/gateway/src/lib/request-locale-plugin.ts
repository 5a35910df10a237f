import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, resolveLocale, type Locale } from '@jobpoint/i18n';
import { requestUrl } from './request-url';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's language: `?locale=`, then the `lang` cookie, then German. */
    readonly locale: Locale;
  }
}

const RESOLVED = Symbol('resolved locale');

type LocaleRequest = FastifyRequest & { [RESOLVED]?: Locale };

/**
 * The one place on the server where a request's language is decided. Pages get it handed to their render,
 * and the job document and the calendar file use it; nothing after the gateway reads the query or the
 * cookie for it again. Decided on first use, so static files and forwarded calls do not pay for it.
 * Needs the cookie plugin registered before it.
 */
const requestLocale: FastifyPluginAsync = async (app) => {
  app.decorateRequest('locale', {
    getter(this: LocaleRequest): Locale {
      this[RESOLVED] ??= resolveLocale({
        query: requestUrl(this).searchParams.get(LOCALE_QUERY_PARAM),
        cookie: this.cookies[LOCALE_COOKIE],
      });
      return this[RESOLVED];
    },
  });
};

/** Registered unencapsulated, so every route has `request.locale`. */
export const requestLocalePlugin = fastifyPlugin(requestLocale, { name: 'request-locale' });
