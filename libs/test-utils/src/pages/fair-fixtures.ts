/** The fair page's own content in the Strapi v4 response format: its dates, the fair block and the fair filters. */

const exhibitionLabels = {
  popupCompanyLabel: 'Zum Unternehmen',
  sectorDropdownLabel: 'Branche wählen',
  wallTextTitle: 'Das sagt das Unternehmen',
  descriptionTitle: 'Über das Unternehmen',
  resultsTitle: 'Unternehmen',
  jobsTitle: 'Offene Stellen',
  attendingDaysLabel: 'Anwesend am',
};

/** Two fairs from 2026-03-10 on: a two-day fair with exhibition 1, and one whose exhibitors are not known yet. */
export const fairEventsDe = {
  data: [
    {
      id: 42,
      attributes: {
        title: 'Shop a Job Messe Neukölln',
        slug: 'shop-a-job-messe-neukoelln',
        Datum: '2026-04-02',
        endDate: '2026-04-03',
        startTime: '10:00:00.000',
        endTime: '16:00:00.000',
        Veranstaltungsart: 'Praesenz',
        image: { data: null },
        Formate: { data: [{ id: 10, attributes: { name: 'Shop a Job' } }] },
        Standort: { data: { id: 3, attributes: { Titel: 'Jobpoint Neukölln' } } },
        Sprache: { data: { id: 1, attributes: { name: 'Deutsch', languageName: 'Deutsch' } } },
        exhibition: { id: 42, exhibitionId: 1, title: 'Shop a Job Messe Neukölln', ...exhibitionLabels },
      },
    },
    {
      id: 58,
      attributes: {
        title: 'Shop a Job Spezial: Ausbildung',
        slug: 'shop-a-job-spezial-ausbildung',
        Datum: '2026-05-20',
        endDate: null,
        startTime: '10:00:00.000',
        endTime: '14:00:00.000',
        Veranstaltungsart: 'Praesenz',
        image: { data: null },
        Formate: { data: [{ id: 10, attributes: { name: 'Shop a Job' } }] },
        Standort: { data: null },
        Sprache: { data: null },
        exhibition: null,
      },
    },
  ],
  meta: { pagination: { page: 1, pageSize: 3, pageCount: 1, total: 2 } },
};

export const fairBlockDe = {
  data: {
    id: 2,
    attributes: {
      title: 'Messestandorte',
      hint: 'Alle Standorte sind barrierefrei erreichbar.',
      locations: [
        { id: 4, name: 'Jobpoint Neukölln', info: [{ id: 86, text: 'Karl-Marx-Straße 92, 12043 Berlin' }, { id: 87, text: 'U7 Rathaus Neukölln' }] },
        { id: 5, name: 'Jobpoint Mitte', info: [{ id: 89, text: 'Brunnenstraße 19, 10119 Berlin' }, { id: 90, text: ' ' }] },
        { id: 6, name: ' ', info: [] },
      ],
    },
  },
  meta: {},
};

export const fairFiltersDe = {
  data: [
    { id: 2, attributes: { name: 'Pflege & Gesundheit', isActive: true } },
    { id: 10, attributes: { name: 'Handel & Logistik', isActive: true } },
  ],
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 2 } },
};
