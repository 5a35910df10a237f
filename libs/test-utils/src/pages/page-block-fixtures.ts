import { v4Image } from '../cms/media-fixtures';

/**
 * Blocks of the content pages (downloads, about us, contact, shop, job board manual, counselling) as
 * the content service sends them inside a page in the Strapi v4 response format: components plain,
 * media wrapped in `{ data: { id, attributes } }`.
 */

/** A v4 media field of an uploaded file that is not an image. */
function v4File(id: number, fileName: string, mime = 'application/pdf') {
  return { data: { id, attributes: { name: fileName, url: `/uploads/${fileName}`, alternativeText: null, width: null, height: null, mime, formats: null } } };
}

export const downloadsDe = [
  { id: 1, title: 'Checkliste Bewerbung', link: '/uploads/checkliste_bewerbung.pdf', description: 'Alles, was in eine vollständige Bewerbung gehört.', file: { data: null } },
  { id: 2, title: 'Leitfaden Jobbörse', link: null, description: 'Stellenanzeigen Schritt für Schritt.', file: v4File(33, 'leitfaden-jobboerse.pdf') },
  { id: 3, title: 'Merkblatt der Agentur für Arbeit', link: 'https://www.arbeitsagentur.de/merkblatt.pdf', description: null, file: { data: null } },
];

export const factsDe = [
  { id: 5, value: '12.000+', label: 'Beratungsgespräche pro Jahr' },
  { id: 6, value: '900+', label: 'Partnerunternehmen' },
];

export const dosDe = {
  id: 5,
  title: 'Das wirkt',
  items: [
    { id: 53, text: 'Konkrete Aufgaben statt Floskeln' },
    { id: 54, text: 'Gehalt oder Gehaltsspanne nennen' },
  ],
};

export const addressesDe = [
  { id: 4, name: 'Jobpoint Neukölln', street: 'Karl-Marx-Straße', streetNumber: '92', postCode: '12043', city: 'Berlin', phone: '030 555 123 40', email: 'neukoelln@jobpoint.local' },
  { id: 5, name: 'Jobpoint Mitte', street: 'Brunnenstraße', streetNumber: '19', postCode: '10119', city: 'Berlin', phone: null, email: null },
];

export const openingTimesDe = [
  { id: 4, day: 'Montag bis Mittwoch', time: '10–18 Uhr' },
  { id: 5, day: 'Donnerstag', time: '10–19 Uhr' },
];

export const shopLocationDe = {
  id: 2,
  title: 'Jobpoint Neukölln',
  openingDays: 'Montag bis Freitag',
  openingTimes: 'Mo–Mi 10–18 Uhr, Do 10–19 Uhr, Fr 10–15 Uhr',
  description: 'Barrierefreier Eingang, **Spielecke** für Kinder.',
  phoneNumbers: [
    { id: 4, number: '030 555 123 40', language: 'Deutsch/Englisch' },
    { id: 5, number: '030 555 123 41', language: 'Türkisch' },
  ],
  image: v4Image(10, 'shop.jpg', 'Ladengeschäft mit Markise', 1600, 1000),
};

export const limitsDe = {
  id: 2,
  title: 'Grenzen unserer Beratung',
  subtitle: 'Wofür andere Stellen zuständig sind',
  mapTitle: 'Beratungsstellen in Ihrer Nähe',
  pageHeader: {
    id: 9,
    title: 'Wir helfen weiter',
    subtitle: '',
    description: 'Für manche Fragen gibt es spezialisierte Stellen.',
    image: { data: null },
    buttons: [],
  },
  limits: [
    { id: 1, title: 'Rechtsberatung', description: 'Bei Kündigungen: Sozialberatung oder Anwaltskanzlei.', icon: { data: null }, button: null },
    { id: 2, title: 'Aufenthaltsrecht', description: 'Fragen zum Aufenthaltstitel beantwortet die Migrationsberatung.', icon: { data: null }, button: null },
  ],
};
