import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectValidStructuredData, SCHEMA_ORG_VOCABULARY_ENV } from './expect-valid-structured-data';

const posting = {
  '@context': 'https://schema.org/',
  '@type': 'JobPosting',
  title: 'Pflegefachkraft (m/w/d)',
  description: '<p>Wir suchen dich.</p>',
  datePosted: '2026-05-01',
  hiringOrganization: { '@type': 'Organization', name: 'Pflegedienst Mitte' },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', postalCode: '10115', addressCountry: 'DE' } },
};

describe('expectValidStructuredData', () => {
  it('passes valid JSON-LD and returns the warnings of the optional fields it leaves out', async () => {
    const warnings = await expectValidStructuredData(posting);
    expect(warnings.map((issue) => issue.fieldNames?.[0])).toEqual(
      expect.arrayContaining(['validThrough', 'baseSalary']),
    );
  });

  it('fails on a missing required field and names it', async () => {
    const { jobLocation, ...withoutCountry } = posting;
    await expect(
      expectValidStructuredData({
        ...withoutCountry,
        jobLocation: { ...jobLocation, address: { '@type': 'PostalAddress', postalCode: '10115' } },
      }),
    ).rejects.toThrow('jobLocation.address.addressCountry');
  });

  it('fails when a field named as recommended is missing', async () => {
    await expect(expectValidStructuredData(posting, { recommended: ['validThrough'] })).rejects.toThrow(
      '"validThrough"',
    );
  });

  it('checks every block of a page and every item of a @graph', async () => {
    const organization = { '@context': 'https://schema.org', '@type': 'Organization', url: 'https://example.org' };
    await expect(
      expectValidStructuredData([posting, { '@context': 'https://schema.org', '@graph': [organization] }]),
    ).rejects.toThrow('Required attribute "name" is missing');
  });

  it('refuses an empty list instead of passing it', async () => {
    await expect(expectValidStructuredData([])).rejects.toThrow('No structured data');
  });

  it('checks types against the schema.org vocabulary when a local copy is named', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'schema-org-')), 'vocabulary.jsonld');
    const graph = [
      { '@id': 'schema:Thing', '@type': 'rdfs:Class' },
      { '@id': 'schema:name', '@type': 'rdf:Property', 'schema:domainIncludes': { '@id': 'schema:Thing' } },
    ];
    writeFileSync(file, JSON.stringify({ '@graph': graph }));
    process.env[SCHEMA_ORG_VOCABULARY_ENV] = file;
    try {
      await expect(
        expectValidStructuredData({ '@context': 'https://schema.org', '@type': 'Thingy', name: 'x' }),
      ).rejects.toThrow('"Thingy" is not a valid schema.org type');
      await expect(
        expectValidStructuredData({ '@context': 'https://schema.org', '@type': 'Thing', name: 'x' }),
      ).resolves.toEqual([]);
    } finally {
      delete process.env[SCHEMA_ORG_VOCABULARY_ENV];
    }
  });
});

describe('expectValidStructuredData with the types the validator package does not check', () => {
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Jobdating',
    startDate: '2026-12-03T10:00:00+01:00',
    location: {
      '@type': 'Place',
      name: 'Jobpoint Mitte',
      address: { '@type': 'PostalAddress', postalCode: '10115', addressCountry: 'DE' },
    },
  };

  it('passes a complete Event and fails one without place address or with a time but no offset', async () => {
    await expectValidStructuredData(event);
    await expect(
      expectValidStructuredData({ ...event, location: { '@type': 'Place', name: 'Jobpoint Mitte' } }),
    ).rejects.toThrow('Required attribute "address" is missing');
    await expect(expectValidStructuredData({ ...event, startDate: '2026-12-03T10:00:00' })).rejects.toThrow(
      '"startDate" has a time but no UTC offset',
    );
    await expect(expectValidStructuredData({ ...event, location: undefined })).rejects.toThrow(
      'Required attribute "location" is missing',
    );
  });

  it('reports the recommended fields of an article', async () => {
    const article = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Bewerbung schreiben' };
    await expect(expectValidStructuredData(article, { recommended: ['datePublished'] })).rejects.toThrow(
      '"datePublished"',
    );
  });

  it('fails a FAQPage whose question has no answer text', async () => {
    const faq = (answer: unknown) => ({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Was kostet die Beratung?', acceptedAnswer: answer }],
    });
    await expectValidStructuredData(faq({ '@type': 'Answer', text: 'Nichts.' }));
    await expect(expectValidStructuredData(faq({ '@type': 'Answer' }))).rejects.toThrow(
      'Required attribute "text" is missing',
    );
    await expect(expectValidStructuredData(faq(undefined))).rejects.toThrow(
      'Required attribute "acceptedAnswer" is missing',
    );
  });
});
