import type { Job } from '@jobpoint/jobs-client';
import { expectValidStructuredData, jobFixture } from '@jobpoint/test-utils';
import { buildJobPosting, employmentTypes } from './job-posting';

const headings = { requirements: 'Anforderungen', benefits: 'Wir bieten' };

function job(overrides: Partial<Job> = {}): Job {
  return { ...(jobFixture({ id: 1312, title: 'Pflegefachkraft (m/w/d)' }) as Job), ...overrides };
}

const recommended = ['baseSalary', 'directApply', 'employmentType', 'identifier', 'validThrough'];

describe('buildJobPosting', () => {
  it('passes the rich-result check with every recommended field a job with full details has', async () => {
    await expectValidStructuredData(buildJobPosting(job(), { headings }), { recommended });
  });

  it('passes the rich-result check for a job with the least details', async () => {
    const sparse = job({
      payment_type: 'PAYMENT_BY_AGREEMENT',
      payment: null,
      payment_time_frame: null,
      application_deadline: null,
      work_time_categories: [],
    });
    await expectValidStructuredData(buildJobPosting(sparse, { headings }));
  });

  it('writes the deadline’s end in Berlin winter time with its offset', () => {
    expect(buildJobPosting(job({ application_deadline: '2026-01-31' }), { headings })['validThrough']).toBe(
      '2026-01-31T23:59:59+01:00',
    );
  });

  it.each(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const)('gives the salary per %s', (frame) => {
    const posting = buildJobPosting(job({ payment: 14.5, payment_time_frame: frame }), { headings });
    expect(posting['baseSalary']).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: 14.5, unitText: frame },
    });
  });

  it('has no salary for a tariff-paid job', () => {
    expect(buildJobPosting(job({ payment_type: 'PAYMENT_BY_TARIFF' }), { headings })).not.toHaveProperty('baseSalary');
  });

  it('applies directly only through the company’s application page', () => {
    expect(buildJobPosting(job({ application_types: ['email'] }), { headings })['directApply']).toBe(false);
  });

  it('fills Google’s required and recommended JobPosting fields', () => {
    const posting = buildJobPosting(job(), {
      url: 'https://example.org/job-boerse/pflegefachkraft-m-w-d-1312',
      headings,
    });
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Pflegefachkraft (m/w/d)',
      datePosted: '2025-05-01',
      validThrough: '2025-06-30T23:59:59+02:00',
      employmentType: ['FULL_TIME'],
      identifier: { '@type': 'PropertyValue', value: '1312' },
      hiringOrganization: {
        '@type': 'Organization',
        name: expect.any(String),
        sameAs: expect.stringMatching(/^https:\/\//),
        logo: expect.stringMatching(/^https?:\/\//),
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'DE', postalCode: expect.any(String) },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', value: 3200, unitText: 'MONTH' },
      },
      url: 'https://example.org/job-boerse/pflegefachkraft-m-w-d-1312',
      directApply: true,
    });
  });

  it('writes the description as HTML paragraphs with the requirements and benefits, escaped', () => {
    const posting = buildJobPosting(
      job({ description: 'Wir <suchen> dich.\n\nTeam & Spaß.', required_skills: 'Führerschein', offering: 'Urlaub' }),
      { headings },
    );
    expect(posting['description']).toBe(
      '<p>Wir &lt;suchen&gt; dich.</p><p>Team &amp; Spaß.</p><h2>Anforderungen</h2><p>Führerschein</p><h2>Wir bieten</h2><p>Urlaub</p>',
    );
  });

  it('has no baseSalary when the pay is by agreement and no validThrough without a deadline', () => {
    const posting = buildJobPosting(
      job({
        payment_type: 'PAYMENT_BY_AGREEMENT',
        payment: null,
        payment_time_frame: null,
        application_deadline: null,
      }),
      { headings },
    );
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('url');
  });

  it('uses the company address for the company’s postcode and the postcode alone elsewhere', () => {
    const base = job();
    const posting = buildJobPosting(
      job({
        zip_codes: [
          { id: 1, title: '', title_string: '', zip: base.company.zip, place_name: 'Mitte' },
          { id: 2, title: '', title_string: '', zip: '10997', place_name: 'Kreuzberg' },
        ],
      }),
      { headings },
    );
    const locations = posting['jobLocation'] as { address: Record<string, string> }[];
    expect(locations[0].address['streetAddress']).toBe(`${base.company.street} ${base.company.street_number}`);
    expect(locations[1].address).toEqual({
      '@type': 'PostalAddress',
      postalCode: '10997',
      addressLocality: 'Berlin',
      addressCountry: 'DE',
    });
  });

  it('lists several places as an array, which the validator reads as a missing country and nothing else', async () => {
    // Google documents an array of Place for a job at several sites; the validator looks up
    // `jobLocation.address.addressCountry` on the array itself (see docs/decisions/120).
    const posting = buildJobPosting(
      job({
        zip_codes: [
          { id: 1, title: '', title_string: '', zip: '10115', place_name: 'Mitte' },
          { id: 2, title: '', title_string: '', zip: '10997', place_name: 'Kreuzberg' },
        ],
      }),
      { headings },
    );
    await expect(expectValidStructuredData(posting, { recommended })).rejects.toThrow(
      /^Structured data is not valid:\nERROR JobPosting: Required attribute "jobLocation\.address\.addressCountry" is missing$/,
    );
    expect(posting['jobLocation']).toEqual([
      expect.objectContaining({ address: expect.objectContaining({ addressCountry: 'DE' }) }),
      expect.objectContaining({ address: expect.objectContaining({ addressCountry: 'DE' }) }),
    ]);
  });
});

describe('employmentTypes', () => {
  const entry = (name: string) => ({ id: 1, name, name_en: name });

  it('maps the work times and marks temporary jobs', () => {
    expect(
      employmentTypes({
        work_time_categories: [entry('Vollzeit')],
        work_time_category_secondaries: [entry('Teilzeit'), entry('Minijob'), entry('Schicht- und Wochenendarbeit')],
        temporary: true,
      }),
    ).toEqual(['FULL_TIME', 'PART_TIME', 'TEMPORARY']);
    expect(
      employmentTypes({
        work_time_categories: [entry('Ausbildung')],
        work_time_category_secondaries: [],
        temporary: false,
      }),
    ).toEqual(['OTHER']);
    expect(employmentTypes({ work_time_categories: [], work_time_category_secondaries: [], temporary: false })).toEqual(
      ['OTHER'],
    );
  });
});
