import { languageLabelOf } from './event-language';
import { eventDetailSchema, eventRegistrationTextsSchema, eventSummarySchema } from './event-schema';

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

describe('eventDetailSchema', () => {
  const event = { id: 1, title: 'Jobdating', Datum: '2030-05-14' };

  it('drops the buttons and partners the editors left empty, and gives a rating without stars none', () => {
    const detail = eventDetailSchema.parse({
      ...event,
      additionalInfos: [{ text: 'Anfahrt', url: '/anfahrt' }, null, { text: null }],
      partners: [{ name: 'Senat' }, { name: ' ' }, { logo: null }],
      ratings: [{ title: 'Gut' }, { title: 'Sehr gut', stars: 5 }],
      Formate: [{ name: 'Jobdating' }],
      Standort: { Titel: 'Jobpoint Mitte' },
    });
    expect(detail.additionalInfos.map((button) => button.text)).toEqual(['Anfahrt']);
    expect(detail.partners.map((partner) => partner.name)).toEqual(['Senat']);
    expect(detail.ratings.map((rating) => rating.stars)).toEqual([0, 5]);
    expect(detail).toMatchObject({ formatNames: ['Jobdating'], locationTitle: 'Jobpoint Mitte', languageName: null, languageLabel: null });
  });
});

describe('eventRegistrationTextsSchema', () => {
  it('keeps the placeholders that are texts, and none where the editors set none', () => {
    const texts = eventRegistrationTextsSchema.parse({ eventRegistration: { placeholders: { name: 'Vorname', phone: 3, notes: null } } });
    expect(texts.eventRegistration?.placeholders).toEqual({ name: 'Vorname' });
    expect(eventRegistrationTextsSchema.parse({ eventRegistration: { placeholders: 'kaputt' } }).eventRegistration?.placeholders).toEqual({});
  });
});
