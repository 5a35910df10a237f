import { editorPageApi } from '../src/pages/editor-page';
import { CONTRACT_LOCALES, expectFormat, queryCms, RESPONSE_FORMATS } from './contract-store';

/** The seed's example page, under the same slug in every language. */
const EXAMPLE_SLUG = 'ankommen-in-berlin';

/** Whether a block's data holds any text (a title, a paragraph, a question …). */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.some(hasText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasText);
  return false;
}

describe.each(RESPONSE_FORMATS)('editor pages, %s format', (format) => {
  it.each(CONTRACT_LOCALES)('reads the example page in %s by its slug with every block of its zone', async (locale) => {
    const { result, response } = await queryCms(format, (store) => store.dispatch(editorPageApi.endpoints.getEditorPage.initiate({ slug: EXAMPLE_SLUG, locale })));
    expect(response.status).toBe(200);
    expect(result.error).toBeUndefined();
    const page = result.data;
    if (!page) throw new Error(`The content service has no editor page ${EXAMPLE_SLUG} in ${locale}`);
    expect(page.locale).toBe(locale);
    expect(expectFormat(response.body, format)['locale']).toBe(locale);

    const { content } = page;
    if (locale === 'de') expect(content.title).toBe('Ankommen in Berlin: Ihr Weg in Arbeit');
    expect(content).toMatchObject({ slug: EXAMPLE_SLUG, layout: 'jobseekers', seo: { metaTitle: expect.any(String) } });
    expect(content.blocks.map((block) => ('widget' in block ? block.widget : block.block))).toEqual([
      'shared.section',
      'field.richtext',
      'shared.faq-section',
      'site.locations',
    ]);
    // Every component of the zone came with its fields and relations: an empty one is one the query does
    // not populate.
    expect(Object.entries(content.fields).filter(([, value]) => !hasText(value))).toEqual([]);
    expect(content.fields['section-1']).toMatchObject({ buttons: [expect.objectContaining({ url: '/beratung' })] });
    expect((content.fields['faq-section-3'] as { items: unknown[] }).items).toHaveLength(3);
    expect(content.localizations.map((other) => other.locale).sort()).toEqual(CONTRACT_LOCALES.filter((other) => other !== locale).sort());
    expect(content.localizations.every((other) => other.slug === EXAMPLE_SLUG)).toBe(true);
  });

  it('finds no page for a slug none has, in the language or in German', async () => {
    const { result } = await queryCms(format, (store) => store.dispatch(editorPageApi.endpoints.getEditorPage.initiate({ slug: 'gibt-es-nicht-xyz', locale: 'de' })));
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
  });
});
