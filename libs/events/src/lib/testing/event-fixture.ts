import type { EventDetail } from '@jobpoint/cms-client';
import { eventDetailSchema } from '@jobpoint/cms-client/schemas';

/** An event as the CMS answers it (flat v5 shape); fields can be replaced. */
export function eventRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 42,
    documentId: 'doc42',
    title: 'Shop a Job Messe Neukölln',
    slug: 'shop-a-job-messe-neukolln',
    Datum: '2026-12-31',
    endDate: '2027-01-01',
    startTime: '10:00:00.000',
    endTime: '16:00:00.000',
    Veranstaltungsart: 'Praesenz',
    description: 'Über 40 Berliner Unternehmen an einem Ort.',
    content: '## Worum geht es?\n\nGespräche mit Unternehmen.',
    location: 'Jobpoint Neukölln',
    image: { url: '/uploads/fair.jpg', alternativeText: 'Messestände', width: 1600, height: 1000 },
    address: { name: 'Jobpoint Neukölln', street: 'Karl-Marx-Straße', streetNumber: '92', postCode: '12043', city: 'Berlin', email: 'neukoelln@jobpoint.local' },
    registerButton: { text: 'Jetzt anmelden', url: '#anmeldung', type: 'primary', active: true, disableAt: null },
    additionalInfos: [{ text: 'Alle Veranstaltungen', url: '/veranstaltungen', type: 'outline' }],
    ratings: [{ id: 1, title: 'Toll', text: 'Sehr hilfreich', stars: 4 }],
    partners: [{ id: 1, name: 'Agentur für Arbeit', url: 'https://www.arbeitsagentur.de' }],
    exhibition: { exhibitionId: 1, title: 'Die Messe', attendingDaysLabel: 'Anwesend am' },
    Formate: [{ name: 'Shop a Job' }],
    Standort: { Titel: 'Jobpoint Neukölln' },
    Sprache: { name: 'Deutsch', languageName: 'Deutsch' },
    ...overrides,
  };
}

/** An event as the site parses it from the CMS; fields can be replaced. */
export function eventFixture(overrides: Record<string, unknown> = {}): EventDetail {
  return eventDetailSchema.parse(eventRecord(overrides));
}
