import { z } from 'zod';
import { toStrapiQueryString, unwrapResponse } from '@jobpoint/cms-client';
import { jobPath } from '@jobpoint/jobs-client';
import { pagePath, SITE_PAGES, type SitePage } from '@jobpoint/site-routes';
import type { SitemapEntry } from './sitemap-xml';

/** One part of the sitemap; when `load` fails, the sitemap is served without that part. */
export interface SitemapSource {
  name: string;
  load: () => Promise<SitemapEntry[]>;
}

/**
 * How the sources reach the services, each `fetch` with the gateway's time limit: the CMS with its
 * token, the jobs service directly.
 */
export interface SitemapServices {
  cmsUrl: string;
  cmsHeaders: Record<string, string>;
  cmsFetch: typeof fetch;
  jobsServiceUrl: string;
  jobsFetch: typeof fetch;
}
/** Strapi's largest page. */
const CMS_PAGE_SIZE = 100;
/** Pages of a list asked for at once. */
const CONCURRENT_PAGES = 4;

async function getJson(fetchFn: typeof fetch, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetchFn(url, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.json();
}

/** Every page of a paged list: the first tells how many there are, the rest are asked a few at a time. */
async function allPages<T>(loadPage: (page: number) => Promise<{ items: T[]; pageCount: number }>): Promise<T[]> {
  const first = await loadPage(1);
  const items = [...first.items];
  for (let start = 2; start <= first.pageCount; start += CONCURRENT_PAGES) {
    const pages = Array.from(
      { length: Math.min(CONCURRENT_PAGES, first.pageCount - start + 1) },
      (_, index) => start + index,
    );
    for (const page of await Promise.all(pages.map(loadPage))) {
      items.push(...page.items);
    }
  }
  return items;
}

/** The registry's pages without a parameter that are listed (pages with one are listed by their source). */
const SITEMAP_PAGES: readonly SitePage[] = SITE_PAGES.filter((page) => page.sitemap);

const updatedAtSchema = z.object({ updatedAt: z.string().nullish() });

/**
 * The registry's pages marked for the sitemap, each with the date its CMS content last changed. A page
 * whose date cannot be read is listed without one: the page exists whether or not the CMS answers.
 */
export function registryPagesSource({ cmsUrl, cmsHeaders, cmsFetch }: SitemapServices): SitemapSource {
  return {
    name: 'pages',
    load: () =>
      Promise.all(
        SITEMAP_PAGES.map(async (page): Promise<SitemapEntry> => {
          if (!page.singleType) {
            return { path: page.path };
          }
          const url = `${cmsUrl}/api/${page.singleType}?${toStrapiQueryString({ fields: ['updatedAt'] })}`;
          const lastmod = await getJson(cmsFetch, url, cmsHeaders)
            .then((body) => updatedAtSchema.parse(unwrapResponse(body)).updatedAt ?? undefined)
            .catch(() => undefined);
          return { path: page.path, lastmod };
        }),
      ),
  };
}

const jobsPageSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string(), updated_at: z.string().nullish() })),
  last_page: z.number().int().min(0),
});

/** Every job of the jobs service at its canonical path. */
export function jobsSource({ jobsServiceUrl, jobsFetch }: SitemapServices): SitemapSource {
  return {
    name: 'jobs',
    load: async () => {
      const jobs = await allPages(async (page) => {
        const body = jobsPageSchema.parse(await getJson(jobsFetch, `${jobsServiceUrl}/jobs?page=${page}`));
        return { items: body.data, pageCount: body.last_page };
      });
      return jobs.map((job) => ({ path: jobPath(job), lastmod: job.updated_at ?? undefined }));
    },
  };
}

const slugListSchema = z.array(z.object({ slug: z.string().min(1).nullish(), updatedAt: z.string().nullish() }));
const paginationSchema = z.object({ meta: z.object({ pagination: z.object({ pageCount: z.number().int().min(0) }) }) });

/** Every entry of a CMS collection with a slug, at the path its page has. */
function cmsCollectionSource(
  name: string,
  collection: string,
  pathOf: (slug: string) => string,
  { cmsUrl, cmsHeaders, cmsFetch }: SitemapServices,
): SitemapSource {
  return {
    name,
    load: async () => {
      const entries = await allPages(async (page) => {
        const query = toStrapiQueryString({
          fields: ['slug', 'updatedAt'],
          pagination: { page, pageSize: CMS_PAGE_SIZE },
        });
        const body = await getJson(cmsFetch, `${cmsUrl}/api/${collection}?${query}`, cmsHeaders);
        return {
          items: slugListSchema.parse(unwrapResponse(body)),
          pageCount: paginationSchema.parse(body).meta.pagination.pageCount,
        };
      });
      return entries.flatMap((entry) =>
        entry.slug ? [{ path: pathOf(entry.slug), lastmod: entry.updatedAt ?? undefined }] : [],
      );
    },
  };
}

export function eventsSource(services: SitemapServices): SitemapSource {
  return cmsCollectionSource('events', 'veranstaltungens', (slug) => pagePath('event', { slug }), services);
}

export function articlesSource(services: SitemapServices): SitemapSource {
  return cmsCollectionSource('articles', 'articles', (slug) => pagePath('article', { slug }), services);
}

/** Everything the site's sitemap lists. */
export function siteSitemapSources(services: SitemapServices): SitemapSource[] {
  return [registryPagesSource(services), jobsSource(services), eventsSource(services), articlesSource(services)];
}
