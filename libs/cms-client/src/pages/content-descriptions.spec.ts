import { createTestStore } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { contentDescription, contentDescriptions, hasContentDescription } from './content-descriptions';
import { defineSingleType, describedSingleType, singleTypeApi } from './single-type';

describe('the content descriptions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('describe the pages the CMS holds as single types, and no other', () => {
    expect(hasContentDescription('impressum')).toBe(true);
    expect(hasContentDescription('jobboerse')).toBe(false);
    expect(contentDescription('impressum')).toEqual({ singleType: 'impressum', blocks: [{ field: 'title', block: 'field.title' }, { field: 'content', block: 'field.richtext' }] });
    expect(() => contentDescription('jobboerse')).toThrow('No content description for the single type jobboerse');
  });

  it('are all there to be listed, each once', () => {
    const singleTypes = contentDescriptions().map((description) => description.singleType);
    expect(singleTypes).toEqual(expect.arrayContaining(['arbeitssuchende', 'arbeitgebende', 'impressum', 'jb-anleitung']));
    expect(new Set(singleTypes).size).toBe(singleTypes.length);
  });

  it('take a page defined later, and refuse content no description names', async () => {
    const description = defineSingleType({ singleType: 'probe-seite', blocks: [{ field: 'title', block: 'field.title' }] });
    expect(describedSingleType('probe-seite')).toBe(description);
    expect(contentDescriptions()).toContain(description);
    // RTK Query reports the thrown error to the console besides the result.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { error } = await createTestStore({ apis: [cmsApi] }).dispatch(singleTypeApi.endpoints.getSingleType.initiate({ singleType: 'unbeschrieben', locale: 'de' }));
    expect(error).toMatchObject({ message: 'No content description for the single type unbeschrieben' });
  });
});
