import { http, HttpResponse } from 'msw';
import { cmsApi, getNavigation, getSocialButtons } from '@jobpoint/cms-client';
import { cmsLayoutHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { loadLayoutContent } from './load-layout-content';

const server = startMockServer(...cmsLayoutHandlers);

describe('loadLayoutContent', () => {
  it('loads navigation, footer, announcement, navigation texts and social buttons into the store', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const content = await loadLayoutContent(store.dispatch, { audience: 'jobseekers', locale: 'de' });
    expect(content.navigation.map((item) => item.title)).toEqual(['Start', 'Beratung', 'Jobbörse', 'Angebote', 'Berlin.de']);
    expect(content.footer?.footerSections).toHaveLength(2);
    expect(content.notification).toBe('Am 3. Oktober bleiben alle Standorte geschlossen.');
    expect(content.navigationExtension?.employersText).toBe('Für Arbeitgebende');
    expect(content.socialButtons).toHaveLength(4);
    const cached = getNavigation.select({ audience: 'jobseekers', locale: 'de' })(store.getState() as never);
    expect(cached.status).toBe('fulfilled');
    // The layout's hooks ask with the same arguments, so they find the loader's answers.
    expect(getSocialButtons.select({ locale: 'de' })(store.getState() as never).status).toBe('fulfilled');
  });

  it('never fails: a part that cannot be loaded is empty', async () => {
    server.use(
      http.get(cmsUrl('/api/footer'), () => HttpResponse.json({}, { status: 500 })),
      http.get(cmsUrl('/api/navigation/render/:id'), () => HttpResponse.error()),
      http.get(cmsUrl('/api/social-buttons'), () => HttpResponse.text('<html>', { status: 502 })),
    );
    const store = createTestStore({ apis: [cmsApi] });
    const content = await loadLayoutContent(store.dispatch, { audience: 'employers', locale: 'de' });
    expect(content).toMatchObject({ navigation: [], footer: null, socialButtons: [] });
    expect(content.notification).not.toBeNull();
  });
});
