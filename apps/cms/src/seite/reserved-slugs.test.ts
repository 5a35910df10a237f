import { isEditorPageSlug, SITE_PAGES } from '@jobpoint/site-routes';

import { RESERVED_SLUGS, SITE_ROUTE_SEGMENTS } from './reserved-slugs';
import { slugProblem } from './slug-rules';

/** The first segment of every route of the site that is spelled out (a `:parameter` is not an address). */
const routeSegments = [...new Set(SITE_PAGES.map((page) => page.path.split('/')[1]).filter((segment) => segment && !segment.startsWith(':')))].sort();

describe('reserved addresses of editors\' pages', () => {
  it('are the first segments of the routes of the site, every one of them', () => {
    expect([...SITE_ROUTE_SEGMENTS].sort()).toEqual(routeSegments);
  });

  it('are refused, naming the address in German and English', () => {
    for (const slug of RESERVED_SLUGS) {
      const problem = slugProblem(slug);
      expect(problem).toContain(`„${slug}“`);
      expect(problem).toContain(`“${slug}”`);
    }
    expect(slugProblem('job-boerse')).toBe(
      'Die Adresse „job-boerse“ ist eine Seite der Website und kann nicht vergeben werden / The address “job-boerse” is a route of the site and cannot be used',
    );
  });
});

describe('the form of an editors\' page address', () => {
  it('is one path segment of lower-case letters, digits and single hyphens', () => {
    for (const slug of ['ankommen-in-berlin', 'sommer2026', 'a']) expect(slugProblem(slug)).toBeNull();
    for (const slug of ['Ankommen', 'zwei--striche', '-vorne', 'hinten-', 'a/b', 'über-uns', 'mit leerzeichen']) {
      expect(slugProblem(slug)).toMatch(/ist ungültig.* is invalid/);
    }
  });

  it('is refused exactly where the site would not serve it: beyond its longest address', () => {
    for (const slug of ['a'.repeat(200), 'a'.repeat(201), `${'a'.repeat(100)}-${'b'.repeat(100)}`]) {
      expect([slug.length, slugProblem(slug) === null]).toEqual([slug.length, isEditorPageSlug(slug)]);
    }
    expect(slugProblem('a'.repeat(201))).toMatch(/zu lang: höchstens 200 Zeichen.* at most 200 characters/);
  });

  it('is required', () => {
    expect(slugProblem('')).toMatch(/braucht eine Adresse/);
    expect(slugProblem(undefined)).toMatch(/needs an address/);
  });
});
