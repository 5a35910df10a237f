import type { MediaIds } from '../media';
import { type Data, type Localized, slugify } from '../strapi-documents';
import { EVENT_TEXTS, EVENT_TRANSLATIONS } from './events-tr-ar';
import { address, button, isoDay, seo } from './helpers';

type Art = 'Praesenz' | 'Online' | 'Hybrid';

interface EventDef {
  title: { de: string; en: string };
  teaser: { de: string; en: string };
  format: string;
  location: string;
  language: string;
  art: Art;
  /** Days from the seeding day; negative = past event. */
  day: number;
  days?: number;
  time: [string, string];
  image: string;
  exhibitionId?: number;
}

/** Dates are relative to the seeding day, so the current and the next month always have events. */
const EVENTS: EventDef[] = [
  { title: { de: 'Jobdating Pflege & Gesundheit', en: 'Job dating: care & health' }, teaser: { de: 'Kliniken, Pflegedienste und Praxen aus Berlin stellen sich vor und führen direkt Kennenlerngespräche.', en: 'Berlin hospitals, care services and practices introduce themselves and hold first interviews on the spot.' }, format: 'Jobdating', location: 'Jobpoint Neukölln', language: 'Deutsch', art: 'Praesenz', day: 9, time: ['10:00', '13:00'], image: 'counselling' },
  { title: { de: 'Jobdating Handel & Logistik', en: 'Job dating: retail & logistics' }, teaser: { de: 'Lager, Verkauf und Zustellung: Unternehmen suchen Verstärkung – auch für den Quereinstieg.', en: 'Warehousing, sales and delivery: companies are looking for staff – career changers welcome.' }, format: 'Jobdating', location: 'Jobpoint Mitte', language: 'Deutsch', art: 'Praesenz', day: 23, time: ['10:00', '14:00'], image: 'team' },
  { title: { de: 'Jobdating Gastronomie & Hotellerie', en: 'Job dating: hospitality' }, teaser: { de: 'Hotels und Restaurants suchen Service-, Küchen- und Empfangspersonal.', en: 'Hotels and restaurants are looking for service, kitchen and front-desk staff.' }, format: 'Jobdating', location: 'Jobpoint Spandau', language: 'Englisch', art: 'Praesenz', day: -12, time: ['11:00', '14:00'], image: 'counselling' },
  { title: { de: 'Online-Jobdating IT & Kundenservice', en: 'Online job dating: IT & customer service' }, teaser: { de: 'Per Video mit Arbeitgebenden aus IT-Support und Kundenservice sprechen.', en: 'Talk to employers from IT support and customer service by video.' }, format: 'Jobdating', location: 'Online', language: 'Englisch', art: 'Online', day: 3, time: ['15:00', '17:00'], image: 'online' },
  { title: { de: 'Jobdating Handwerk & Technik', en: 'Job dating: skilled trades & technology' }, teaser: { de: 'Betriebe aus Bau, Elektro und Sanitär suchen Fachkräfte und Helfende.', en: 'Construction, electrical and plumbing businesses are looking for skilled workers and helpers.' }, format: 'Jobdating', location: 'Jobpoint Spandau', language: 'Deutsch', art: 'Praesenz', day: 41, time: ['09:30', '12:30'], image: 'growth-red' },
  { title: { de: 'Shop a Job Messe Neukölln', en: 'Shop a Job fair Neukölln' }, teaser: { de: 'Über 40 Berliner Unternehmen an einem Ort: Stellen entdecken, Gespräche führen, Unterlagen checken lassen.', en: 'More than 40 Berlin companies in one place: discover vacancies, talk to employers, get your documents checked.' }, format: 'Shop a Job', location: 'Jobpoint Neukölln', language: 'Deutsch', art: 'Praesenz', day: 35, days: 1, time: ['10:00', '16:00'], image: 'fair', exhibitionId: 1 },
  { title: { de: 'Shop a Job Messe Mitte', en: 'Shop a Job fair Mitte' }, teaser: { de: 'Die Frühjahrsmesse in Mitte mit Schwerpunkt Büro, IT und Verwaltung.', en: 'The spring fair in Mitte focusing on office, IT and administration.' }, format: 'Shop a Job', location: 'Jobpoint Mitte', language: 'Deutsch', art: 'Praesenz', day: -40, days: 1, time: ['10:00', '16:00'], image: 'fair-blue', exhibitionId: 2 },
  { title: { de: 'Shop a Job Spezial: Ausbildung', en: 'Shop a Job special: apprenticeships' }, teaser: { de: 'Ausbildungsbetriebe stellen freie Plätze für das kommende Ausbildungsjahr vor.', en: 'Training companies present open apprenticeships for the coming training year.' }, format: 'Shop a Job', location: 'Jobpoint Spandau', language: 'Deutsch', art: 'Praesenz', day: 55, time: ['11:00', '15:00'], image: 'fair', exhibitionId: 3 },
  { title: { de: 'Bewerbungsworkshop: Lebenslauf, der überzeugt', en: 'Application workshop: a CV that convinces' }, teaser: { de: 'Aufbau, Lücken, Foto: Wir überarbeiten Ihren Lebenslauf gemeinsam am PC.', en: 'Structure, gaps, photo: we revise your CV together at the computer.' }, format: 'Workshop', location: 'Jobpoint Neukölln', language: 'Deutsch', art: 'Praesenz', day: -5, time: ['10:00', '12:30'], image: 'application' },
  { title: { de: 'Workshop: Vorstellungsgespräche sicher meistern', en: 'Workshop: mastering job interviews' }, teaser: { de: 'Typische Fragen, überzeugende Antworten und Übungen im Rollenspiel.', en: 'Typical questions, convincing answers and role-play practice.' }, format: 'Workshop', location: 'Online', language: 'Deutsch', art: 'Online', day: 6, time: ['14:00', '16:00'], image: 'online' },
  { title: { de: 'Bewerbungstraining auf Türkisch', en: 'Application training in Turkish' }, teaser: { de: 'Başvuru eğitimi: Bewerbungsunterlagen und Vorstellungsgespräch – Erklärungen auf Türkisch.', en: 'Başvuru eğitimi: application documents and interviews – explained in Turkish.' }, format: 'Workshop', location: 'Jobpoint Neukölln', language: 'Türkisch', art: 'Praesenz', day: 14, time: ['10:00', '13:00'], image: 'chat' },
  { title: { de: 'Infoveranstaltung auf Arabisch: Arbeiten in Deutschland', en: 'Information event in Arabic: working in Germany' }, teaser: { de: 'Arbeitsvertrag, Sozialversicherung, Anerkennung: die wichtigsten Fragen auf Arabisch erklärt.', en: 'Employment contracts, social insurance, recognition: the key questions explained in Arabic.' }, format: 'Infoveranstaltung', location: 'Jobpoint Mitte', language: 'Arabisch', art: 'Praesenz', day: 20, time: ['17:00', '19:00'], image: 'counselling' },
  { title: { de: 'Infoabend: Anerkennung ausländischer Abschlüsse', en: 'Information evening: recognition of foreign qualifications' }, teaser: { de: 'Welche Stelle ist zuständig, welche Unterlagen brauche ich, was kostet es?', en: 'Which office is responsible, which documents do I need, what does it cost?' }, format: 'Infoveranstaltung', location: 'Online', language: 'Englisch', art: 'Hybrid', day: -25, time: ['18:00', '19:30'], image: 'application-blue' },
  { title: { de: 'Offene Sprechstunde im Ladengeschäft', en: 'Open consultation hours at our shop' }, teaser: { de: 'Ohne Termin vorbeikommen: Fragen zur Jobsuche, Bewerbung oder zu Bescheiden.', en: 'Drop in without an appointment: questions about job search, applications or official letters.' }, format: 'Sprechstunde', location: 'Jobpoint Neukölln', language: 'Türkisch', art: 'Praesenz', day: 1, time: ['10:00', '14:00'], image: 'shop' },
  { title: { de: 'Sprechstunde für Arbeitgebende: Förderung bei Neueinstellungen', en: 'Consultation for employers: funding for new hires' }, teaser: { de: 'Eingliederungszuschuss und Landesprogramme: was Ihr Unternehmen beantragen kann.', en: 'Integration grants and state programmes: what your company can apply for.' }, format: 'Sprechstunde', location: 'Online', language: 'Deutsch', art: 'Online', day: 28, time: ['09:00', '11:00'], image: 'growth' },
  { title: { de: 'Online-Seminar: Minijob, Teilzeit, Vollzeit – was passt zu mir?', en: 'Online seminar: mini job, part-time, full-time – what suits me?' }, teaser: { de: 'Verdienst, Abgaben und Ansprüche der Beschäftigungsformen im Vergleich.', en: 'Earnings, deductions and entitlements of each type of employment compared.' }, format: 'Online-Seminar', location: 'Online', language: 'Deutsch', art: 'Online', day: -1, time: ['16:00', '17:30'], image: 'online-blue' },
  { title: { de: 'Online-Seminar: Weiterbildung mit Bildungsgutschein', en: 'Online seminar: further training with an education voucher' }, teaser: { de: 'So kommen Sie an einen Bildungsgutschein – Erklärungen auf Türkisch.', en: 'How to get an education voucher – explained in Turkish.' }, format: 'Online-Seminar', location: 'Online', language: 'Türkisch', art: 'Online', day: 45, time: ['17:00', '18:30'], image: 'growth-red' },
  { title: { de: 'Wiedereinstieg nach der Familienzeit', en: 'Returning to work after a family break' }, teaser: { de: 'Teilzeitmodelle, Kinderbetreuung und Bewerbung nach einer Pause.', en: 'Part-time models, childcare and applying after a break.' }, format: 'Workshop', location: 'Jobpoint Spandau', language: 'Deutsch', art: 'Hybrid', day: 70, time: ['09:30', '12:00'], image: 'counselling' },
];

const MEETING_FORMATS = new Set(['Jobdating', 'Shop a Job']);

type EventLocale = 'de' | 'en' | 'tr' | 'ar';

const TEXTS: Record<EventLocale, (typeof EVENT_TEXTS)['tr']> = {
  de: {
    body: (teaser, meeting) =>
      `## Worum geht es?\n\n${teaser}\n\n## Ablauf\n\n- Begrüßung und kurze Einführung\n- ${meeting ? 'Gespräche mit den Unternehmen an den Tischen' : 'Input und Fragen aus der Gruppe'}\n- Individuelle Beratung zum Abschluss\n\n## Mitbringen\n\nLebenslauf (gern mehrfach ausgedruckt), Zeugnisse und gute Laune. Die Teilnahme ist **kostenfrei**.`,
    register: 'Jetzt anmelden',
    all: 'Alle Veranstaltungen',
    ratings: [['Sehr hilfreich', 'Gut organisiert, ich hatte drei Gespräche.'], ['Gern wieder', 'Freundliches Team und konkrete Tipps.']],
    exhibition: { popupCompanyLabel: 'Zum Unternehmen', sectorDropdownLabel: 'Branche wählen', wallTextTitle: 'Ausstellende Unternehmen', descriptionTitle: 'Über die Messe', resultsTitle: 'Unternehmen', jobsTitle: 'Offene Stellen', attendingDaysLabel: 'Anwesend am' },
  },
  en: {
    body: (teaser, meeting) =>
      `## What is it about?\n\n${teaser}\n\n## Schedule\n\n- Welcome and short introduction\n- ${meeting ? 'Talks with the companies at their tables' : 'Input and questions from the group'}\n- Individual advice at the end\n\n## What to bring\n\nYour CV (several printed copies), certificates and a good mood. Taking part is **free of charge**.`,
    register: 'Register now',
    all: 'All events',
    ratings: [['Very helpful', 'Well organised, I had three interviews.'], ['Would come again', 'Friendly team and concrete tips.']],
    exhibition: { popupCompanyLabel: 'View company', sectorDropdownLabel: 'Choose a sector', wallTextTitle: 'Exhibiting companies', descriptionTitle: 'About the fair', resultsTitle: 'Companies', jobsTitle: 'Open vacancies', attendingDaysLabel: 'Attending on' },
  },
  ...EVENT_TEXTS,
};

const RATING_STARS = [5, 4];

export interface EventRelations {
  formats: Record<string, string>;
  locations: Record<string, string>;
  languages: Record<string, string>;
}

export function events(media: MediaIds, relations: EventRelations): Localized<Data>[] {
  return EVENTS.map((event) => {
    const translated = EVENT_TRANSLATIONS[event.title.de];
    const build = (locale: EventLocale): Data => {
      const [title, teaser] =
        locale === 'de' || locale === 'en' ? [event.title[locale], event.teaser[locale]] : translated[locale];
      const text = TEXTS[locale];
      // Turkish and Arabic titles do not make readable ASCII slugs; those locales reuse the English slug.
      const slug = slugify(locale === 'de' ? event.title.de : event.title.en);
      const past = event.day < 0;
      return {
        seo: seo(locale, `/veranstaltungen/${slug}`, title, teaser, media[event.image]),
        title,
        slug,
        Datum: isoDay(event.day),
        endDate: isoDay(event.day + (event.days ?? 0)),
        startTime: `${event.time[0]}:00.000`,
        endTime: `${event.time[1]}:00.000`,
        Veranstaltungsart: event.art,
        description: teaser,
        content: text.body(teaser, MEETING_FORMATS.has(event.format)),
        image: media[event.image],
        address: event.location === 'Online' ? undefined : address(event.location, ...locationStreet(event.location)),
        location: event.location,
        registerButton: past ? undefined : button(text.register, `/veranstaltungen/${slug}#anmeldung`),
        additionalInfos: [button(text.all, '/veranstaltungen', 'outline')],
        ratings: past ? text.ratings.map(([ratingTitle, ratingText], index) => ({ title: ratingTitle, text: ratingText, stars: RATING_STARS[index] })) : [],
        partners:
          event.format === 'Shop a Job'
            ? [
                { name: 'Land Berlin', logo: media['partner-1'], url: 'https://www.berlin.de/' },
                { name: 'Europäischer Sozialfonds Plus', logo: media['partner-3'], url: 'https://www.esf.de/' },
              ]
            : [],
        exhibition: event.exhibitionId ? { exhibitionId: event.exhibitionId, title, ...text.exhibition } : undefined,
        Formate: [relations.formats[event.format]],
        Standort: relations.locations[event.location],
        Sprache: relations.languages[event.language],
      };
    };
    return { de: build('de'), en: build('en'), tr: build('tr'), ar: build('ar') };
  });
}

function locationStreet(location: string): [string, string, string] {
  const streets: Record<string, [string, string, string]> = {
    'Jobpoint Neukölln': ['Karl-Marx-Straße', '92', '12043'],
    'Jobpoint Mitte': ['Brunnenstraße', '19', '10119'],
    'Jobpoint Spandau': ['Carl-Schurz-Straße', '8', '13597'],
  };
  return streets[location];
}
