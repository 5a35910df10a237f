import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { cmsEditorPageHandlers, cmsUrl, createTestStore, editorPageFixtures, startMockServer, v4EditorPageList } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { toStrapiQueryString } from '../lib/strapi/strapi-query';
import { EDITOR_BLOCK_COMPONENTS, EDITOR_FIELD_COMPONENTS, EDITOR_WIDGET_COMPONENTS } from './editor-page-blocks';
import { editorPageApi, editorPageParams } from './editor-page';
import { editorPageBlocks } from './editor-page-schema';
import { CONTENT_WIDGETS } from './single-type-description';

const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

const server = startMockServer(...cmsEditorPageHandlers);

function fetchPage(slug: string, locale: 'de' | 'en' | 'tr' | 'ar') {
  return createTestStore({ apis: [cmsApi] }).dispatch(editorPageApi.endpoints.getEditorPage.initiate({ slug, locale }));
}

const german = editorPageFixtures[0];

describe('editorPageParams', () => {
  const params = new URLSearchParams(toStrapiQueryString(editorPageParams('ar', 'ankommen-in-berlin')));

  it('asks for one page by slug and language with its SEO block and its other languages’ slugs', () => {
    expect(params.get('filters[slug][$eq]')).toBe('ankommen-in-berlin');
    expect(params.get('locale')).toBe('ar');
    expect(params.get('pagination[pageSize]')).toBe('1');
    expect(params.get('populate[seo][populate][metaImage]')).toBe('true');
    expect(params.get('populate[localizations][fields][0]')).toBe('slug');
  });

  it('populates each component of the zone by name with its block’s populate tree', () => {
    expect(params.get('populate[blocks][on][shared.section][populate][image]')).toBe('true');
    expect(params.get('populate[blocks][on][home.offers][populate][items][populate][icon]')).toBe('true');
    expect(params.get('populate[blocks][on][shared.fact]')).toBe('true');
    expect(params.get('populate[blocks][on][blocks.gallery][populate][images]')).toBe('true');
    expect(params.get('populate[blocks][on][blocks.rich-text]')).toBe('true');
    expect(params.get('populate[blocks][on][widgets.locations]')).toBe('true');
    const named = new Set([...params.keys()].flatMap((key) => /^populate\[blocks\]\[on\]\[([^\]]+)\]/.exec(key)?.[1] ?? []));
    expect(named).toEqual(new Set([...EDITOR_BLOCK_COMPONENTS, ...Object.keys(EDITOR_FIELD_COMPONENTS), ...Object.keys(EDITOR_WIDGET_COMPONENTS)]));
  });

  it('offers every widget of the site', () => {
    expect(new Set(Object.values(EDITOR_WIDGET_COMPONENTS))).toEqual(new Set(Object.keys(CONTENT_WIDGETS)));
  });

  it('knows exactly the components the CMS’s zone has', () => {
    const schema = JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'apps/cms/src/api/seite/content-types/seite/schema.json'), 'utf8')) as {
      attributes: { blocks: { components: string[] } };
    };
    expect(new Set(schema.attributes.blocks.components)).toEqual(
      new Set([...EDITOR_BLOCK_COMPONENTS, ...Object.keys(EDITOR_FIELD_COMPONENTS), ...Object.keys(EDITOR_WIDGET_COMPONENTS)]),
    );
  });
});

describe('editorPageBlocks', () => {
  afterEach(() => jest.restoreAllMocks());

  it('maps each component to its block or widget, each block’s data under a field named by its place', () => {
    const { blocks, fields } = editorPageBlocks([
      { __component: 'blocks.title', title: 'Fakten' },
      { __component: 'shared.fact', id: 1, value: '30', label: 'Jahre' },
      { __component: 'blocks.rich-text', content: 'Text' },
      { __component: 'blocks.gallery', images: [] },
      { __component: 'widgets.chat-contact' },
      { __component: 'blocks.subtitle', subtitle: 'Unter' },
    ]);
    expect(blocks).toEqual([
      { field: 'title-1', block: 'field.title' },
      { field: 'fact-2', block: 'shared.fact', repeatable: true },
      { field: 'rich-text-3', block: 'field.richtext' },
      { field: 'gallery-4', block: 'field.gallery' },
      { widget: 'site.chat-contact' },
      { field: 'subtitle-6', block: 'field.subtitle' },
    ]);
    expect(fields).toEqual({ 'title-1': 'Fakten', 'fact-2': [{ id: 1, value: '30', label: 'Jahre' }], 'rich-text-3': 'Text', 'gallery-4': [], 'subtitle-6': 'Unter' });
  });

  it('makes the items of a list block placed one after another one list, and a new list after another block', () => {
    const { blocks, fields } = editorPageBlocks([
      { __component: 'shared.fact', value: '30', label: 'Jahre' },
      { __component: 'shared.fact', value: '4', label: 'Standorte' },
      { __component: 'shared.opening-time', day: 'Montag', time: '9–16 Uhr' },
      { __component: 'shared.opening-time', day: 'Dienstag', time: '9–18 Uhr' },
      { __component: 'blocks.rich-text', content: 'Dazwischen' },
      { __component: 'shared.fact', value: '1', label: 'Messe' },
    ]);
    expect(blocks).toEqual([
      { field: 'fact-1', block: 'shared.fact', repeatable: true },
      { field: 'opening-time-3', block: 'shared.opening-time', repeatable: true },
      { field: 'rich-text-5', block: 'field.richtext' },
      { field: 'fact-6', block: 'shared.fact', repeatable: true },
    ]);
    expect(fields).toMatchObject({
      'fact-1': [{ value: '30', label: 'Jahre' }, { value: '4', label: 'Standorte' }],
      'opening-time-3': [{ day: 'Montag' }, { day: 'Dienstag' }],
      'fact-6': [{ value: '1', label: 'Messe' }],
    });
  });

  it('leaves out, with a warning on the server, a component the site does not know and one it cannot read', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { blocks } = editorPageBlocks([
      { __component: 'blocks.video', url: 'https://example.org' },
      { __component: 'shared.fact', label: 'without a value' },
      { __component: 'blocks.rich-text', content: 'bleibt' },
    ]);
    expect(blocks).toEqual([{ field: 'rich-text-3', block: 'field.richtext' }]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('"blocks.video" has no block on the site'),
      expect.stringContaining('"shared.fact" cannot be read'),
    ]);
  });
});

describe('getEditorPage', () => {
  it('reads a page in the v4 format: its blocks in order, its layout, SEO block and other languages', async () => {
    const { data } = await fetchPage('ankommen-in-berlin', 'de');
    expect(data?.locale).toBe('de');
    expect(data?.content).toMatchObject({ title: german.title, slug: german.slug, layout: 'jobseekers', seo: { metaTitle: `${german.title} | jobpoint berlin` } });
    expect(data?.content.blocks).toEqual([
      { field: 'section-1', block: 'shared.section' },
      { field: 'rich-text-2', block: 'field.richtext' },
      { field: 'faq-section-3', block: 'shared.faq-section' },
      { widget: 'site.locations' },
    ]);
    expect(data?.content.fields['section-1']).toMatchObject({ title: 'Ankommen in Berlin', image: null, buttons: [{ text: 'Zur Beratung', url: '/beratung' }] });
    expect(data?.content.localizations).toEqual([
      { slug: 'arriving-in-berlin', locale: 'en' },
      { slug: 'ankommen-in-berlin', locale: 'ar' },
    ]);
  });

  it('reads the v5 format alike', async () => {
    server.use(
      http.get(cmsUrl('/api/seiten'), () =>
        HttpResponse.json({ data: [{ id: 1, documentId: 'x', title: 'Flach', slug: 'flach', layout: 'employers', seo: null, blocks: [{ id: 1, __component: 'blocks.title', title: 'Flach' }], localizations: [] }], meta: {} }),
      ),
    );
    const { data } = await fetchPage('flach', 'de');
    expect(data?.content).toMatchObject({ title: 'Flach', layout: 'employers', seo: null, localizations: [], fields: { 'title-1': 'Flach' } });
  });

  it('shows the German page of the slug where the language has none, marked with its language', async () => {
    const { data } = await fetchPage('ankommen-in-berlin', 'tr');
    expect(data?.locale).toBe('de');
    expect(data?.content.title).toBe(german.title);
  });

  it('gives null for a slug no page has, in the language or in German', async () => {
    const { data, isSuccess } = await fetchPage('gibt-es-nicht', 'en');
    expect(isSuccess).toBe(true);
    expect(data).toBeNull();
  });

  it('passes a failing CMS on with its status', async () => {
    server.use(http.get(cmsUrl('/api/seiten'), () => HttpResponse.json({ error: {} }, { status: 503 })));
    const { error } = await fetchPage('ankommen-in-berlin', 'de');
    expect(error).toMatchObject({ status: 503 });
  });

  it('takes the first of several answers and a page without layout as the job seekers’', async () => {
    server.use(http.get(cmsUrl('/api/seiten'), () => HttpResponse.json(v4EditorPageList([{ ...german, layout: undefined as never }, editorPageFixtures[2]]))));
    const { data } = await fetchPage('ankommen-in-berlin', 'de');
    expect(data?.content).toMatchObject({ title: german.title, layout: 'jobseekers' });
  });
});
