import { jobPath } from '@jobpoint/jobs-client';
import { pagePath } from '@jobpoint/site-routes';
import type { ContentRecord, JobRecord } from '../content/search-record';

export function job(overrides: Partial<JobRecord> & Pick<JobRecord, 'id' | 'title'>): JobRecord {
  const language = overrides.language ?? 'de';
  return {
    objectID: `job-${overrides.id}-${language}`,
    language,
    type: 'job',
    description: '',
    company: { name: 'Muster GmbH', logo_url: 'https://jobs.example/logos/muster.png' },
    url: jobPath(overrides),
    ...overrides,
  };
}

export function content(overrides: Partial<ContentRecord> & Pick<ContentRecord, 'slug' | 'name'>): ContentRecord {
  const language = overrides.language ?? 'de';
  const type = overrides.type ?? 'article';
  return {
    objectID: `${type}-${overrides.slug}-${language}`,
    language,
    type,
    content: '',
    url: pagePath('article', { slug: overrides.slug }),
    imageURL: null,
    ...overrides,
  };
}

/** A small index in all four languages. */
export const RECORDS = [
  content({
    slug: 'bewerbung-schreiben',
    name: 'Die perfekte Bewerbung',
    content:
      'Eine gute Bewerbung beginnt mit einem klaren Anschreiben. Wir zeigen Schritt für Schritt, wie Lebenslauf, Anschreiben und Zeugnisse zusammenpassen und worauf Personalverantwortliche in Berlin achten.',
  }),
  content({
    slug: 'jobmesse',
    type: 'event',
    name: 'Jobmesse im Mai',
    content: 'Arbeitgebende treffen',
    url: '/veranstaltungen/jobmesse',
  }),
  content({
    slug: 'kontakt',
    type: 'page',
    name: 'Kontakt',
    content: 'So erreichen Sie unsere Beratung',
    url: '/kontakt',
  }),
  content({
    slug: 'cv-tips',
    language: 'en',
    name: 'Writing a strong application',
    content: 'A good application starts with a clear cover letter and a tidy CV.',
  }),
  content({ slug: 'kurs', language: 'tr', name: 'Almanca kurs', content: 'Danışmanlık ve kurs bilgileri' }),
  content({ slug: 'tadrib', language: 'ar', name: 'التدريب المهني', content: 'مقالة عن البحث عن عمل في برلين' }),
  job({ id: 7, title: 'Pflegefachkraft (m/w/d)', description: 'Wir suchen Verstärkung in der Pflege.' }),
  job({
    id: 7,
    language: 'en',
    title: 'Pflegefachkraft (m/w/d)',
    description: 'Wir suchen Verstärkung in der Pflege.',
  }),
];
