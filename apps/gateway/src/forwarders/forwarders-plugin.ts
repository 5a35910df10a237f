import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cmsHeaders } from '@jobpoint/cms-reader';
import { isAllowedCmsPath, navigationPathIds } from '../lib/cms-allow-list';
import type { GatewayConfig } from '../lib/config';
import { forwardGet } from '../lib/forward';
import { jobsServiceRead } from '../lib/jobs-allow-list';
import { requestUrl } from '../lib/request-url';
import { draftFetch, publishedQuery } from '../preview/drafts';
import type { ServiceCircuits } from '../resilience/service-circuits';

export interface ForwardersPluginOptions {
  config: GatewayConfig;
  /** How content answers are asked of the CMS: the cache the server renders share (`createCmsFetch`). */
  cmsFetch: typeof fetch;
  /** The process's circuits to the CMS (uploads, drafts) and the jobs service. */
  circuits: ServiceCircuits;
}

/** A path the site does not read is refused before it reaches the service, and kept by no one. */
function notForwarded(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found' });
}

/**
 * `/cms/*` and `/jobs-api/*`: the browser's way to the content service (allow-listed, with the gateway's
 * token, published content only; drafts in an editor's preview) and to the jobs service (allow-listed:
 * what the jobs client reads), GET and HEAD only (ADR 003). While a service fails, the last good answer
 * stands in (ADR 149).
 */
export const forwardersPlugin: FastifyPluginAsync<ForwardersPluginOptions> = async (app, { config, cmsFetch, circuits }) => {
  const cmsCircuit = circuits.cms.fetch;
  const navigationIds = navigationPathIds(config.NAVIGATION_IDS);
  const headers = cmsHeaders({ token: config.CMS_API_TOKEN, responseFormat: config.CMS_RESPONSE_FORMAT });
  const draftsFetch = draftFetch(cmsCircuit, config.CMS_PREVIEW_TOKEN);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/cms/*',
    handler: async (request, reply) => {
      const { pathname, search } = requestUrl(request);
      const cmsPath = pathname.slice('/cms'.length);
      if (!isAllowedCmsPath(cmsPath, navigationIds)) {
        return notForwarded(reply);
      }
      const isUpload = cmsPath.startsWith('/uploads/');
      // Whether an answer is a draft depends on the preview cookie: a browser keeps the two apart.
      reply.header('vary', 'Cookie');
      if (request.preview && !isUpload) {
        // An editor's preview reads drafts with the drafts token, afresh each time, kept by no one.
        reply.header('x-robots-tag', 'noindex');
        return forwardGet(reply, {
          target: `${config.CMS_URL}${cmsPath}${publishedQuery(search)}`,
          fetchFn: draftsFetch,
          headers,
          cacheControl: () => 'private, no-store',
        });
      }
      return forwardGet(reply, {
        target: `${config.CMS_URL}${cmsPath}${publishedQuery(search)}`,
        // Content answers come through the shared CMS cache, as for the server renders: a crowd's browsers
        // ask the CMS once per URL and minute. Uploads are binary and pass through as they are.
        fetchFn: isUpload ? cmsCircuit : cmsFetch,
        headers,
        cacheControl: (status) =>
          status >= 400 ? 'no-store' : isUpload ? 'public, max-age=86400' : 'public, max-age=60, stale-while-revalidate=300',
      });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/jobs-api/*',
    handler: async (request, reply) => {
      const { pathname, search } = requestUrl(request);
      const jobsPath = pathname.slice('/jobs-api'.length);
      const read = pathname.startsWith('/jobs-api/') ? jobsServiceRead(jobsPath) : null;
      if (read === null) {
        return notForwarded(reply);
      }
      const isLogo = read === 'companyLogo';
      return forwardGet(reply, {
        target: `${config.JOBS_SERVICE_URL}${jobsPath}${search}`,
        fetchFn: circuits.jobs,
        headers: {},
        // Job data is asked afresh every time; a company's logo is an image that is kept a day, as uploads are.
        cacheControl: (status) =>
          status >= 400 ? 'no-store' : isLogo ? 'public, max-age=86400' : 'no-store, no-cache, must-revalidate',
      });
    },
  });
};
