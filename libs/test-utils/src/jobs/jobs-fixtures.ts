/**
 * Jobs service answers for tests, shaped like the real service's (apps/jobs-service). Plain objects: this
 * util library cannot depend on the jobs-client models, whose specs check the shapes against them.
 */

const categories = [
  { id: 1, name: 'Pflege und Gesundheit', name_en: 'Care and health' },
  { id: 3, name: 'IT und Software', name_en: 'IT and software' },
  { id: 4, name: 'Gastronomie und Hotellerie', name_en: 'Hospitality' },
];

const workTimeCategories = [
  { id: 1, name: 'Vollzeit', name_en: 'Full-time' },
  { id: 2, name: 'Teilzeit', name_en: 'Part-time' },
  { id: 3, name: 'Minijob', name_en: 'Mini job' },
  { id: 4, name: 'Ausbildung', name_en: 'Apprenticeship' },
];

const zipCodes = [
  { id: 1, title: '10115 Mitte', zip: '10115', title_string: '10115 Berlin-Mitte', place_name: 'Mitte' },
  { id: 21, title: '12043 Neukölln', zip: '12043', title_string: '12043 Berlin-Neukölln', place_name: 'Neukölln' },
  { id: 37, title: '13353 Wedding', zip: '13353', title_string: '13353 Berlin-Wedding', place_name: 'Wedding' },
];

const qualifications = [
  { id: 1, name: 'Ohne Berufsabschluss', name_en: 'No vocational qualification' },
  { id: 2, name: 'Abgeschlossene Berufsausbildung', name_en: 'Completed vocational training' },
];

function companyFixture(id: number, name: string, corporateSectorId = 1) {
  return {
    id,
    name,
    legal: 'GmbH',
    description: `${name} ist ein Berliner Unternehmen.`,
    street: 'Karl-Marx-Straße',
    street_number: '12',
    zip: '12043',
    city: 'Berlin',
    email: `kontakt@company-${id}.example`,
    phone: '030 123 456 78',
    mobile_phone: null,
    fax: null,
    website: `https://www.company-${id}.example`,
    logo: `company-${id}.svg`,
    acquisition_state: 'ACTIVE',
    acquisition_at: '2024-01-10T09:00:00.000Z',
    stats_request_update_comment: null,
    number_of_employees_group: '10_TO_250',
    corporate_sector_id: corporateSectorId,
    created_at: '2024-01-10T09:00:00.000Z',
    updated_at: '2025-03-01T09:00:00.000Z',
    logo_url: `http://localhost:4200/jobs-api/logos/${id}.svg`,
    full_name: `${name} GmbH`,
  };
}

function contactPersonFixture(id: number, companyId: number) {
  return {
    id,
    call_by_first_name: false,
    gender: 'female',
    title: 'Dr.',
    first_name: 'Sara',
    last_name: 'Haddad',
    position: 'Personalleitung',
    degree: null,
    phone: '030 123 456 78',
    mobile_phone: null,
    internal_phone: '21',
    fax: null,
    email: 'sara.haddad@company.example',
    application_email: 'bewerbung@company.example',
    company_id: companyId,
    street: 'Karl-Marx-Straße',
    street_number: '12',
    zip: '12043',
    city: 'Berlin',
    gender_string: 'Frau',
    salutation_string: 'Sehr geehrte Frau Dr. Haddad',
    full_name: 'Dr. Sara Haddad',
    full_name_with_gender: 'Frau Dr. Sara Haddad',
    text: 'Ihre Ansprechpartnerin für alle Fragen zur Bewerbung.',
  };
}

interface JobFixtureInput {
  id: number;
  title: string;
  jobCategoryId?: number;
  language?: 'de' | 'en';
  companyId?: number;
  companyName?: string;
  createdAt?: string;
  applicationDeadline?: string | null;
  specialEvent?: number | null;
}

export function jobFixture({
  id,
  title,
  jobCategoryId = 1,
  language = 'de',
  companyId = 1,
  companyName = 'Spree Pflegedienst',
  createdAt = '2025-05-01T09:00:00.000Z',
  applicationDeadline = '2025-06-30',
  specialEvent = null,
}: JobFixtureInput) {
  const category = categories.find((entry) => entry.id === jobCategoryId) ?? categories[0];
  return {
    id,
    language,
    created_at: createdAt,
    updated_at: createdAt,
    title,
    description: `Die ${companyName} GmbH sucht Verstärkung.\n\nAufgaben im Team.`,
    additional_information: null,
    required_skills: 'Zuverlässigkeit und Teamgeist.',
    qualifications: [qualifications[1]],
    offering: '30 Tage Urlaub, BVG-Firmenticket.',
    german_language_level: 'B1',
    application_deadline: applicationDeadline,
    application_url: `https://www.company-${companyId}.example/karriere/${id}`,
    accept_refugee_applications: true,
    special_event: specialEvent,
    temporary: false,
    contract_limited_for: null,
    contract_limited_for_unit: null,
    contract_start_date: null,
    contract_end_date: null,
    work_time_information: 'Montag bis Freitag, 8 bis 16:30 Uhr',
    payment_type: 'PAYMENT_SET',
    payment_information: null,
    payment: 3200,
    payment_time_frame: 'MONTH',
    job_category_id: category.id,
    company_id: companyId,
    company: companyFixture(companyId, companyName),
    application_types: ['email', 'url'],
    job_category: category,
    work_time_categories: [workTimeCategories[0]],
    zip_codes: [zipCodes[1]],
    contact: contactPersonFixture(companyId, companyId),
    open_vacancies: 1,
    work_time_category_secondaries: [],
  };
}

export type JobFixture = ReturnType<typeof jobFixture>;

/** Twelve jobs, newest first: two pages of the job board. */
export const jobsFixture: JobFixture[] = [
  jobFixture({ id: 1312, title: 'Pflegefachkraft (m/w/d) ambulante Pflege', createdAt: '2025-05-12T09:00:00.000Z' }),
  jobFixture({
    id: 1311,
    title: 'Junior Webentwickler*in (m/w/d)',
    jobCategoryId: 3,
    companyId: 2,
    companyName: 'Havel Software',
    createdAt: '2025-05-11T09:00:00.000Z',
    specialEvent: 1,
  }),
  jobFixture({
    id: 1310,
    title: 'Kitchen assistant (m/f/d)',
    jobCategoryId: 4,
    language: 'en',
    companyId: 3,
    companyName: 'Kiez Gastro',
    createdAt: '2025-05-10T09:00:00.000Z',
  }),
  jobFixture({
    id: 1309,
    title: 'Pflegehelfer*in (m/w/d) im Seniorenheim',
    createdAt: '2025-05-09T09:00:00.000Z',
    applicationDeadline: null,
  }),
  jobFixture({
    id: 1308,
    title: 'IT-Systemadministrator*in (m/w/d)',
    jobCategoryId: 3,
    companyId: 2,
    companyName: 'Havel Software',
    createdAt: '2025-05-08T09:00:00.000Z',
    specialEvent: 2,
  }),
  jobFixture({
    id: 1307,
    title: 'Servicekraft (m/w/d) Café',
    jobCategoryId: 4,
    companyId: 3,
    companyName: 'Kiez Gastro',
    createdAt: '2025-05-07T09:00:00.000Z',
  }),
  jobFixture({
    id: 1306,
    title: 'Registered nurse (m/f/d) home care',
    language: 'en',
    createdAt: '2025-05-06T09:00:00.000Z',
  }),
  jobFixture({
    id: 1305,
    title: 'Data analyst (m/f/d)',
    jobCategoryId: 3,
    language: 'en',
    companyId: 2,
    companyName: 'Havel Software',
    createdAt: '2025-05-05T09:00:00.000Z',
  }),
  jobFixture({
    id: 1304,
    title: 'Medizinische Fachangestellte (m/w/d)',
    createdAt: '2025-05-04T09:00:00.000Z',
    applicationDeadline: '2025-04-01',
  }),
  jobFixture({
    id: 1303,
    title: 'Ausbildung zum Koch / zur Köchin (m/w/d)',
    jobCategoryId: 4,
    companyId: 3,
    companyName: 'Kiez Gastro',
    createdAt: '2025-05-03T09:00:00.000Z',
  }),
  jobFixture({ id: 1302, title: 'Pflegefachkraft (m/w/d) Intensivpflege', createdAt: '2025-05-02T09:00:00.000Z' }),
  jobFixture({
    id: 1301,
    title: 'Küchenhilfe (m/w/d)',
    jobCategoryId: 4,
    companyId: 3,
    companyName: 'Kiez Gastro',
    createdAt: '2025-05-01T09:00:00.000Z',
  }),
];

export const publicViewConstantsFixture = {
  job_points: [
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
      text: 'Beratung ohne Termin.',
    },
  ],
  job_categories: categories,
  corporate_sectors: [
    { id: 1, name: 'Gesundheitswesen', name_en: 'Healthcare' },
    { id: 3, name: 'Informationstechnik', name_en: 'Information technology' },
    { id: 4, name: 'Gastgewerbe', name_en: 'Hospitality industry' },
  ],
  qualifications,
  zip_codes: zipCodes,
  work_time_categories: workTimeCategories,
  payment_time_frames: [
    { id: 'HOUR', name: 'pro Stunde', name_en: 'per hour' },
    { id: 'DAY', name: 'pro Tag', name_en: 'per day' },
    { id: 'WEEK', name: 'pro Woche', name_en: 'per week' },
    { id: 'MONTH', name: 'pro Monat', name_en: 'per month' },
    { id: 'YEAR', name: 'pro Jahr', name_en: 'per year' },
  ],
  payment_types: [
    { id: 'PAYMENT_BY_AGREEMENT', name: 'Nach Vereinbarung', name_en: 'By agreement' },
    { id: 'PAYMENT_BY_TARIFF', name: 'Nach Tarif', name_en: 'According to collective agreement' },
    { id: 'PAYMENT_SET', name: 'Festes Gehalt', name_en: 'Fixed pay' },
  ],
  number_of_employees_groups: [
    { id: 'NOT_SPECIFIED', name: 'Keine Angabe', name_en: 'Not specified' },
    { id: 'UP_TO_TEN', name: 'Bis 10 Beschäftigte', name_en: 'Up to 10 employees' },
    { id: '10_TO_250', name: '10 bis 250 Beschäftigte', name_en: '10 to 250 employees' },
    { id: 'MORE_THAN_250', name: 'Mehr als 250 Beschäftigte', name_en: 'More than 250 employees' },
  ],
};

/** Exhibition 1 has these companies; any other exhibition has none. */
export const exhibitionCompaniesFixture = [
  {
    ...companyFixture(1, 'Spree Pflegedienst', 1),
    exhibition_id: 1,
    booth: 'A-01',
    attending_days: [1],
    wall_text: 'Wir stellen ein: Pflegefachkraft.',
    jobs: [{ id: 1312, title: 'Pflegefachkraft (m/w/d) ambulante Pflege', language: 'de' }],
  },
  {
    ...companyFixture(2, 'Havel Software', 3),
    exhibition_id: 1,
    booth: 'B-02',
    attending_days: [1, 2],
    wall_text: 'Wir stellen ein: Webentwicklung.',
    jobs: [{ id: 1311, title: 'Junior Webentwickler*in (m/w/d)', language: 'de' }],
  },
  {
    ...companyFixture(3, 'Kiez Gastro', 4),
    exhibition_id: 1,
    booth: 'C-03',
    attending_days: [2],
    wall_text: 'Wir stellen ein: Küche und Service.',
    jobs: [{ id: 1301, title: 'Küchenhilfe (m/w/d)', language: 'de' }],
  },
];
