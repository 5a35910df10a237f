import { http, HttpResponse } from 'msw';
import { cmsUrl } from '../cms/layout-handlers';
import { editorPageFixtures, v4EditorPageList } from './editor-page-fixtures';

/** The editors' pages over the fixtures, filtered by language and slug as the site asks for them. */
export const cmsEditorPageHandlers = [
  http.get(cmsUrl('/api/seiten'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const locale = params.get('locale') ?? 'de';
    const slug = params.get('filters[slug][$eq]');
    return HttpResponse.json(v4EditorPageList(editorPageFixtures.filter((page) => page.locale === locale && (slug === null || page.slug === slug))));
  }),
];
