import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { requestUrl } from '../lib/request-url';
import { formWithoutScriptPage } from './fallback-pages';

/**
 * What no route answers: a form the browser posted itself (the page's script did not run) gets a page in
 * the visitor's language that says so (405), any other request a 404 (GET, HEAD) or 405 without a page.
 */
const notFound: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'POST' && isBrowserFormPost(request.headers['content-type'])) {
      const { pathname, search } = requestUrl(request);
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(formWithoutScriptPage(request.locale, `${pathname}${search}`));
    }
    return reply.code(request.method === 'GET' || request.method === 'HEAD' ? 404 : 405).send({ message: 'Not found' });
  });
};

/** A form the browser sent itself (the site's forms send JSON from their code). */
function isBrowserFormPost(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/** Registered unencapsulated: it answers for the whole gateway. */
export const notFoundPlugin = fastifyPlugin(notFound, { name: 'not-found' });
