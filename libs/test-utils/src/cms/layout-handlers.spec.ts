import { cmsLayoutHandlers, cmsUrl } from './layout-handlers';
import { startMockServer } from './mock-server';
import { TEST_NAVIGATION_IDS } from './service-context';

startMockServer(...cmsLayoutHandlers);

describe('content service layout handlers', () => {
  it('answer the navigation tree for the configured ids only', async () => {
    const tree = await fetch(cmsUrl(`/api/navigation/render/${TEST_NAVIGATION_IDS.jobseekers.de}?type=TREE&locale=de`));
    expect(tree.status).toBe(200);
    expect(Array.isArray(await tree.json())).toBe(true);
    const flat = await fetch(cmsUrl(`/api/navigation/render/${TEST_NAVIGATION_IDS.jobseekers.de}?type=FLAT&locale=de`));
    expect(flat.status).toBe(404);
  });

  it('answer single types in the Strapi v4 format in German and 404 in other languages', async () => {
    const german = await (await fetch(cmsUrl('/api/footer?locale=de'))).json();
    expect(german.data.attributes.footerSections).toHaveLength(2);
    const turkish = await fetch(cmsUrl('/api/notification?locale=tr'));
    expect(turkish.status).toBe(404);
  });
});
