import type { Job } from '@jobpoint/jobs-client';
import { jobFixture } from '@jobpoint/test-utils';
import { applyTarget, formatEuro, paragraphs, summary } from './job-details';

function job(overrides: Partial<Job> = {}): Job {
  return { ...(jobFixture({ id: 1312, title: 'Koch' }) as Job), ...overrides };
}

describe('applyTarget', () => {
  it('follows the job’s application types in order', () => {
    expect(applyTarget(job({ application_types: ['url', 'email'] }), 'Bewerbung')).toEqual({
      kind: 'url',
      href: 'https://www.company-1.example/karriere/1312',
    });
    const email = applyTarget(job({ application_types: ['email', 'url'] }), 'Bewerbung: Koch (Job-Nr. 1312)');
    expect(email).toMatchObject({ kind: 'email' });
    expect(email && 'href' in email && email.href).toMatch(/^mailto:.+\?subject=Bewerbung%3A%20Koch%20\(Job-Nr\.%201312\)$/);
  });

  it('skips a URL application without a web address and falls back to the next type', () => {
    expect(applyTarget(job({ application_types: ['url', 'post'], application_url: 'javascript:alert(1)' }), 'x')).toEqual({ kind: 'post' });
    expect(applyTarget(job({ application_types: ['url'], application_url: null }), 'x')).toBeNull();
  });

  it('offers a phone call', () => {
    const target = applyTarget(job({ application_types: ['phone'] }), 'x');
    expect(target).toMatchObject({ kind: 'phone', href: expect.stringMatching(/^tel:\+?\d+$/) });
  });
});

describe('formatting', () => {
  it('formats euros per language', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatEuro(3200, 'de'))).toBe('3.200 €');
    expect(plain(formatEuro(15.5, 'de'))).toBe('15,50 €');
    expect(formatEuro(15.5, 'en')).toBe('€15.50');
  });

  it('splits plain text into paragraphs at blank lines', () => {
    expect(paragraphs('Erster Absatz.\n\n  Zweiter\nAbsatz. \n\n')).toEqual(['Erster Absatz.', 'Zweiter\nAbsatz.']);
    expect(paragraphs(null)).toEqual([]);
  });

  it('shortens a description at a word for search engines', () => {
    expect(summary('Kurz.')).toBe('Kurz.');
    const long = summary('Wort '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('Wort…')).toBe(true);
  });
});
