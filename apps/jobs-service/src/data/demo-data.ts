import {
  ADDITIONAL_INFORMATION,
  INTRODUCTIONS,
  JOB_TEMPLATES,
  PAYMENT_INFORMATION,
  WORK_TIME_INFORMATION,
  type JobTemplate,
} from './job-templates';
import type { NumberOfEmployeesGroup, PaymentTimeFrame, PaymentType } from '@jobpoint/jobs-client';
import {
  BERLIN_ZIP_CODES,
  CORPORATE_SECTORS,
  GERMAN_LANGUAGE_LEVELS,
  NUMBER_OF_EMPLOYEES_GROUPS,
  type ApplicationType,
  type JobLanguage,
} from './catalogues';
import { createRandom, type Random } from './random';

/** Fixed so that every machine gets the same jobs, companies and people. */
const DEMO_SEED = 20240611;

export const DEMO_COMPANY_COUNT = 64;
export const DEMO_JOB_COUNT = 168;
/** Job ids start here so that they look like ids of a long-running job board. */
export const FIRST_JOB_ID = 1201;
/** The fair events of the content service ("Shop a Job", "Jobdating") use these exhibition ids. */
export const EXHIBITION_COMPANY_COUNTS: Readonly<Record<number, number>> = { 1: 15, 2: 24, 3: 32, 4: 41, 5: 50, 6: 60 };

export interface CompanyRow {
  id: number;
  name: string;
  legal: string;
  description: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  mobile_phone: string | null;
  fax: string | null;
  website: string;
  logo: string | null;
  acquisition_state: string;
  acquisition_at: string;
  stats_request_update_comment: string | null;
  number_of_employees_group: NumberOfEmployeesGroup;
  corporate_sector_id: number;
  created_at: string;
  updated_at: string;
}

export type Gender = 'female' | 'male' | 'diverse';

export interface ContactPersonRow {
  id: number;
  company_id: number;
  call_by_first_name: boolean;
  gender: Gender;
  title: string | null;
  first_name: string;
  last_name: string;
  position: string;
  degree: string | null;
  phone: string;
  mobile_phone: string | null;
  internal_phone: string | null;
  fax: string | null;
  email: string;
  application_email: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  text: string;
}

export interface JobRow {
  id: number;
  language: JobLanguage;
  created_at: string;
  updated_at: string;
  title: string;
  description: string;
  additional_information: string | null;
  required_skills: string;
  offering: string;
  german_language_level: string | null;
  application_deadline: string | null;
  application_url: string | null;
  accept_refugee_applications: boolean;
  special_event: 1 | 2 | null;
  temporary: boolean;
  contract_limited_for: number | null;
  contract_limited_for_unit: 'MONTH' | 'YEAR' | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  work_time_information: string;
  payment_type: PaymentType;
  payment_information: string | null;
  payment: number | null;
  payment_time_frame: PaymentTimeFrame | null;
  job_category_id: number;
  company_id: number;
  contact_id: number | null;
  open_vacancies: number;
  work_time_category_ids: number[];
  work_time_category_secondary_ids: number[];
  zip_code_ids: number[];
  qualification_ids: number[];
  application_types: ApplicationType[];
}

export interface ExhibitionCompanyRow {
  exhibition_id: number;
  company_id: number;
  booth: string;
  attending_days: number[];
  wall_text: string;
}

export interface DemoData {
  companies: CompanyRow[];
  contactPersons: ContactPersonRow[];
  jobs: JobRow[];
  exhibitionCompanies: ExhibitionCompanyRow[];
}

/** A real street in each postcode, so that addresses and route links make sense. */
const STREETS: Readonly<Record<string, string>> = {
  '10115': 'Invalidenstraße',
  '10117': 'Friedrichstraße',
  '10178': 'Spandauer Straße',
  '10243': 'Karl-Marx-Allee',
  '10245': 'Revaler Straße',
  '10247': 'Frankfurter Allee',
  '10315': 'Alt-Friedrichsfelde',
  '10365': 'Möllendorffstraße',
  '10405': 'Greifswalder Straße',
  '10437': 'Schönhauser Allee',
  '10551': 'Turmstraße',
  '10553': 'Beusselstraße',
  '10585': 'Otto-Suhr-Allee',
  '10627': 'Kantstraße',
  '10719': 'Uhlandstraße',
  '10777': 'Motzstraße',
  '10827': 'Hauptstraße',
  '10961': 'Bergmannstraße',
  '10997': 'Wrangelstraße',
  '10999': 'Oranienstraße',
  '12043': 'Karl-Marx-Straße',
  '12047': 'Weserstraße',
  '12051': 'Hermannstraße',
  '12099': 'Tempelhofer Damm',
  '12157': 'Rheinstraße',
  '12163': 'Schloßstraße',
  '12305': 'Bahnhofstraße',
  '12347': 'Britzer Damm',
  '12435': 'Elsenstraße',
  '12459': 'Wilhelminenhofstraße',
  '12555': 'Bahnhofstraße',
  '12619': 'Hellersdorfer Straße',
  '12679': 'Marzahner Promenade',
  '13086': 'Berliner Allee',
  '13187': 'Breite Straße',
  '13347': 'Pankstraße',
  '13353': 'Müllerstraße',
  '13357': 'Badstraße',
  '13403': 'Eichborndamm',
  '13437': 'Oranienburger Straße',
  '13581': 'Seegefelder Straße',
  '13597': 'Carl-Schurz-Straße',
  '14050': 'Reichsstraße',
  '14163': 'Teltower Damm',
};

const BRANDS = [
  'Spree',
  'Havel',
  'Kiez',
  'Panke',
  'Wuhle',
  'Müggel',
  'Tegel',
  'Oberbaum',
  'Tiergarten',
  'Humboldt',
  'Mauerpark',
  'Hasenheide',
  'Grunewald',
  'Wannsee',
  'Schiller',
  'Viktoria',
  'Stralau',
  'Plänterwald',
] as const;

/** Business nouns and legal forms per corporate sector id. */
const SECTOR_NAMING: Readonly<Record<number, { nouns: readonly string[]; legal: readonly string[] }>> = {
  1: {
    nouns: ['Pflegedienst', 'Gesundheitszentrum', 'Seniorenresidenz', 'Praxisgemeinschaft'],
    legal: ['GmbH', 'gGmbH'],
  },
  2: { nouns: ['Logistik', 'Spedition', 'Kurierdienst', 'Umschlag'], legal: ['GmbH', 'GmbH & Co. KG'] },
  3: { nouns: ['Software', 'Digital', 'Systemhaus', 'Data Labs'], legal: ['GmbH', 'UG (haftungsbeschränkt)', 'AG'] },
  4: { nouns: ['Gastro', 'Hotel', 'Café & Bistro', 'Catering'], legal: ['GmbH', 'e.K.'] },
  5: { nouns: ['Elektrotechnik', 'Haustechnik', 'Malerbetrieb', 'Bau'], legal: ['GmbH', 'e.K.', 'GmbH & Co. KG'] },
  6: { nouns: ['Frischemarkt', 'Modehaus', 'Handel', 'Drogerie'], legal: ['GmbH', 'KG'] },
  7: { nouns: ['Bezirksservice', 'Verwaltungsdienste', 'Bürgerdienste'], legal: ['AöR', 'GmbH'] },
  8: { nouns: ['Sozialwerk', 'Kinderhaus', 'Nachbarschaftshilfe', 'Jugendhilfe'], legal: ['gGmbH', 'e.V.'] },
  9: { nouns: ['Gebäudeservice', 'Facility Services', 'Hausverwaltung'], legal: ['GmbH'] },
  10: { nouns: ['Sicherheitsdienst', 'Objektschutz'], legal: ['GmbH'] },
  11: { nouns: ['Backwaren', 'Feinmechanik', 'Getränkeabfüllung', 'Metallbau'], legal: ['GmbH', 'AG'] },
  12: { nouns: ['Versicherungsservice', 'Finanzberatung', 'Kreditservice'], legal: ['GmbH', 'AG'] },
};

const SECTOR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1: 'versorgt Menschen in Berlin ambulant und stationär und legt Wert auf Zeit für Zuwendung.',
  2: 'bewegt Waren zwischen Berliner Handel, Gewerbe und Haushalten, schnell und verlässlich.',
  3: 'entwickelt Software für Verwaltung, Mobilität und Mittelstand in gemischten Teams.',
  4: 'bewirtet Gäste aus aller Welt mit regionaler Küche und ehrlichem Service.',
  5: 'ist ein Handwerksbetrieb mit Tradition, der Wohnungen und Gewerbe in ganz Berlin betreut.',
  6: 'führt Filialen in mehreren Bezirken und bildet jedes Jahr neue Talente aus.',
  7: 'erbringt Dienstleistungen für Bürgerinnen und Bürger im Auftrag des Landes Berlin.',
  8: 'unterstützt Familien, Kinder und Menschen in schwierigen Lebenslagen in ihrem Kiez.',
  9: 'sorgt für saubere, sichere und funktionierende Gebäude in Büro- und Wohnanlagen.',
  10: 'schützt Objekte, Veranstaltungen und Menschen mit geschultem Personal.',
  11: 'produziert in Berlin für Kundinnen und Kunden in ganz Deutschland.',
  12: 'berät Privat- und Geschäftskunden rund um Vorsorge, Versicherung und Finanzierung.',
};

const ACQUISITION_STATES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'IN_CONTACT', 'NEW'] as const;

const PEOPLE: readonly (readonly [string, string, Gender])[] = [
  ['Anna', 'Schmidt', 'female'],
  ['Mehmet', 'Yılmaz', 'male'],
  ['Fatma', 'Demir', 'female'],
  ['Lukas', 'Becker', 'male'],
  ['Sara', 'Haddad', 'female'],
  ['Olga', 'Nowak', 'female'],
  ['Jonas', 'Weber', 'male'],
  ['Aylin', 'Kaya', 'female'],
  ['Thomas', 'Müller', 'male'],
  ['Leila', 'Nasser', 'female'],
  ['Katarzyna', 'Wiśniewska', 'female'],
  ['Ahmad', 'Al-Khatib', 'male'],
  ['Julia', 'Hoffmann', 'female'],
  ['Emre', 'Çelik', 'male'],
  ['Nina', 'Schulz', 'female'],
  ['David', 'Richter', 'male'],
  ['Kim', 'Nguyen', 'diverse'],
  ['Ibrahim', 'Saleh', 'male'],
  ['Svenja', 'Krüger', 'female'],
  ['Robin', 'Lange', 'diverse'],
  ['Hanna', 'Wolf', 'female'],
  ['Yusuf', 'Öztürk', 'male'],
  ['Maria', 'Popescu', 'female'],
  ['Felix', 'Neumann', 'male'],
];

const POSITIONS = [
  'Personalreferentin',
  'Personalleitung',
  'Geschäftsführung',
  'Teamleitung',
  'Recruiting',
  'Standortleitung',
] as const;

export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function addDays(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setDate(copy.getDate() + days);
  return copy;
}

function timestamp(date: Date, random: Random): string {
  const at = new Date(date);
  at.setHours(random.int(7, 17), random.pick([0, 15, 30, 45]), 0, 0);
  return at.toISOString();
}

function slugPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function phoneNumber(random: Random): string {
  return `030 ${random.int(200, 989)} ${random.int(100, 999)} ${random.int(10, 99)}`;
}

function buildCompanies(random: Random, today: Date): CompanyRow[] {
  const usedNames = new Set<string>();
  const companies: CompanyRow[] = [];
  for (let index = 0; index < DEMO_COMPANY_COUNT; index += 1) {
    const sectorId = CORPORATE_SECTORS[index % CORPORATE_SECTORS.length].id;
    const naming = SECTOR_NAMING[sectorId];
    let name = '';
    do {
      name = `${random.pick(BRANDS)} ${random.pick(naming.nouns)}`;
    } while (usedNames.has(name));
    usedNames.add(name);
    const place = random.pick(BERLIN_ZIP_CODES);
    const domain = `${slugPart(name)}.example`;
    const createdAt = addDays(today, -random.int(200, 2400));
    const id = index + 1;
    // A few employers have not sent a logo yet: the site must cope with a missing one.
    const hasLogo = index % 21 !== 20;
    companies.push({
      id,
      name,
      legal: random.pick(naming.legal),
      description: `${name} ${SECTOR_DESCRIPTIONS[sectorId]}`,
      street: STREETS[place.zip],
      street_number: String(random.int(1, 180)),
      zip: place.zip,
      city: 'Berlin',
      email: `kontakt@${domain}`,
      phone: phoneNumber(random),
      mobile_phone: random.chance(0.4) ? `0170 ${random.int(1000000, 9999999)}` : null,
      fax: random.chance(0.3) ? phoneNumber(random) : null,
      website: `https://www.${domain}`,
      logo: hasLogo ? `company-${id}.svg` : null,
      acquisition_state: random.pick(ACQUISITION_STATES),
      acquisition_at: timestamp(createdAt, random),
      stats_request_update_comment: random.chance(0.2) ? 'Jahresstatistik angefragt' : null,
      number_of_employees_group: random.pick(NUMBER_OF_EMPLOYEES_GROUPS),
      corporate_sector_id: sectorId,
      created_at: timestamp(createdAt, random),
      updated_at: timestamp(addDays(today, -random.int(1, 150)), random),
    });
  }
  return companies;
}

function buildContactPersons(random: Random, companies: readonly CompanyRow[]): ContactPersonRow[] {
  const people: ContactPersonRow[] = [];
  for (const company of companies) {
    const count = random.chance(0.35) ? 2 : 1;
    for (let n = 0; n < count; n += 1) {
      const [firstName, lastName, gender] = random.pick(PEOPLE);
      const domain = company.email.split('@')[1];
      const local = slugPart(`${firstName}.${lastName}`).replace(/-/g, '.');
      people.push({
        id: people.length + 1,
        company_id: company.id,
        call_by_first_name: company.corporate_sector_id === 3 || random.chance(0.15),
        gender,
        title: random.chance(0.12) ? 'Dr.' : null,
        first_name: firstName,
        last_name: lastName,
        position: random.pick(POSITIONS),
        degree: random.chance(0.2) ? random.pick(['M.A.', 'B.Sc.', 'Dipl.-Kffr.']) : null,
        phone: company.phone,
        mobile_phone: random.chance(0.3) ? `0151 ${random.int(1000000, 9999999)}` : null,
        internal_phone: random.chance(0.5) ? String(random.int(100, 499)) : null,
        fax: company.fax,
        email: `${local}@${domain}`,
        application_email: `bewerbung@${domain}`,
        street: company.street,
        street_number: company.street_number,
        zip: company.zip,
        city: company.city,
        text:
          gender === 'female'
            ? 'Ihre Ansprechpartnerin für alle Fragen zur Bewerbung.'
            : gender === 'male'
              ? 'Ihr Ansprechpartner für alle Fragen zur Bewerbung.'
              : 'Ansprechperson für alle Fragen zur Bewerbung.',
      });
    }
  }
  return people;
}

const WORK_TIME_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 45],
  [2, 25],
  [3, 9],
  [5, 11],
  [6, 5],
  [7, 5],
];

const TIME_FRAME_WEIGHTS: readonly (readonly [PaymentTimeFrame, number])[] = [
  ['MONTH', 40],
  ['HOUR', 30],
  ['YEAR', 14],
  ['DAY', 8],
  ['WEEK', 8],
];

/** Plausible pay ranges in euros per time frame (Berlin, above the statutory minimum wage). */
const PAY_RANGES: Readonly<Record<PaymentTimeFrame, readonly [number, number, number]>> = {
  HOUR: [13.9, 24, 0.1],
  DAY: [115, 240, 5],
  WEEK: [540, 1150, 10],
  MONTH: [2200, 4900, 50],
  YEAR: [32000, 68000, 500],
};

function isApprenticeship(template: JobTemplate): boolean {
  return template.de.title.startsWith('Ausbildung');
}

function payment(random: Random, timeFrame: PaymentTimeFrame, workTime: number): number {
  if (workTime === 3) return timeFrame === 'HOUR' ? 14.5 : 556;
  const [min, max, step] = PAY_RANGES[timeFrame];
  const steps = Math.floor((max - min) / step);
  return Math.round((min + random.int(0, steps) * step) * 100) / 100;
}

function secondaryWorkTimes(random: Random, primary: number): number[] {
  if (!random.chance(0.4)) return [];
  if (primary === 1) return [2];
  if (primary === 2) return [random.pick([1, 3])];
  if (primary === 5) return [1];
  return [];
}

function applicationTypes(random: Random): ApplicationType[] {
  const types: ApplicationType[] = [];
  if (random.chance(0.8)) types.push('email');
  if (random.chance(0.5)) types.push('url');
  if (random.chance(0.2)) types.push('post');
  if (random.chance(0.15)) types.push('phone');
  return types.length > 0 ? types : ['email'];
}

function deadline(random: Random, today: Date): string | null {
  const roll = random.next();
  if (roll < 0.15) return null;
  // About one in six deadlines has passed: the board shows how it treats expired postings.
  if (roll < 0.32) return isoDate(addDays(today, -random.int(1, 40)));
  return isoDate(addDays(today, random.int(3, 100)));
}

const TITLE_SUFFIX: Readonly<Record<number, Readonly<Record<JobLanguage, string>>>> = {
  2: { de: ' – Teilzeit', en: ' – part-time' },
  3: { de: ' – Minijob', en: ' – mini job' },
  6: { de: ' – Werkstudium', en: ' – working student' },
  7: { de: ' – Praktikum', en: ' – internship' },
};

function buildJob(
  random: Random,
  today: Date,
  id: number,
  daysAgo: number,
  template: JobTemplate,
  company: CompanyRow,
  contacts: readonly ContactPersonRow[],
  zipIds: ReadonlyMap<string, number>,
): JobRow {
  const language: JobLanguage = random.chance(0.7) ? 'de' : 'en';
  const text = template[language];
  const primaryWorkTime = isApprenticeship(template) ? 4 : random.weighted(WORK_TIME_WEIGHTS);
  const paymentType = random.weighted<PaymentType>([
    ['PAYMENT_BY_AGREEMENT', 30],
    ['PAYMENT_BY_TARIFF', 30],
    ['PAYMENT_SET', 40],
  ]);
  const timeFrame: PaymentTimeFrame | null =
    paymentType === 'PAYMENT_BY_AGREEMENT'
      ? null
      : primaryWorkTime === 4 || primaryWorkTime === 7
        ? 'MONTH'
        : random.weighted(TIME_FRAME_WEIGHTS);
  const amount =
    timeFrame === null
      ? null
      : primaryWorkTime === 4
        ? 1000 + random.int(0, 8) * 50
        : primaryWorkTime === 7
          ? 600 + random.int(0, 10) * 50
          : payment(random, timeFrame, primaryWorkTime);
  const temporary = random.chance(0.25);
  const limitedFor = temporary ? random.pick([6, 12, 18, 2]) : null;
  const limitUnit = limitedFor === null ? null : limitedFor === 2 ? 'YEAR' : 'MONTH';
  const startDate = random.chance(0.5) ? addDays(today, random.int(7, 75)) : null;
  const endDate =
    temporary && startDate && limitedFor !== null
      ? addDays(startDate, limitUnit === 'YEAR' ? limitedFor * 365 : limitedFor * 30)
      : null;
  const primaryZipId = random.chance(0.65) ? zipIds.get(company.zip) : undefined;
  const zipCodeIds = new Set<number>([primaryZipId ?? random.int(1, BERLIN_ZIP_CODES.length)]);
  if (random.chance(0.2)) zipCodeIds.add(random.int(1, BERLIN_ZIP_CODES.length));
  const qualificationIds = template.qualificationIds.filter((_, index) => index === 0 || random.chance(0.6));
  const types = applicationTypes(random);
  const place = BERLIN_ZIP_CODES[[...zipCodeIds][0] - 1].place_name;
  const companyName = `${company.name} ${company.legal}`;
  const createdAt = timestamp(addDays(today, -daysAgo), random);
  const englishLevels = [null, 'A2', 'B1', 'B2'] as const;
  const germanLevel = language === 'en' ? random.pick(englishLevels) : random.pick(GERMAN_LANGUAGE_LEVELS.slice(1, 5));
  const specialEvent = random.weighted<1 | 2 | null>([
    [1, 12],
    [2, 12],
    [null, 76],
  ]);
  return {
    id,
    language,
    created_at: createdAt,
    updated_at: createdAt,
    title: text.title + (TITLE_SUFFIX[primaryWorkTime]?.[language] ?? ''),
    description: `${INTRODUCTIONS[language](companyName, place)}\n\n${text.tasks}`,
    additional_information: random.chance(0.6) ? random.pick(ADDITIONAL_INFORMATION[language]) : null,
    required_skills: text.required_skills,
    offering: text.offering,
    german_language_level: germanLevel,
    application_deadline: deadline(random, today),
    application_url: types.includes('url') ? `${company.website}/karriere/${id}` : null,
    accept_refugee_applications: random.chance(0.6),
    special_event: specialEvent,
    temporary,
    contract_limited_for: limitedFor,
    contract_limited_for_unit: limitUnit,
    contract_start_date: startDate ? isoDate(startDate) : null,
    contract_end_date: endDate ? isoDate(endDate) : null,
    work_time_information: random.pick(WORK_TIME_INFORMATION[language]),
    payment_type: paymentType,
    payment_information:
      paymentType !== 'PAYMENT_BY_AGREEMENT' && random.chance(0.5) ? random.pick(PAYMENT_INFORMATION[language]) : null,
    payment: amount,
    payment_time_frame: timeFrame,
    job_category_id: template.jobCategoryId,
    company_id: company.id,
    contact_id: contacts.length > 0 && random.chance(0.92) ? random.pick(contacts).id : null,
    open_vacancies: random.weighted([
      [0, 20],
      [1, 45],
      [2, 20],
      [3, 10],
      [5, 5],
    ]),
    work_time_category_ids: [primaryWorkTime],
    work_time_category_secondary_ids: secondaryWorkTimes(random, primaryWorkTime),
    zip_code_ids: [...zipCodeIds],
    qualification_ids: qualificationIds,
    application_types: types,
  };
}

function buildJobs(
  random: Random,
  today: Date,
  companies: readonly CompanyRow[],
  contactPersons: readonly ContactPersonRow[],
): JobRow[] {
  const zipIds = new Map(BERLIN_ZIP_CODES.map((entry, index) => [entry.zip, index + 1]));
  const contactsByCompany = new Map<number, ContactPersonRow[]>();
  for (const person of contactPersons) {
    contactsByCompany.set(person.company_id, [...(contactsByCompany.get(person.company_id) ?? []), person]);
  }
  const jobs: JobRow[] = [];
  for (let index = 0; index < DEMO_JOB_COUNT; index += 1) {
    let template: JobTemplate;
    let company: CompanyRow;
    if (index < companies.length) {
      // Every company posts at least one job.
      company = companies[index];
      const sectorId = company.corporate_sector_id;
      template = random.pick(JOB_TEMPLATES.filter((candidate) => candidate.sectorIds.includes(sectorId)));
    } else {
      template = random.pick(JOB_TEMPLATES);
      const sectorIds = template.sectorIds;
      company = random.pick(companies.filter((candidate) => sectorIds.includes(candidate.corporate_sector_id)));
    }
    // Newer postings get higher ids, as on a real board; the newest is from yesterday, the oldest about four months old.
    const daysAgo = 1 + Math.floor(((DEMO_JOB_COUNT - 1 - index) * 120) / DEMO_JOB_COUNT);
    jobs.push(
      buildJob(
        random,
        today,
        FIRST_JOB_ID + index,
        daysAgo,
        template,
        company,
        contactsByCompany.get(company.id) ?? [],
        zipIds,
      ),
    );
  }
  return jobs;
}

function buildExhibitionCompanies(
  random: Random,
  companies: readonly CompanyRow[],
  jobs: readonly JobRow[],
): ExhibitionCompanyRow[] {
  const rows: ExhibitionCompanyRow[] = [];
  for (const [exhibitionId, count] of Object.entries(EXHIBITION_COMPANY_COUNTS)) {
    const attending = random.shuffle(companies).slice(0, count);
    attending.forEach((company, index) => {
      const titles = jobs
        .filter((job) => job.company_id === company.id && job.language === 'de')
        .map((job) => job.title)
        .slice(0, 2);
      rows.push({
        exhibition_id: Number(exhibitionId),
        company_id: company.id,
        booth: `${String.fromCharCode(65 + (index % 4))}-${String(index + 1).padStart(2, '0')}`,
        attending_days: random.pick([[1], [2], [1, 2]]),
        wall_text:
          titles.length > 0
            ? `Wir stellen ein: ${titles.join(', ')}. Kommen Sie mit Ihrem Lebenslauf an unseren Stand!`
            : 'Wir informieren über Ausbildung und Einstieg. Kommen Sie an unseren Stand!',
      });
    });
  }
  return rows;
}

/**
 * The whole demo data set. Dates are relative to `today` (deadlines, publication dates, contract starts),
 * everything else depends only on the fixed seed.
 */
export function generateDemoData(today: Date): DemoData {
  const random = createRandom(DEMO_SEED);
  const companies = buildCompanies(random, today);
  const contactPersons = buildContactPersons(random, companies);
  const jobs = buildJobs(random, today, companies, contactPersons);
  const exhibitionCompanies = buildExhibitionCompanies(random, companies, jobs);
  return { companies, contactPersons, jobs, exhibitionCompanies };
}
