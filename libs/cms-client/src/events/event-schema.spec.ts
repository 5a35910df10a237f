import { languageLabelOf } from './event-language';
import { eventSummarySchema } from './event-schema';

describe('languageLabelOf', () => {
  it('names a language as the page’s readers call it, else by its name, else not at all', () => {
    expect(languageLabelOf({ name: 'Türkisch', languageName: 'Türkçe' })).toBe('Türkçe');
    expect(languageLabelOf({ name: 'Türkisch', languageName: ' ' })).toBe('Türkisch');
    expect(languageLabelOf({ name: 'Türkisch', languageName: null })).toBe('Türkisch');
    expect(languageLabelOf({ name: ' ', languageName: null })).toBeNull();
  });

  it('is the label of an event summary, beside the name the filters use', () => {
    const event = eventSummarySchema.parse({
      id: 1,
      title: 'Bewerbungstraining',
      Datum: '2030-05-14',
      Sprache: { name: 'Türkisch', languageName: 'Türkçe' },
    });

    expect(event).toMatchObject({ languageName: 'Türkisch', languageLabel: 'Türkçe' });
    expect(
      eventSummarySchema.parse({ id: 2, title: 'Jobdating', Datum: '2030-05-14', Sprache: null }).languageLabel,
    ).toBeNull();
  });
});
