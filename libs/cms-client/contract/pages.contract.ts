import type { Locale } from '@jobpoint/i18n';
import { contentDescriptions } from '../src/pages/content-descriptions';
import { singleTypeApi } from '../src/pages/single-type';
import type { SingleTypeDescription } from '../src/pages/single-type-description';
import { CONTRACT_LOCALES, expectFormat, queryCmsResponses, RESPONSE_FORMATS } from './contract-store';

/** Spec: the site is German, some parts only German and English; Turkish and Arabic may show the German text. */
const MAY_FALL_BACK: readonly Locale[] = ['tr', 'ar'];

/** Whether a block's data holds any text (a title, a paragraph, an image's address …). */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.some(hasText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasText);
  return false;
}

function fieldNames(description: SingleTypeDescription): string[] {
  return description.blocks.flatMap((block) => ('field' in block ? [block.field] : []));
}

describe.each(RESPONSE_FORMATS)('content pages, %s format', (format) => {
  describe.each(contentDescriptions().map((description) => [description.singleType, description] as const))(
    '%s',
    (_singleType, description) => {
      it.each(CONTRACT_LOCALES)('reads the page in %s with every block of its description', async (locale) => {
        const { result, responses } = await queryCmsResponses(format, (store) =>
          store.dispatch(
            singleTypeApi.endpoints.getSingleType.initiate({ singleType: description.singleType, locale }),
          ),
        );
        expect(result.error).toBeUndefined();
        const page = result.data;
        if (!page)
          throw new Error(`The content service has ${description.singleType} neither in ${locale} nor in German`);

        if (page.locale === locale) {
          expect(responses.map((response) => response.status)).toEqual([200]);
        } else {
          expect(MAY_FALL_BACK).toContain(locale);
          expect(page.locale).toBe('de');
          // Untranslated: the content service has no entry in the language (404), then the German one.
          expect(responses.map((response) => response.status)).toEqual([404, 200]);
        }
        expect(expectFormat(responses[responses.length - 1].body, format)['locale']).toBe(page.locale);

        expect(page.seo?.metaTitle).toBeTruthy();
        // The bundled content fills every block in every language it has, so an empty one is a block the
        // query does not load (a component left out of the populate tree).
        expect(fieldNames(description).filter((field) => !hasText(page.fields[field]))).toEqual([]);
      });
    },
  );
});
