import { unwrapStrapi } from '@jobpoint/cms-client';
import { articleSchema } from '@jobpoint/cms-client/schemas';
import { articleFixtures, expectValidStructuredData, v4Article } from '@jobpoint/test-utils';
import { buildBlogPosting, HEADLINE_MAX_LENGTH } from './blog-posting';

const ORIGIN = 'https://www.jobpoint-berlin.de';
const options = { url: `${ORIGIN}/ratgeber/der-perfekte-lebenslauf`, origin: ORIGIN, inLanguage: 'de' as const, organizationName: 'jobpoint berlin' };

function article(overrides: Record<string, unknown> = {}) {
  return articleSchema.parse({ ...(unwrapStrapi(v4Article(articleFixtures[0])) as object), ...overrides });
}

describe('buildBlogPosting', () => {
  it('passes Google’s rich-result rules with no error', async () => {
    await expectValidStructuredData(buildBlogPosting(article(), options));
  });

  it('fills what Google’s article result reads, with absolute URLs', () => {
    expect(buildBlogPosting(article(), options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Der perfekte Lebenslauf',
      description: 'Wie Ihr Lebenslauf in 30 Sekunden überzeugt.',
      image: [`${ORIGIN}/cms/uploads/der-perfekte-lebenslauf.jpg`, `${ORIGIN}/cms/uploads/large_der-perfekte-lebenslauf.jpg`],
      datePublished: '2026-03-01T09:00:00.000Z',
      dateModified: '2026-03-01T09:00:00.000Z',
      author: { '@type': 'Organization', name: 'jobpoint berlin', url: ORIGIN },
      publisher: { '@type': 'Organization', name: 'jobpoint berlin', url: ORIGIN },
      inLanguage: 'de',
      mainEntityOfPage: { '@type': 'WebPage', '@id': options.url },
      url: options.url,
      articleSection: ['Bewerbung'],
      keywords: 'Lebenslauf',
    });
  });

  it('falls back to the creation date and leaves out what the article does not have', async () => {
    const posting = buildBlogPosting(article({ publishedAt: null, updatedAt: null, image: null, description: null, seo: null, tags: [], categories: [] }), options);
    expect(posting['datePublished']).toBe('2026-03-01T09:00:00.000Z');
    expect(posting['dateModified']).toBe('2026-03-01T09:00:00.000Z');
    expect(posting).not.toHaveProperty('image');
    expect(posting).not.toHaveProperty('description');
    expect(posting).not.toHaveProperty('keywords');
    expect(posting).not.toHaveProperty('articleSection');
    await expectValidStructuredData(posting);
  });

  it('shortens a headline Google would cut', () => {
    const posting = buildBlogPosting(article({ title: 'Wort '.repeat(40) }), options);
    expect((posting['headline'] as string).length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH);
    expect(posting['headline']).toMatch(/…$/);
  });

  it('names the language the article is written in', () => {
    expect(buildBlogPosting(article(), { ...options, inLanguage: 'en' })['inLanguage']).toBe('en');
  });

  it('fails the validator when the organisation has no name', async () => {
    await expect(expectValidStructuredData(buildBlogPosting(article(), { ...options, organizationName: '' }))).rejects.toThrow('name');
  });
});
