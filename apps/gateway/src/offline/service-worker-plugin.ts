import type { FastifyPluginAsync } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ServiceWorkerPluginOptions {
  /** The apps' output folder; the build puts the site's worker at its top (`sw.js`). */
  appsDistDir: string;
}

/**
 * `GET /sw.js`: the site's service worker, from the apps' build. The browser must ask for it on every
 * visit (`no-cache`, revalidated by its ETag), or a new deployment's worker would wait for an old copy
 * to expire. It lives at the root, so its scope is the whole site without a `Service-Worker-Allowed`
 * header. Read on each request: a new build is served without a restart. Without a build, 404: the
 * pages ignore a failed registration.
 */
export const serviceWorkerPlugin: FastifyPluginAsync<ServiceWorkerPluginOptions> = async (app, { appsDistDir }) => {
  const file = path.resolve(appsDistDir, 'sw.js');

  app.get('/sw.js', async (request, reply) => {
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found' });
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('content-type', 'text/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === etag) {
      return reply.code(304).send();
    }
    return reply.send(body);
  });
};
