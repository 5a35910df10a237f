import { SITE_PAGES } from '@jobpoint/site-routes';

import { SINGLE_TYPES } from '../content-types';
import { COLLECTION_PATHS, SINGLE_TYPE_PATHS } from './site-paths';

describe('the site paths of the preview', () => {
  it('are the routes of the single types that are pages of the site', () => {
    const routes = Object.fromEntries(SITE_PAGES.filter((page) => page.singleType !== null).map((page) => [page.singleType, page.path]));
    expect(SINGLE_TYPE_PATHS).toEqual(routes);
    for (const name of Object.keys(SINGLE_TYPE_PATHS)) expect(SINGLE_TYPES[name as keyof typeof SINGLE_TYPES].page).toBe(true);
  });

  it('are the routes of articles, events and editors\' pages', () => {
    const paths = SITE_PAGES.map((page) => page.path.replace(/:\w+$/, ':slug'));
    for (const pattern of Object.values(COLLECTION_PATHS)) expect(paths).toContain(pattern);
  });
});
