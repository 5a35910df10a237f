import type { CmsRequest } from '../lib/api/cms-api';
import type { CmsBaseQuery } from '../lib/strapi/fetch-single-type';
import { findEvent } from './get-event';

const event = (fields: Record<string, unknown>) => ({ id: 1, title: 'Jobdating', Datum: '2026-05-04', documentId: 'doc-1', ...fields });

/**
 * A content service that answers a slug in a language, or a document in a language, from a table; every
 * other lookup finds nothing. Records what it was asked.
 */
function contentService(answers: Record<string, { data?: unknown; error?: unknown }>) {
  const asked: string[] = [];
  const baseQuery: CmsBaseQuery = ({ path, params }: CmsRequest) => {
    const filters = params?.['filters'] as { slug: { $eq: string } } | undefined;
    const key = `${path} ${filters ? `${filters.slug.$eq} ` : ''}${String(params?.['locale'])}`;
    asked.push(key);
    return answers[key] ?? (filters ? { data: { data: [] } } : { error: { status: 404, data: null } });
  };
  return { baseQuery, asked };
}

describe('findEvent', () => {
  it('finds an event by its slug in the page’s language', async () => {
    const { baseQuery, asked } = contentService({ '/api/veranstaltungens jobdating tr': { data: { data: [event({ title: 'İş buluşması' })] } } });
    expect(await findEvent(baseQuery, { slug: 'jobdating', locale: 'tr' })).toMatchObject({ data: { locale: 'tr', content: { title: 'İş buluşması' } } });
    expect(asked).toEqual(['/api/veranstaltungens jobdating tr']);
  });

  it('finds a German slug and shows the event’s translation in the page’s language', async () => {
    const { baseQuery, asked } = contentService({
      '/api/veranstaltungens jobdating de': { data: { data: [event({ documentId: 'doc/1' })] } },
      '/api/veranstaltungens/doc%2F1 en': { data: { data: event({ title: 'Job dating', slug: 'job-dating' }) } },
    });
    const found = await findEvent(baseQuery, { slug: 'jobdating', locale: 'en' });
    expect(found).toMatchObject({ data: { locale: 'en', content: { title: 'Job dating' } } });
    expect(asked).toEqual(['/api/veranstaltungens jobdating en', '/api/veranstaltungens jobdating de', '/api/veranstaltungens/doc%2F1 en']);
  });

  it('shows the German event, marked German, where it has no translation or no document', async () => {
    const untranslated = contentService({ '/api/veranstaltungens jobdating de': { data: { data: [event({ documentId: 'doc/1' })] } } });
    expect(await findEvent(untranslated.baseQuery, { slug: 'jobdating', locale: 'ar' })).toMatchObject({ data: { locale: 'de', content: { title: 'Jobdating' } } });
    const withoutDocument = contentService({ '/api/veranstaltungens jobdating de': { data: { data: [event({ documentId: null })] } } });
    expect(await findEvent(withoutDocument.baseQuery, { slug: 'jobdating', locale: 'ar' })).toMatchObject({ data: { locale: 'de' } });
    expect(withoutDocument.asked).toHaveLength(2);
  });

  it('finds an English slug on a German page, and answers null for a slug no language has', async () => {
    const english = contentService({ '/api/veranstaltungens job-dating en': { data: { data: [event({ documentId: null, title: 'Job dating' })] } } });
    expect(await findEvent(english.baseQuery, { slug: 'job-dating', locale: 'de' })).toMatchObject({ data: { locale: 'en', content: { title: 'Job dating' } } });
    expect(english.asked).toEqual(['/api/veranstaltungens job-dating de', '/api/veranstaltungens job-dating en']);
    const none = contentService({});
    expect(await findEvent(none.baseQuery, { slug: 'gibt-es-nicht', locale: 'tr' })).toEqual({ data: null });
    expect(none.asked).toEqual(['/api/veranstaltungens gibt-es-nicht tr', '/api/veranstaltungens gibt-es-nicht de', '/api/veranstaltungens gibt-es-nicht en']);
  });

  it('passes on a failing CMS at every step, and an unreadable event as an error', async () => {
    const failure = { error: { status: 500, data: null } };
    expect(await findEvent(contentService({ '/api/veranstaltungens jobdating de': failure }).baseQuery, { slug: 'jobdating', locale: 'de' })).toEqual(failure);
    expect(await findEvent(contentService({ '/api/veranstaltungens jobdating de': failure }).baseQuery, { slug: 'jobdating', locale: 'tr' })).toEqual(failure);
    const translationFails = contentService({
      '/api/veranstaltungens jobdating de': { data: { data: [event({})] } },
      '/api/veranstaltungens/doc-1 tr': failure,
    });
    expect(await findEvent(translationFails.baseQuery, { slug: 'jobdating', locale: 'tr' })).toEqual(failure);
    const unreadable = contentService({ '/api/veranstaltungens jobdating de': { data: { data: [{ id: 1 }] } } });
    expect(await findEvent(unreadable.baseQuery, { slug: 'jobdating', locale: 'de' })).toMatchObject({
      error: { status: 'CUSTOM_ERROR', error: expect.stringContaining('Unexpected content of /api/veranstaltungens:') },
    });
    const emptyTranslation = contentService({
      '/api/veranstaltungens jobdating de': { data: { data: [event({})] } },
      '/api/veranstaltungens/doc-1 tr': { data: { data: null } },
    });
    expect(await findEvent(emptyTranslation.baseQuery, { slug: 'jobdating', locale: 'tr' })).toMatchObject({ data: { locale: 'de' } });
  });
});
