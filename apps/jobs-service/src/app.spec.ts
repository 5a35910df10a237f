import type { FastifyInstance } from 'fastify';
import { foldText } from './db/fold-text';
import { JOBS_PAGE_SIZE } from './repository/job-repository';
import type { ExhibitionCompany, Job, Paginated, PublicViewConstants } from '@jobpoint/jobs-client';
import { createTestApp, getJson, TEST_PUBLIC_URL } from './testing/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = createTestApp();
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const jobs = (url: string) => getJson<Paginated<Job>>(app, url);

/** Every job matching a query, across all pages. */
async function allJobs(query: string): Promise<Job[]> {
  const first = await jobs(`/jobs?${query}`);
  const result = [...first.body.data];
  for (let page = 2; page <= first.body.last_page; page += 1) {
    result.push(...(await jobs(`/jobs?${query}&page=${page}`)).body.data);
  }
  return result;
}

describe('GET /jobs', () => {
  it('answers the first page, newest first, with Laravel-style paging fields and no-store', async () => {
    const { status, body, headers } = await jobs('/jobs');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      current_page: 1,
      per_page: JOBS_PAGE_SIZE,
      total: 168,
      last_page: 17,
      from: 1,
      to: 10,
    });
    expect(body.data).toHaveLength(JOBS_PAGE_SIZE);
    const created = body.data.map((job) => job.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages through all jobs without gaps or repeats and answers an empty page past the end', async () => {
    const all = await allJobs('');
    expect(all).toHaveLength(168);
    expect(new Set(all.map((job) => job.id)).size).toBe(168);
    const last = await jobs('/jobs?page=17');
    expect(last.body.data).toHaveLength(8);
    expect(last.body).toMatchObject({ from: 161, to: 168 });
    const beyond = await jobs('/jobs?page=18');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ data: [], total: 168, current_page: 18, from: null, to: null });
  });

  it.each([
    ['jobCategories[]=1&jobCategories[]=3'],
    ['jobCategories=1,3'],
    ['jobCategories=1&jobCategories=3'],
    ['jobCategories[0]=1&jobCategories[1]=3'],
  ])('filters by job category written as %s', async (query) => {
    const found = await allJobs(query);
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((job) => [1, 3].includes(job.job_category_id) && job.job_category.id === job.job_category_id),
    ).toBe(true);
    const total = (await jobs('/jobs?jobCategories=1')).body.total + (await jobs('/jobs?jobCategories=3')).body.total;
    expect(found).toHaveLength(total);
  });

  it('filters by corporate sector of the company', async () => {
    const found = await allJobs('corporateSectors[]=4');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((job) => job.company.corporate_sector_id === 4)).toBe(true);
  });

  it('filters by qualification', async () => {
    const found = await allJobs('qualifications[]=4');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((job) => job.qualifications.some((entry) => entry.id === 4))).toBe(true);
  });

  it('filters by work time category, primary or secondary', async () => {
    const found = await allJobs('workTimeCategories[]=2');
    const ids = (job: Job) => [...job.work_time_categories, ...job.work_time_category_secondaries].map((e) => e.id);
    expect(found.every((job) => ids(job).includes(2))).toBe(true);
    expect(found.some((job) => job.work_time_category_secondaries.some((entry) => entry.id === 2))).toBe(true);
  });

  it('filters by zip code entry', async () => {
    const { body } = await getJson<PublicViewConstants>(app, '/public-view-constants');
    const neukoelln = body.zip_codes.find((entry) => entry.zip === '12043');
    const found = await allJobs(`zipCodes[]=${neukoelln?.id}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((job) => job.zip_codes.some((entry) => entry.zip === '12043'))).toBe(true);
  });

  it('combines filters: every condition must hold', async () => {
    const found = await allJobs('jobCategories[]=1&workTimeCategories[]=1');
    const category = await allJobs('jobCategories[]=1');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(category.length);
    expect(found.every((job) => job.job_category_id === 1)).toBe(true);
  });

  it('filters by the special event flags', async () => {
    const first = await allJobs('special_event_1=true');
    const second = await allJobs('special_event_2=1');
    const both = await allJobs('special_event_1=1&special_event_2=true');
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((job) => job.special_event === 1)).toBe(true);
    expect(second.every((job) => job.special_event === 2)).toBe(true);
    expect(both).toHaveLength(first.length + second.length);
    expect((await jobs('/jobs?special_event_1=false')).body.total).toBe(168);
  });

  it('finds a job by exact id', async () => {
    const { body } = await jobs('/jobs?id=1234');
    expect(body.total).toBe(1);
    expect(body.data[0].id).toBe(1234);
    expect((await jobs('/jobs?id=99999')).body).toMatchObject({ total: 0, data: [] });
    expect((await jobs('/jobs?id=0')).body).toMatchObject({ total: 0, data: [] });
  });

  it('searches title, description and company name, ignoring case and accents, all words required', async () => {
    const byTitle = await allJobs('filter=pflegefachkraft');
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((job) => foldText(job.title + job.description).includes('pflegefachkraft'))).toBe(true);

    const company = (await jobs('/jobs')).body.data[0].company;
    const byCompany = await allJobs(`filter=${encodeURIComponent(company.name.toUpperCase())}`);
    expect(byCompany.some((job) => job.company.id === company.id)).toBe(true);

    const accented = await jobs('/jobs?filter=K%C3%BCchenhilfe');
    const plain = await jobs('/jobs?filter=kuchenhilfe');
    expect(accented.body.total).toBeGreaterThan(0);
    expect(plain.body.total).toBe(accented.body.total);

    const twoWords = await allJobs('filter=Küchenhilfe%20Teilzeit');
    expect(twoWords.length).toBeLessThan(accented.body.total);
    expect(twoWords.every((job) => /teilzeit/i.test(job.title + job.description))).toBe(true);

    expect((await jobs('/jobs?filter=Astronaut')).body.total).toBe(0);
  });

  it('treats an empty filter as no filter', async () => {
    expect((await jobs('/jobs?filter=%20')).body.total).toBe(168);
  });

  it('orders by title ascending and descending', async () => {
    const ascending = (await allJobs('order_by=title')).map((job) => foldText(job.title));
    expect(ascending).toEqual([...ascending].sort());
    const descending = (await allJobs('order_by=title&order_dir=desc')).map((job) => foldText(job.title));
    expect(descending).toEqual([...ascending].reverse());
  });

  it('orders by application deadline with undated jobs last', async () => {
    const found = await allJobs('order_by=application_deadline&order_dir=asc');
    const deadlines = found.map((job) => job.application_deadline);
    const firstNull = deadlines.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(deadlines.slice(firstNull).every((deadline) => deadline === null)).toBe(true);
    const dated = deadlines.slice(0, firstNull) as string[];
    expect(dated).toEqual([...dated].sort());
  });

  it('orders by creation date ascending on request', async () => {
    const { body } = await jobs('/jobs?order_by=created_at&order_dir=ASC');
    const created = body.data.map((job) => job.created_at);
    expect(created).toEqual([...created].sort());
    expect(body.data[0].id).toBe(1201);
  });

  it('answers /jobs/ with a trailing slash like /jobs', async () => {
    const withSlash = await jobs('/jobs/?jobCategories[]=2');
    expect(withSlash.status).toBe(200);
    expect(withSlash.body.total).toBe((await jobs('/jobs?jobCategories[]=2')).body.total);
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1&page=2', 'page'],
    ['order_dir=sideways', 'order_dir'],
    ['order_by=salary', 'order_by'],
    ['jobCategories[]=99', 'jobCategories'],
    ['corporateSectors=1,x', 'corporateSectors'],
    ['qualifications[]=1.5', 'qualifications'],
    ['workTimeCategories[]=42', 'workTimeCategories'],
    ['zipCodes[]=10115', 'zipCodes'],
    ['special_event_1=yes', 'special_event_1'],
    ['special_event_2=2', 'special_event_2'],
    ['id=abc', 'id'],
    ['id=-4', 'id'],
    ['id=12&filter=pflege', 'id'],
    [`filter=${'x'.repeat(201)}`, 'filter'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body, headers } = await getJson(app, `/jobs?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String), parameter });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('ignores query parameters it does not know', async () => {
    expect((await jobs('/jobs?locale=en')).body.total).toBe(168);
  });
});

describe('GET /jobs/{id}', () => {
  it('answers the job with every field of the spec, its company, contact and zip codes', async () => {
    const { status, body, headers } = await getJson<Job>(app, '/jobs/1201');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const jobFields = [
      'id',
      'created_at',
      'title',
      'description',
      'additional_information',
      'required_skills',
      'qualifications',
      'offering',
      'german_language_level',
      'application_deadline',
      'application_url',
      'accept_refugee_applications',
      'special_event',
      'temporary',
      'contract_limited_for',
      'contract_limited_for_unit',
      'contract_start_date',
      'contract_end_date',
      'work_time_information',
      'payment_type',
      'payment_information',
      'payment',
      'payment_time_frame',
      'job_category_id',
      'company',
      'application_types',
      'job_category',
      'work_time_categories',
      'zip_codes',
      'contact',
      'open_vacancies',
      'work_time_category_secondaries',
      'language',
    ];
    const companyFields = [
      'id',
      'name',
      'legal',
      'description',
      'street',
      'street_number',
      'zip',
      'city',
      'email',
      'phone',
      'mobile_phone',
      'fax',
      'website',
      'logo',
      'acquisition_state',
      'acquisition_at',
      'stats_request_update_comment',
      'number_of_employees_group',
      'corporate_sector_id',
      'created_at',
      'updated_at',
      'logo_url',
      'full_name',
    ];
    const contactFields = [
      'id',
      'call_by_first_name',
      'gender',
      'title',
      'first_name',
      'last_name',
      'position',
      'degree',
      'phone',
      'mobile_phone',
      'internal_phone',
      'fax',
      'email',
      'application_email',
      'company_id',
      'street',
      'street_number',
      'zip',
      'city',
      'gender_string',
      'salutation_string',
      'full_name',
      'full_name_with_gender',
      'text',
    ];
    expect(Object.keys(body)).toEqual(expect.arrayContaining(jobFields));
    expect(Object.keys(body.company)).toEqual(expect.arrayContaining(companyFields));
    expect(body.contact).not.toBeNull();
    expect(Object.keys(body.contact ?? {})).toEqual(expect.arrayContaining(contactFields));
    expect(Object.keys(body.zip_codes[0])).toEqual(['id', 'title', 'zip', 'title_string', 'place_name']);
    expect(body.company.full_name).toBe(`${body.company.name} ${body.company.legal}`);
    expect(body.application_types.length).toBeGreaterThan(0);
  });

  it('points logo_url at the public base URL, and that logo is served as a cacheable SVG', async () => {
    const { body } = await getJson<Job>(app, '/jobs/1201');
    expect(body.company.logo_url).toBe(`${TEST_PUBLIC_URL}/logos/${body.company.id}.svg`);
    const logo = await app.inject({ method: 'GET', url: `/logos/${body.company.id}.svg` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['cache-control']).toContain('max-age=31536000');
    expect(logo.body).toContain(body.company.name);
  });

  it.each(['/jobs/0', '/jobs/99999', '/jobs/abc', '/jobs/12abc', '/jobs/1201.5'])(
    'answers 404 JSON for %s',
    async (url) => {
      const { status, body } = await getJson(app, url);
      expect(status).toBe(404);
      expect(body).toEqual({ message: expect.any(String) });
    },
  );
});

describe('GET /public-view-constants', () => {
  it('answers every filter list of the spec', async () => {
    const { status, body, headers } = await getJson<PublicViewConstants>(app, '/public-view-constants');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(Object.keys(body).sort()).toEqual(
      [
        'corporate_sectors',
        'job_categories',
        'job_points',
        'number_of_employees_groups',
        'payment_time_frames',
        'payment_types',
        'qualifications',
        'work_time_categories',
        'zip_codes',
      ].sort(),
    );
    expect(body.payment_time_frames.map((entry) => entry.id)).toEqual(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
    expect(body.payment_types.map((entry) => entry.id)).toEqual([
      'PAYMENT_BY_AGREEMENT',
      'PAYMENT_BY_TARIFF',
      'PAYMENT_SET',
    ]);
    expect(body.number_of_employees_groups.map((entry) => entry.id)).toEqual([
      'NOT_SPECIFIED',
      'UP_TO_TEN',
      '10_TO_250',
      'MORE_THAN_250',
    ]);
    expect(body.work_time_categories.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Vollzeit', 'Teilzeit', 'Minijob', 'Ausbildung']),
    );
    expect(body.zip_codes).toContainEqual(expect.objectContaining({ zip: '13353', place_name: 'Wedding' }));
    expect(Object.keys(body.job_points[0])).toEqual([
      'id',
      'name',
      'short_identifier',
      'street',
      'street_number',
      'zip',
      'city',
      'email',
      'phone',
      'fax',
      'url',
      'logo',
      'text',
    ]);
  });
});

describe('GET /exhibition-companies', () => {
  const companies = (url: string) => getJson<Paginated<ExhibitionCompany>>(app, url);

  it.each([1, 2, 3, 4, 5, 6])('lists between 15 and 60 companies for exhibition %i', async (id) => {
    const { body } = await companies(`/exhibition-companies?exhibition_id=${id}`);
    expect(body.total).toBeGreaterThanOrEqual(15);
    expect(body.total).toBeLessThanOrEqual(60);
    expect(body.data.every((company) => company.exhibition_id === id && company.full_name && company.booth)).toBe(true);
  });

  it('pages 40 companies by default and honours perPage', async () => {
    const first = await companies('/exhibition-companies?exhibition_id=6');
    expect(first.body).toMatchObject({ per_page: 40, total: 60, last_page: 2 });
    expect(first.body.data).toHaveLength(40);
    const second = await companies('/exhibition-companies?exhibition_id=6&page=2');
    expect(second.body.data).toHaveLength(20);
    const ids = new Set([...first.body.data, ...second.body.data].map((company) => company.id));
    expect(ids.size).toBe(60);
    expect((await companies('/exhibition-companies?exhibition_id=6&perPage=7')).body.data).toHaveLength(7);
  });

  it('filters by corporate sector', async () => {
    const { body } = await companies('/exhibition-companies?exhibition_id=6&corporateSectors[]=1&corporateSectors[]=8');
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(60);
    expect(body.data.every((company) => [1, 8].includes(company.corporate_sector_id))).toBe(true);
  });

  it('answers an empty page for an exhibition without companies', async () => {
    expect((await companies('/exhibition-companies?exhibition_id=77')).body).toMatchObject({ total: 0, data: [] });
  });

  it.each([
    ['', 'exhibition_id'],
    ['exhibition_id=x', 'exhibition_id'],
    ['exhibition_id=1&page=0', 'page'],
    ['exhibition_id=1&perPage=1000', 'perPage'],
    ['exhibition_id=1&corporateSectors[]=99', 'corporateSectors'],
  ])('answers 400 for "%s" naming %s', async (query, parameter) => {
    const { status, body } = await getJson(app, `/exhibition-companies?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ parameter });
  });
});

describe('other routes', () => {
  it('reports health', async () => {
    expect((await getJson(app, '/healthz')).body).toEqual({ status: 'ok', jobs: 168 });
  });

  it('answers unknown routes and methods with a 404 JSON message', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/unknown' },
      { method: 'POST' as const, url: '/jobs' },
      { method: 'GET' as const, url: '/logos/abc.svg' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
