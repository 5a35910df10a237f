import type { Job } from '@jobpoint/jobs-client';
import { jobFixture } from '@jobpoint/test-utils';
import { buildJobPosting, employmentTypes } from './job-posting';

const headings = { requirements: 'Anforderungen', benefits: 'Wir bieten' };

function job(overrides: Partial<Job> = {}): Job {
  return { ...(jobFixture({ id: 1312, title: 'Pflegefachkraft (m/w/d)' }) as Job), ...overrides };
}

describe('buildJobPosting', () => {
  it('fills Google’s required and recommended JobPosting fields', () => {
    const posting = buildJobPosting(job(), { url: 'https://example.org/job-boerse/pflegefachkraft-m-w-d-1312', headings });
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Pflegefachkraft (m/w/d)',
      datePosted: '2025-05-01',
      validThrough: '2025-06-30T23:59:59',
      employmentType: ['FULL_TIME'],
      identifier: { '@type': 'PropertyValue', value: '1312' },
      hiringOrganization: { '@type': 'Organization', name: expect.any(String), logo: expect.stringMatching(/^https?:\/\//) },
      jobLocation: [{ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'DE', postalCode: expect.any(String) } }],
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', value: 3200, unitText: 'MONTH' } },
      url: 'https://example.org/job-boerse/pflegefachkraft-m-w-d-1312',
      directApply: true,
    });
  });

  it('writes the description as HTML paragraphs with the requirements and benefits, escaped', () => {
    const posting = buildJobPosting(job({ description: 'Wir <suchen> dich.\n\nTeam & Spaß.', required_skills: 'Führerschein', offering: 'Urlaub' }), { headings });
    expect(posting['description']).toBe(
      '<p>Wir &lt;suchen&gt; dich.</p><p>Team &amp; Spaß.</p><h2>Anforderungen</h2><p>Führerschein</p><h2>Wir bieten</h2><p>Urlaub</p>',
    );
  });

  it('has no baseSalary when the pay is by agreement and no validThrough without a deadline', () => {
    const posting = buildJobPosting(job({ payment_type: 'PAYMENT_BY_AGREEMENT', payment: null, payment_time_frame: null, application_deadline: null }), { headings });
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('url');
  });

  it('uses the company address for the company’s postcode and the postcode alone elsewhere', () => {
    const base = job();
    const posting = buildJobPosting(
      job({ zip_codes: [{ id: 1, title: '', title_string: '', zip: base.company.zip, place_name: 'Mitte' }, { id: 2, title: '', title_string: '', zip: '10997', place_name: 'Kreuzberg' }] }),
      { headings },
    );
    const locations = posting['jobLocation'] as { address: Record<string, string> }[];
    expect(locations[0].address['streetAddress']).toBe(`${base.company.street} ${base.company.street_number}`);
    expect(locations[1].address).toEqual({ '@type': 'PostalAddress', postalCode: '10997', addressLocality: 'Berlin', addressCountry: 'DE' });
  });
});

describe('employmentTypes', () => {
  const entry = (name: string) => ({ id: 1, name, name_en: name });

  it('maps the work times and marks temporary jobs', () => {
    expect(employmentTypes({ work_time_categories: [entry('Vollzeit')], work_time_category_secondaries: [entry('Teilzeit'), entry('Minijob')], temporary: true })).toEqual([
      'FULL_TIME',
      'PART_TIME',
      'TEMPORARY',
    ]);
    expect(employmentTypes({ work_time_categories: [], work_time_category_secondaries: [], temporary: false })).toEqual(['OTHER']);
  });
});
