/**
 * The fixed lists of the jobs service ("Filter constants"): what the job board offers as filters
 * and what the demo jobs and companies refer to. Ids are stable: links and bookmarks carry them.
 */

import type { EnumEntry, NamedEntry, NumberOfEmployeesGroup, PaymentTimeFrame, PaymentType } from '@jobpoint/jobs-client';

export type { NamedEntry } from '@jobpoint/jobs-client';

export const JOB_CATEGORIES: readonly NamedEntry[] = [
  { id: 1, name: 'Pflege und Gesundheit', name_en: 'Care and health' },
  { id: 2, name: 'Logistik und Lager', name_en: 'Logistics and warehousing' },
  { id: 3, name: 'IT und Software', name_en: 'IT and software' },
  { id: 4, name: 'Gastronomie und Hotellerie', name_en: 'Hospitality' },
  { id: 5, name: 'Handwerk', name_en: 'Skilled trades' },
  { id: 6, name: 'Einzelhandel und Verkauf', name_en: 'Retail and sales' },
  { id: 7, name: 'Büro und Verwaltung', name_en: 'Office and administration' },
  { id: 8, name: 'Sozialarbeit und Erziehung', name_en: 'Social work and education' },
  { id: 9, name: 'Reinigung und Gebäudeservice', name_en: 'Cleaning and facility services' },
  { id: 10, name: 'Sicherheit', name_en: 'Security' },
  { id: 11, name: 'Verkehr und Fahrdienste', name_en: 'Transport and driving' },
  { id: 12, name: 'Produktion und Fertigung', name_en: 'Production and manufacturing' },
];

export const CORPORATE_SECTORS: readonly NamedEntry[] = [
  { id: 1, name: 'Gesundheitswesen', name_en: 'Healthcare' },
  { id: 2, name: 'Transport und Logistik', name_en: 'Transport and logistics' },
  { id: 3, name: 'Informationstechnik', name_en: 'Information technology' },
  { id: 4, name: 'Gastgewerbe', name_en: 'Hospitality industry' },
  { id: 5, name: 'Bau und Handwerk', name_en: 'Construction and trades' },
  { id: 6, name: 'Handel', name_en: 'Trade' },
  { id: 7, name: 'Öffentlicher Dienst', name_en: 'Public sector' },
  { id: 8, name: 'Soziale Dienste', name_en: 'Social services' },
  { id: 9, name: 'Gebäudemanagement', name_en: 'Facility management' },
  { id: 10, name: 'Sicherheitsdienstleistungen', name_en: 'Security services' },
  { id: 11, name: 'Industrie', name_en: 'Industry' },
  { id: 12, name: 'Finanzen und Versicherungen', name_en: 'Finance and insurance' },
];

export const QUALIFICATIONS: readonly NamedEntry[] = [
  { id: 1, name: 'Ohne Berufsabschluss', name_en: 'No vocational qualification' },
  { id: 2, name: 'Abgeschlossene Berufsausbildung', name_en: 'Completed vocational training' },
  { id: 3, name: 'Meister / Techniker', name_en: 'Master craftsperson / technician' },
  { id: 4, name: 'Hochschulabschluss', name_en: 'University degree' },
  { id: 5, name: 'Quereinstieg möglich', name_en: 'Career changers welcome' },
  { id: 6, name: 'Schulabschluss', name_en: 'School leaving certificate' },
];

export const WORK_TIME_CATEGORIES: readonly NamedEntry[] = [
  { id: 1, name: 'Vollzeit', name_en: 'Full-time' },
  { id: 2, name: 'Teilzeit', name_en: 'Part-time' },
  { id: 3, name: 'Minijob', name_en: 'Mini job' },
  { id: 4, name: 'Ausbildung', name_en: 'Apprenticeship' },
  { id: 5, name: 'Schicht- und Wochenendarbeit', name_en: 'Shift and weekend work' },
  { id: 6, name: 'Werkstudium', name_en: 'Working student' },
  { id: 7, name: 'Praktikum', name_en: 'Internship' },
];

/** Real Berlin postcodes with the locality people use for them. */
export const BERLIN_ZIP_CODES: readonly { zip: string; place_name: string }[] = [
  { zip: '10115', place_name: 'Mitte' },
  { zip: '10117', place_name: 'Mitte' },
  { zip: '10178', place_name: 'Mitte' },
  { zip: '10243', place_name: 'Friedrichshain' },
  { zip: '10245', place_name: 'Friedrichshain' },
  { zip: '10247', place_name: 'Friedrichshain' },
  { zip: '10315', place_name: 'Friedrichsfelde' },
  { zip: '10365', place_name: 'Lichtenberg' },
  { zip: '10405', place_name: 'Prenzlauer Berg' },
  { zip: '10437', place_name: 'Prenzlauer Berg' },
  { zip: '10551', place_name: 'Moabit' },
  { zip: '10553', place_name: 'Moabit' },
  { zip: '10585', place_name: 'Charlottenburg' },
  { zip: '10627', place_name: 'Charlottenburg' },
  { zip: '10719', place_name: 'Wilmersdorf' },
  { zip: '10777', place_name: 'Schöneberg' },
  { zip: '10827', place_name: 'Schöneberg' },
  { zip: '10961', place_name: 'Kreuzberg' },
  { zip: '10997', place_name: 'Kreuzberg' },
  { zip: '10999', place_name: 'Kreuzberg' },
  { zip: '12043', place_name: 'Neukölln' },
  { zip: '12047', place_name: 'Neukölln' },
  { zip: '12051', place_name: 'Neukölln' },
  { zip: '12099', place_name: 'Tempelhof' },
  { zip: '12157', place_name: 'Steglitz' },
  { zip: '12163', place_name: 'Steglitz' },
  { zip: '12305', place_name: 'Lichtenrade' },
  { zip: '12347', place_name: 'Britz' },
  { zip: '12435', place_name: 'Alt-Treptow' },
  { zip: '12459', place_name: 'Oberschöneweide' },
  { zip: '12555', place_name: 'Köpenick' },
  { zip: '12619', place_name: 'Hellersdorf' },
  { zip: '12679', place_name: 'Marzahn' },
  { zip: '13086', place_name: 'Weißensee' },
  { zip: '13187', place_name: 'Pankow' },
  { zip: '13347', place_name: 'Wedding' },
  { zip: '13353', place_name: 'Wedding' },
  { zip: '13357', place_name: 'Gesundbrunnen' },
  { zip: '13403', place_name: 'Reinickendorf' },
  { zip: '13437', place_name: 'Wittenau' },
  { zip: '13581', place_name: 'Spandau' },
  { zip: '13597', place_name: 'Spandau' },
  { zip: '14050', place_name: 'Westend' },
  { zip: '14163', place_name: 'Zehlendorf' },
];

// The code lists themselves are the jobs client's, which the site reads the answers with.
export { NUMBER_OF_EMPLOYEES_GROUPS, PAYMENT_TIME_FRAMES, PAYMENT_TYPES } from '@jobpoint/jobs-client';

export const APPLICATION_TYPES = ['email', 'url', 'post', 'phone'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const PAYMENT_TIME_FRAME_ENTRIES: readonly EnumEntry<PaymentTimeFrame>[] = [
  { id: 'HOUR', name: 'pro Stunde', name_en: 'per hour' },
  { id: 'DAY', name: 'pro Tag', name_en: 'per day' },
  { id: 'WEEK', name: 'pro Woche', name_en: 'per week' },
  { id: 'MONTH', name: 'pro Monat', name_en: 'per month' },
  { id: 'YEAR', name: 'pro Jahr', name_en: 'per year' },
];

export const PAYMENT_TYPE_ENTRIES: readonly EnumEntry<PaymentType>[] = [
  { id: 'PAYMENT_BY_AGREEMENT', name: 'Nach Vereinbarung', name_en: 'By agreement' },
  { id: 'PAYMENT_BY_TARIFF', name: 'Nach Tarif', name_en: 'According to collective agreement' },
  { id: 'PAYMENT_SET', name: 'Festes Gehalt', name_en: 'Fixed pay' },
];

export const NUMBER_OF_EMPLOYEES_GROUP_ENTRIES: readonly EnumEntry<NumberOfEmployeesGroup>[] = [
  { id: 'NOT_SPECIFIED', name: 'Keine Angabe', name_en: 'Not specified' },
  { id: 'UP_TO_TEN', name: 'Bis 10 Beschäftigte', name_en: 'Up to 10 employees' },
  { id: '10_TO_250', name: '10 bis 250 Beschäftigte', name_en: '10 to 250 employees' },
  { id: 'MORE_THAN_250', name: 'Mehr als 250 Beschäftigte', name_en: 'More than 250 employees' },
];

export const JOB_LANGUAGES = ['de', 'en'] as const;
export type JobLanguage = (typeof JOB_LANGUAGES)[number];

export const GERMAN_LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

/** The organisation's own job points (Jobpunkte), where job seekers get help in person. */
export const JOB_POINTS = [
  {
    id: 1,
    name: 'Jobpunkt Neukölln',
    short_identifier: 'NK',
    street: 'Karl-Marx-Straße',
    street_number: '83',
    zip: '12043',
    city: 'Berlin',
    email: 'neukoelln@jobpoint.local',
    phone: '030 120 450 10',
    fax: '030 120 450 19',
    url: 'https://jobpoint.local/standorte/neukoelln',
    logo: null,
    text: 'Beratung ohne Termin: Montag bis Donnerstag 9 bis 15 Uhr.',
  },
  {
    id: 2,
    name: 'Jobpunkt Wedding',
    short_identifier: 'WE',
    street: 'Müllerstraße',
    street_number: '146',
    zip: '13353',
    city: 'Berlin',
    email: 'wedding@jobpoint.local',
    phone: '030 120 450 20',
    fax: '030 120 450 29',
    url: 'https://jobpoint.local/standorte/wedding',
    logo: null,
    text: 'Beratung auf Deutsch, Englisch, Türkisch und Arabisch.',
  },
  {
    id: 3,
    name: 'Jobpunkt Friedrichshain-Kreuzberg',
    short_identifier: 'FK',
    street: 'Frankfurter Allee',
    street_number: '35',
    zip: '10247',
    city: 'Berlin',
    email: 'friedrichshain@jobpoint.local',
    phone: '030 120 450 30',
    fax: '030 120 450 39',
    url: 'https://jobpoint.local/standorte/friedrichshain-kreuzberg',
    logo: null,
    text: 'Jeden Mittwoch offene Bewerbungswerkstatt.',
  },
  {
    id: 4,
    name: 'Jobpunkt Marzahn-Hellersdorf',
    short_identifier: 'MH',
    street: 'Marzahner Promenade',
    street_number: '22',
    zip: '12679',
    city: 'Berlin',
    email: 'marzahn@jobpoint.local',
    phone: '030 120 450 40',
    fax: '030 120 450 49',
    url: 'https://jobpoint.local/standorte/marzahn-hellersdorf',
    logo: null,
    text: 'Barrierefreier Zugang, Termine auch per Video.',
  },
] as const;

export type JobPoint = (typeof JOB_POINTS)[number];
