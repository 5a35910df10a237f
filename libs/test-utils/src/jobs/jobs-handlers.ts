import { http, HttpResponse } from 'msw';
import { JOBS_TEST_URL } from '../cms/service-context';
import { exhibitionCompaniesFixture, jobsFixture, publicViewConstantsFixture } from './jobs-fixtures';

/** The page size of the real jobs service. */
const JOBS_FIXTURE_PAGE_SIZE = 10;

export function jobsUrl(path: string): string {
  return `${JOBS_TEST_URL}${path}`;
}

function paginate<T>(items: T[], page: number, perPage: number) {
  const data = items.slice((page - 1) * perPage, page * perPage);
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
    total: items.length,
    from,
    to: from === null ? null : from + data.length - 1,
  };
}

/** `name[]=1&name[]=2` and `name=1,2` as numbers. */
function ids(params: URLSearchParams, name: string): number[] {
  return [...params.getAll(`${name}[]`), ...params.getAll(name)].flatMap((value) => value.split(',')).map(Number);
}

/**
 * The jobs service over the fixtures: `GET /jobs` (id, filter over title/description/company, jobCategories,
 * special events, page), `GET /jobs/{id}` (404 when unknown), `/public-view-constants` and
 * `/exhibition-companies`. Override with `server.use(...)` for failures.
 */
export const jobsHandlers = [
  http.get(jobsUrl('/jobs/:id'), ({ params }) => {
    const job = jobsFixture.find((entry) => String(entry.id) === params['id']);
    return job
      ? HttpResponse.json(job)
      : HttpResponse.json({ message: `No job with id ${params['id']}` }, { status: 404 });
  }),
  http.get(jobsUrl('/jobs'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const id = params.get('id');
    const filter = params.get('filter')?.toLocaleLowerCase('de');
    const categories = ids(params, 'jobCategories');
    const events = [params.get('special_event_1') ? 1 : null, params.get('special_event_2') ? 2 : null].filter(Boolean);
    const found = jobsFixture.filter(
      (job) =>
        (id === null || job.id === Number(id)) &&
        (!filter ||
          `${job.title} ${job.description} ${job.company.full_name}`.toLocaleLowerCase('de').includes(filter)) &&
        (categories.length === 0 || categories.includes(job.job_category_id)) &&
        (events.length === 0 || events.includes(job.special_event)),
    );
    return HttpResponse.json(paginate(found, Number(params.get('page') ?? 1), JOBS_FIXTURE_PAGE_SIZE));
  }),
  http.get(jobsUrl('/public-view-constants'), () => HttpResponse.json(publicViewConstantsFixture)),
  http.get(jobsUrl('/exhibition-companies'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const sectors = ids(params, 'corporateSectors');
    const companies = exhibitionCompaniesFixture.filter(
      (company) =>
        company.exhibition_id === Number(params.get('exhibition_id')) &&
        (sectors.length === 0 || sectors.includes(company.corporate_sector_id)),
    );
    return HttpResponse.json(paginate(companies, Number(params.get('page') ?? 1), Number(params.get('perPage') ?? 40)));
  }),
];
