import type { Locale } from '@jobpoint/i18n';
import type { SearchRecord } from '../content/search-record';
import { content, job } from './records';

const COMPANIES = [
  'Wuhle Umschlag',
  'Tiergarten Kurierdienst',
  'Oberbaum Spedition',
  'Viktoria Umschlag',
  'Spree Logistik',
];

/** Jobs as the jobs service has them: written in German or English, indexed under every language. */
const JOBS = [
  ...COMPANIES.map((company, i) => ({
    id: 100 + i,
    title: 'Fachkraft für Lagerlogistik (m/w/d)',
    description: `Die ${company} GmbH sucht für den Standort Berlin Verstärkung. Sie nehmen Ware an, lagern sie ein und kommissionieren Aufträge.`,
    company,
  })),
  {
    id: 110,
    title: 'Pflegefachkraft (m/w/d) ambulante Pflege',
    description:
      'Sie versorgen in Berlin-Pankow unsere Klientinnen und Klienten in ihrem Zuhause und übernehmen die Grund- und Behandlungspflege.',
    company: 'Panke Pflegedienst',
  },
  {
    id: 111,
    title: 'Pflegehelferin / Pflegehelfer (m/w/d) im Seniorenheim',
    description: 'Sie unterstützen die Bewohnerinnen und Bewohner bei der Körperpflege, beim Essen und im Alltag.',
    company: 'Viktoria Pflegedienst',
  },
  {
    id: 112,
    title: 'Lagerhelfer / Lagerhelferin (m/w/d) Kommissionierung',
    description: 'Sie kommissionieren Waren für den Versand. Ein Lebenslauf genügt für die Bewerbung.',
    company: 'Wuhle Umschlag',
  },
  {
    id: 113,
    title: 'Registered nurse (m/f/d) home care – part-time',
    description: 'You care for our clients in their homes and provide basic and medical care.',
    company: 'Plänterwald Jugendhilfe',
  },
  {
    id: 114,
    title: 'Ausbildung zum Koch / zur Köchin (m/w/d)',
    description: 'Sie lernen alle Stationen der Küche kennen.',
    company: 'Müggel Café & Bistro',
  },
];

function jobsIn(language: Locale): SearchRecord[] {
  return JOBS.map(({ id, title, description, company }) =>
    job({ id, language, title, description, company: { name: company, logo_url: null } }),
  );
}

/** Ratgeber articles, events and pages per language, as the content service has them. */
const CONTENT: SearchRecord[] = [
  content({
    slug: 'der-perfekte-lebenslauf',
    name: 'Der perfekte Lebenslauf: 7 Tipps für Berlin',
    description: 'So überzeugt Ihr Lebenslauf Personalverantwortliche.',
    content: 'Ein Lebenslauf ist tabellarisch, lückenlos und aktuell. Beginnen Sie mit der letzten Station.',
  }),
  content({
    slug: 'anschreiben-ohne-floskeln',
    name: 'Anschreiben ohne Floskeln',
    description: 'Was in eine gute Bewerbung gehört.',
    content:
      'Eine Bewerbung beginnt mit dem Anschreiben. Schreiben Sie konkret, warum Sie passen, und legen Sie Ihren Lebenslauf bei.',
  }),
  content({
    slug: 'gesundheitsberufe',
    name: 'Gesundheitsberufe mit Zukunft',
    content: 'Eine Ausbildung in der Krankenpflege dauert drei Jahre.',
  }),
  content({
    slug: 'bewerbungsworkshop',
    type: 'event',
    name: 'Bewerbungsworkshop: Lebenslauf, der überzeugt',
    content: 'Wir prüfen gemeinsam Ihre Bewerbungsunterlagen.',
    url: '/veranstaltungen/bewerbungsworkshop',
  }),
  content({
    slug: 'jobdating-pflege',
    type: 'event',
    name: 'Jobdating Pflege & Gesundheit',
    content: 'Kliniken und Pflegedienste stellen sich vor.',
    url: '/veranstaltungen/jobdating-pflege',
  }),
  content({
    slug: 'kontakt',
    type: 'page',
    name: 'Kontakt',
    content: 'So erreichen Sie unsere Beratung.',
    url: '/kontakt',
  }),
  content({
    slug: 'ueber-uns',
    type: 'page',
    name: 'Über uns',
    content: 'Wir beraten zu Bewerbung und Lebenslauf und vermitteln Kontakt zu Arbeitgebenden.',
    url: '/ueber-uns',
  }),
  content({
    slug: 'the-perfect-cv',
    language: 'en',
    name: 'The perfect CV: 7 tips for Berlin',
    description: 'How your CV convinces recruiters.',
    content: 'A CV is tabular, complete and up to date. Mention your application documents.',
  }),
  content({
    slug: 'cover-letters',
    language: 'en',
    name: 'Cover letters without clichés',
    content: 'An application starts with the cover letter.',
  }),
  content({
    slug: 'application-training',
    language: 'tr',
    type: 'event',
    name: 'Türkçe başvuru eğitimi',
    content: 'Özgeçmiş ve başvuru belgeleri üzerine çalışıyoruz.',
    url: '/veranstaltungen/application-training',
  }),
  content({
    slug: 'kontakt',
    language: 'tr',
    type: 'page',
    name: 'İletişim',
    content: 'Danışmanlığımıza nasıl ulaşırsınız.',
    url: '/kontakt',
  }),
  content({
    slug: 'workshop-interviews',
    language: 'ar',
    type: 'event',
    name: 'ورشة عمل: اجتياز مقابلات العمل بثقة',
    content: 'نتدرب معاً على مقابلة العمل.',
    url: '/veranstaltungen/workshop-interviews',
  }),
  content({
    slug: 'apprenticeships',
    language: 'ar',
    type: 'event',
    name: 'Shop a Job خاص: التدريب المهني',
    content: 'شركات برلين تقدم أماكن للتدريب.',
    url: '/veranstaltungen/apprenticeships',
  }),
];

export const RELEVANCE_RECORDS: SearchRecord[] = [...CONTENT, ...(['de', 'en', 'tr', 'ar'] as const).flatMap(jobsIn)];
