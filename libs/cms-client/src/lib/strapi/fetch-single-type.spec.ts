import * as z from 'zod';
import type { CmsRequest } from '../api/cms-api';
import { fetchLocalizedContent, fetchSingleType, isEmptyList, localizedSingleTypeQuery, type CmsBaseQuery } from './fetch-single-type';

const titleSchema = z.object({ title: z.string() });
const loadTitle = () => Promise.resolve(titleSchema);
const loadTitles = () => Promise.resolve(titleSchema.array());

/** A content service answering by the request's language; a language it has no answer for is a 404. */
function cmsByLanguage(answers: Record<string, { data?: unknown; error?: unknown }>) {
  const asked: CmsRequest[] = [];
  const baseQuery: CmsBaseQuery = (request) => {
    asked.push(request);
    return answers[String(request.params?.['locale'])] ?? { error: { status: 404, data: null } };
  };
  return { baseQuery, asked };
}

describe('fetchSingleType', () => {
  const request = { path: '/api/impressum', params: { locale: 'de' } };

  it('reads an answer in either format into its schema', async () => {
    const { baseQuery, asked } = cmsByLanguage({ de: { data: { data: { id: 1, attributes: { title: 'Impressum' } } } } });
    expect(await fetchSingleType(baseQuery, request, loadTitle)).toEqual({ data: { title: 'Impressum' } });
    expect(asked).toEqual([request]);
  });

  it('takes a 404 and an empty answer as no entry, any other failure as an error', async () => {
    expect(await fetchSingleType(cmsByLanguage({}).baseQuery, request, loadTitle)).toEqual({ data: null });
    expect(await fetchSingleType(cmsByLanguage({ de: { data: { data: null } } }).baseQuery, request, loadTitle)).toEqual({ data: null });
    expect(await fetchSingleType(cmsByLanguage({ de: { data: undefined } }).baseQuery, request, loadTitle)).toEqual({ data: null });
    const failure = { error: { status: 500, data: null } };
    expect(await fetchSingleType(cmsByLanguage({ de: failure }).baseQuery, request, loadTitle)).toEqual(failure);
  });

  it('names the path of an answer its schema cannot read', async () => {
    const result = await fetchSingleType(cmsByLanguage({ de: { data: { data: { title: 3 } } } }).baseQuery, request, loadTitle);
    expect(result).toEqual({ error: { status: 'CUSTOM_ERROR', error: expect.stringMatching(/^Unexpected content of \/api\/impressum: .+/) } });
  });
});

describe('fetchLocalizedContent', () => {
  const request = (locale: string): CmsRequest => ({ path: '/api/impressum', params: { locale } });

  it('takes the content in the page’s language', async () => {
    const { baseQuery, asked } = cmsByLanguage({ en: { data: { data: { title: 'Imprint' } } }, de: { data: { data: { title: 'Impressum' } } } });
    expect(await fetchLocalizedContent(baseQuery, request, loadTitle, 'en')).toEqual({ data: { content: { title: 'Imprint' }, locale: 'en' } });
    expect(asked).toHaveLength(1);
  });

  it('falls back to German, and asks a German page once', async () => {
    const german = cmsByLanguage({ de: { data: { data: { title: 'Impressum' } } } });
    expect(await fetchLocalizedContent(german.baseQuery, request, loadTitle, 'tr')).toEqual({ data: { content: { title: 'Impressum' }, locale: 'de' } });
    expect(german.asked.map((asked) => asked.params?.['locale'])).toEqual(['tr', 'de']);
    const none = cmsByLanguage({});
    expect(await fetchLocalizedContent(none.baseQuery, request, loadTitle, 'de')).toEqual({ data: null });
    expect(none.asked).toHaveLength(1);
  });

  it('takes what `isEmpty` calls empty as missing', async () => {
    const { baseQuery } = cmsByLanguage({ ar: { data: { data: [] } }, de: { data: { data: [{ title: 'Eins' }] } } });
    expect(await fetchLocalizedContent(baseQuery, request, loadTitles, 'ar', isEmptyList)).toEqual({ data: { content: [{ title: 'Eins' }], locale: 'de' } });
    expect(await fetchLocalizedContent(baseQuery, request, loadTitles, 'ar')).toEqual({ data: { content: [], locale: 'ar' } });
    expect(isEmptyList([1])).toBe(false);
  });

  it('passes a failure on without asking further', async () => {
    const failure = { error: { status: 503, data: null } };
    const { baseQuery, asked } = cmsByLanguage({ tr: failure, de: { data: { data: { title: 'Impressum' } } } });
    expect(await fetchLocalizedContent(baseQuery, request, loadTitle, 'tr')).toEqual(failure);
    expect(asked).toHaveLength(1);
  });
});

describe('localizedSingleTypeQuery', () => {
  it('asks the single type in each language with its parameters', async () => {
    const { baseQuery, asked } = cmsByLanguage({ de: { data: { data: { title: 'Impressum' } } } });
    const query = localizedSingleTypeQuery('/api/impressum', loadTitle, { populate: { seo: true } });
    expect(await query('en', undefined, undefined, baseQuery)).toEqual({ data: { content: { title: 'Impressum' }, locale: 'de' } });
    expect(asked).toEqual([
      { path: '/api/impressum', params: { locale: 'en', populate: { seo: true } } },
      { path: '/api/impressum', params: { locale: 'de', populate: { seo: true } } },
    ]);
    await localizedSingleTypeQuery('/api/faq', loadTitle)('de', undefined, undefined, baseQuery);
    expect(asked[2]).toEqual({ path: '/api/faq', params: { locale: 'de' } });
  });
});
