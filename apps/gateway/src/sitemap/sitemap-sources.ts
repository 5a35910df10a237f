import { z } from 'zod';
import { EDITOR_PAGES_PATH, LOCALIZATIONS_POPULATE, localizedSlugs } from '@jobpoint/cms-client';
import type { CmsReader } from '@jobpoint/cms-reader';
import { DEFAULT_LOCALE, LOCALES, localizedPaths, type Locale, type LocalePaths } from '@jobpoint/i18n';
import { createJobsReader, jobPath } from '@jobpoint/jobs-client';
import { editorPagePath, isEditorPageSlug, pagePath, SITE_PAGES, type SitePage } from '@jobpoint/site-routes';
import type { SitemapEntry } from './sitemap-xml';

/** One part of the sitemap; when `load` fails, the sitemap is served without that part. */
export interface SitemapSource {
  name: string;
  load: () => Promise<SitemapEntry[]>;
}

/**
 * How the sources reach the services, each with the gateway's time limit: the CMS through the server's
 * one CMS reader, the jobs service through a jobs reader on the gateway's fetch to it.
 */
export interface SitemapServices {
  cms: CmsReader;
  jobsServiceUrl: string;
  jobsFetch: typeof fetch;
}

/** The registry's pages without a parameter that are listed (pages with one are listed by their source). */
const SITEMAP_PAGES: readonly SitePage[] = SITE_PAGES.filter((page) => page.sitemap);

const updatedAtSchema = z.object({ updatedAt: z.string().nullish() });

/**
 * The registry's pages marked for the sitemap, each with the date its CMS content last changed. A page
 * whose date cannot be read is listed without one: the page exists whether or not the CMS answers.
 */
export function registryPagesSource({ cms }: SitemapServices): SitemapSource {
  return {
    name: 'pages',
    load: () =>
      Promise.all(
        SITEMAP_PAGES.map(async (page): Promise<SitemapEntry> => {
          if (!page.singleType) {
            return { path: page.path };
          }
          const lastmod = await cms
            .content(`/api/${page.singleType}`, { fields: ['updatedAt'] })
            .then((content) => updatedAtSchema.parse(content).updatedAt ?? undefined)
            .catch(() => undefined);
          return { path: page.path, lastmod };
        }),
      ),
  };
}

/** Every job of the jobs service at its canonical path. */
export function jobsSource({ jobsServiceUrl, jobsFetch }: SitemapServices): SitemapSource {
  return {
    name: 'jobs',
    load: async () => {
      const jobs = await createJobsReader({ baseUrl: jobsServiceUrl, fetchFn: jobsFetch }).allJobs();
      return jobs.map((job) => ({ path: jobPath(job), lastmod: job.updated_at || undefined }));
    },
  };
}

const slugListSchema = z.array(
  z.object({
    slug: z.string().min(1).nullish(),
    updatedAt: z.string().nullish(),
    localizations: z.array(z.object({ locale: z.string(), slug: z.string().nullish() })).nullish(),
  }),
);

/**
 * Every entry of a CMS collection with a slug, at the path its page has in each language: the slug of
 * that language's version, as the page's canonical link names it (ADR 086).
 */
function cmsCollectionSource(name: string, collection: string, pathOf: (slug: string) => string, { cms }: SitemapServices): SitemapSource {
  return {
    name,
    load: async () => {
      const entries = slugListSchema.parse(
        await cms.collection(`/api/${collection}`, { fields: ['slug', 'updatedAt'], populate: { localizations: LOCALIZATIONS_POPULATE } }),
      );
      return entries.flatMap((entry) => {
        if (!entry.slug) return [];
        const paths = localizedPaths(localizedSlugs({ slug: entry.slug, localizations: entry.localizations ?? [] }, DEFAULT_LOCALE), pathOf);
        return [{ path: pathOf(entry.slug), paths, lastmod: entry.updatedAt ?? undefined }];
      });
    },
  };
}

export function eventsSource(services: SitemapServices): SitemapSource {
  return cmsCollectionSource('events', 'veranstaltungens', (slug) => pagePath('event', { slug }), services);
}

export function articlesSource(services: SitemapServices): SitemapSource {
  return cmsCollectionSource('articles', 'articles', (slug) => pagePath('article', { slug }), services);
}

const editorPageListSchema = z.array(
  z.object({ documentId: z.string().nullish(), id: z.number().nullish(), slug: z.string().nullish(), updatedAt: z.string().nullish() }),
);

/**
 * Every published editor page, once with its versions: each language it is written in at that version's
 * slug (a language without a version is not listed, ADR 145). The versions are asked for language by
 * language, so that a page without a German version is listed too, and grouped by their document.
 */
export function editorPagesSource({ cms }: SitemapServices): SitemapSource {
  return {
    name: 'editor pages',
    load: async () => {
      const byLocale = await Promise.all(
        LOCALES.map(async (locale) => ({
          locale,
          entries: editorPageListSchema.parse(await cms.collection(EDITOR_PAGES_PATH, { locale, fields: ['slug', 'updatedAt'] })),
        })),
      );
      const documents = new Map<string, { paths: LocalePaths; lastmod?: string }>();
      for (const { locale, entries } of byLocale) {
        for (const entry of entries) {
          if (!isEditorPageSlug(entry.slug)) continue;
          // Strapi 5 names a page's versions by one document id; without one each version stands alone.
          const key = entry.documentId ?? `${locale}-${entry.id ?? entry.slug}`;
          const document = documents.get(key) ?? { paths: {} };
          document.paths[locale] = editorPagePath(entry.slug);
          if (entry.updatedAt && (!document.lastmod || entry.updatedAt > document.lastmod)) document.lastmod = entry.updatedAt;
          documents.set(key, document);
        }
      }
      return [...documents.values()].map(({ paths, lastmod }) => ({ path: firstPath(paths), paths, lastmod }));
    },
  };
}

/** A page's address for the sitemap's own bookkeeping: the German version's, else the first language's. */
function firstPath(paths: LocalePaths): string {
  const locale = [DEFAULT_LOCALE, ...LOCALES].find((candidate): candidate is Locale => paths[candidate] !== undefined);
  return locale ? (paths[locale] as string) : '/';
}

/** Everything the site's sitemap lists. */
export function siteSitemapSources(services: SitemapServices): SitemapSource[] {
  return [registryPagesSource(services), jobsSource(services), eventsSource(services), articlesSource(services), editorPagesSource(services)];
}
