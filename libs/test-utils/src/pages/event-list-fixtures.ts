import { v4Image } from '../cms/media-fixtures';

/** The event list that pages with an event section show, in the Strapi v4 response format. */

const relation = (id: number, attributes: Record<string, unknown>) => ({ data: { id, attributes } });

/** The next three events from 10 March 2026 on, in the order the content service sorts them. */
export const upcomingEventsDe = {
  data: [
    {
      id: 31,
      attributes: {
        title: 'Bewerbungsfotos und Lebenslauf-Check',
        slug: 'bewerbungsfotos-und-lebenslauf-check',
        Datum: '2026-03-12',
        endDate: null,
        startTime: '10:00:00.000',
        endTime: '13:00:00.000',
        Veranstaltungsart: 'Praesenz',
        image: v4Image(40, 'bewerbungsfoto.jpg', 'Fotograf mit Kamera', 1200, 800),
        Formate: { data: [{ id: 1, attributes: { name: 'Workshop' } }] },
        Standort: relation(2, { Titel: 'Jobpoint Kreuzberg' }),
        Sprache: relation(1, { name: 'Deutsch' }),
      },
    },
    {
      id: 35,
      attributes: {
        title: 'Online-Info: Anerkennung ausländischer Abschlüsse',
        slug: 'online-info-anerkennung',
        Datum: '2026-03-18',
        endDate: null,
        startTime: '16:00:00.000',
        endTime: '17:30:00.000',
        Veranstaltungsart: 'Online',
        image: { data: null },
        Formate: { data: [{ id: 2, attributes: { name: 'Infoveranstaltung' } }] },
        Standort: { data: null },
        Sprache: relation(3, { name: 'Arabisch' }),
      },
    },
    {
      id: 38,
      attributes: {
        title: 'Shop a Job Messe',
        slug: 'shop-a-job-messe-fruehjahr',
        Datum: '2026-04-02',
        endDate: '2026-04-03',
        startTime: '10:00:00.000',
        endTime: null,
        Veranstaltungsart: 'Hybrid',
        image: { data: null },
        Formate: { data: [{ id: 3, attributes: { name: 'Jobmesse' } }] },
        Standort: relation(4, { Titel: 'Jobpoint Neukölln' }),
        Sprache: { data: null },
      },
    },
  ],
  meta: { pagination: { page: 1, pageSize: 3, pageCount: 4, total: 11 } },
};

export const noEvents = { data: [], meta: { pagination: { page: 1, pageSize: 3, pageCount: 0, total: 0 } } };
