import type { Data, Localized } from '../strapi-documents';

type Rating = [string, number, string, string];

/** [name, stars, German text, English text] */
const CUSTOMERS: Rating[] = [
  ['Aylin K.', 5, 'Nach zwei Beratungen hatte ich einen neuen Lebenslauf und drei Einladungen zum Gespräch.', 'After two sessions I had a new CV and three interview invitations.'],
  ['Mohammed S.', 5, 'Die Beratung auf Arabisch hat mir sehr geholfen. Heute arbeite ich als Elektriker in Spandau.', 'Counselling in Arabic helped me a lot. Today I work as an electrician in Spandau.'],
  ['Jana W.', 4, 'Nach der Elternzeit wusste ich nicht, wo ich anfangen soll. Jetzt habe ich eine Teilzeitstelle.', 'After parental leave I did not know where to start. Now I have a part-time job.'],
  ['Kemal D.', 5, 'Ohne Termin vorbeigekommen, sofort Hilfe bekommen. Sehr freundliches Team.', 'Dropped in without an appointment and got help right away. Very friendly team.'],
  ['Olena P.', 4, 'Das AVGS-Coaching hat mir Struktur gegeben. Die Anerkennung meines Abschlusses läuft.', 'The AVGS coaching gave me structure. The recognition of my degree is under way.'],
  ['Thomas R.', 5, 'Mit 52 noch einmal neu anfangen – dank der Unterstützung hat es geklappt.', 'Starting over at 52 – thanks to the support it worked.'],
];

const COMPANIES: Rating[] = [
  ['Pflegedienst Sonnenhof', 5, 'Über das Jobdating haben wir zwei Pflegehilfskräfte eingestellt. Unkompliziert und schnell.', 'Through the job dating we hired two care assistants. Quick and straightforward.'],
  ['Spree Logistik GmbH', 4, 'Gut vorbereitete Bewerbende und eine verlässliche Ansprechpartnerin.', 'Well-prepared candidates and a reliable contact person.'],
  ['Hotel am Kanal', 5, 'Die Shop a Job Messe ist für uns der wichtigste Recruiting-Termin im Jahr.', 'The Shop a Job fair is our most important recruiting date of the year.'],
  ['Elektro Yilmaz', 5, 'Die Beratung zum Eingliederungszuschuss hat uns die Einstellung erleichtert.', 'The advice on the integration grant made hiring easier for us.'],
  ['Kita Sternschnuppe', 4, 'Schnelle Veröffentlichung unserer Stellen und passende Vorschläge.', 'Our vacancies were published quickly, with suitable suggestions.'],
];

const EVENTS: Rating[] = [
  ['Samira A.', 5, 'Das Bewerbungstraining war praxisnah und die Gruppe sehr angenehm.', 'The application training was practical and the group very pleasant.'],
  ['Lukas M.', 4, 'Beim Jobdating hatte ich vier Gespräche in zwei Stunden.', 'At the job dating I had four interviews in two hours.'],
  ['Fatma Ö.', 5, 'Endlich eine Veranstaltung auf Türkisch – ich habe alles verstanden.', 'Finally an event in Turkish – I understood everything.'],
  ['Daniel B.', 4, 'Das Online-Seminar war gut erklärt, die Fragen wurden alle beantwortet.', 'The online seminar was well explained and all questions were answered.'],
  ['Rana H.', 5, 'Die Messe war super organisiert, ich habe direkt eine Zusage bekommen.', 'The fair was well organised and I got a job offer straight away.'],
];

function toDocuments(ratings: Rating[]): Localized<Data>[] {
  return ratings.map(([name, stars, de, en]) => ({ de: { name, stars, text: de }, en: { name, stars, text: en } }));
}

export const customerRatings = toDocuments(CUSTOMERS);
export const companyRatings = toDocuments(COMPANIES);
export const eventRatings = toDocuments(EVENTS);
