import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import path from 'node:path';
import { assetPrefix, SITE_APPS } from './page-renderer';

export interface ClientFilesPluginOptions {
  /** The apps' build output: `<app>/client` holds each app's files for the browser. */
  appsDistDir: string;
  /** The site's own files at the root (favicon and the like). */
  publicDir: string;
}

const ONE_YEAR_SECONDS = 31_536_000;

/** Each app's client build under `/static/<app>/`, and the site's public files at the root. */
export const clientFilesPlugin: FastifyPluginAsync<ClientFilesPluginOptions> = async (app, { appsDistDir, publicDir }) => {
  for (const siteApp of SITE_APPS) {
    await app.register(fastifyStatic, {
      root: path.resolve(appsDistDir, siteApp, 'client'),
      prefix: assetPrefix(siteApp),
      decorateReply: false,
      index: false,
      serveDotFiles: false,
      // The build wrote Brotli and gzip copies of its scripts and styles (ADR 055): sent as they are.
      preCompressed: true,
      // The caching headers are set here, per file kind, instead of the plugin's max-age=0 default.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Files under assets/ carry a content hash in their name and never change.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
        // A shared cache must keep the Brotli, gzip and plain copies apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
  });
};
