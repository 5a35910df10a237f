/**
 * Content of the layout endpoints as the content service answers them: Strapi v4 response format for the
 * single and collection types, the navigation plugin's own TREE shape for navigations.
 */

interface TreeItem {
  id: number;
  title: string;
  type: 'INTERNAL' | 'EXTERNAL' | 'WRAPPER';
  path: string | null;
  externalPath: string | null;
  uiRouterKey: string;
  menuAttached: boolean;
  order: number;
  related: { id: number; __contentType: string } | null;
  items: TreeItem[];
}

function item(id: number, title: string, path: string | null, order: number, items: TreeItem[] = []): TreeItem {
  return {
    id,
    title,
    type: path === null ? 'WRAPPER' : 'INTERNAL',
    path,
    externalPath: null,
    uiRouterKey: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    menuAttached: true,
    order,
    related: null,
    items,
  };
}

function external(id: number, title: string, url: string, order: number): TreeItem {
  return { ...item(id, title, '', order), type: 'EXTERNAL', path: null, externalPath: url, menuAttached: false };
}

/** Job seekers' navigation in German, deliberately not in `order` sequence. */
export const jobseekersNavigationDe: TreeItem[] = [
  item(3, 'Jobbörse', '/job-boerse', 3),
  item(1, 'Start', '/', 1),
  item(2, 'Beratung', '/beratung', 2, [
    item(22, 'Bewerbungsberatung', '/beratung/bewerbungsberatung', 2),
    item(21, 'AVGS-Coaching', '/beratung/avgs', 1),
  ]),
  item(4, 'Angebote', null, 4, [item(41, 'Ratgeber', '/ratgeber', 1), item(42, 'Veranstaltungen', '/veranstaltungen', 2)]),
  external(5, 'Berlin.de', 'https://www.berlin.de/', 5),
];

export const jobseekersNavigationEn: TreeItem[] = [
  item(1, 'Home', '/', 1),
  item(2, 'Counselling', '/beratung', 2, [item(21, 'AVGS coaching', '/beratung/avgs', 1)]),
  item(3, 'Job board', '/job-boerse', 3),
];

export const employersNavigationDe: TreeItem[] = [
  item(11, 'Arbeitgebende', '/arbeitgebende', 1),
  item(12, 'Jobbörse-Anleitung', '/jobboerse-anleitung', 2),
  item(13, 'Shop a Job', '/shop-a-job-messe', 3),
];

const media = (id: number, url: string, name: string) => ({ data: { id, attributes: { url, name, alternativeText: null } } });

export const footerDe = {
  data: {
    id: 1,
    attributes: {
      locale: 'de',
      cookiePolicy: 'Wir verwenden nur notwendige Cookies.',
      partnerLogos: [
        { id: 1, caption: 'Senatsverwaltung für Arbeit', url: 'https://www.berlin.de/sen/arbeit/', image: media(11, '/uploads/senat.png', 'senat.png') },
        { id: 2, caption: 'Europäischer Sozialfonds', url: null, image: media(12, 'https://assets.example.org/esf.png', 'esf.png') },
      ],
      footerSections: [
        {
          id: 1,
          title: 'Rechtliches',
          links: [
            { id: 1, title: 'Impressum', link: '/impressum', type: 'internal' },
            { id: 2, title: 'Datenschutz', link: '/datenschutzerklaerung', type: 'internal' },
          ],
        },
        {
          id: 2,
          title: 'Partner',
          links: [{ id: 3, title: 'Bundesagentur für Arbeit', link: 'https://www.arbeitsagentur.de/', type: 'external' }],
        },
      ],
    },
  },
  meta: {},
};

export const notificationDe = {
  data: { id: 1, attributes: { locale: 'de', Ankuendigung: 'Am 3. Oktober bleiben alle Standorte geschlossen.' } },
  meta: {},
};

export const navigationExtensionDe = {
  data: {
    id: 1,
    attributes: {
      locale: 'de',
      contactText: 'Kontakt',
      jobSeekersText: 'Für Arbeitssuchende',
      employersText: 'Für Arbeitgebende',
      loginJobmarketText: 'Login/Sign-Up Jobbörse',
    },
  },
  meta: {},
};

export const socialButtons = {
  data: [
    { id: 1, attributes: { type: 'facebook', link: 'https://www.facebook.com/jobpoint.berlin' } },
    { id: 2, attributes: { type: 'youtube', link: 'https://www.youtube.com/@jobpointberlin' } },
    { id: 3, attributes: { type: 'linkedin', link: 'https://www.linkedin.com/company/jobpoint-berlin' } },
    { id: 4, attributes: { type: 'twitter', link: 'https://twitter.com/jobpointberlin' } },
  ],
  meta: { pagination: { page: 1, pageSize: 10, pageCount: 1, total: 4 } },
};

/** What Strapi answers for a single type nobody has filled in. */
export const strapiNotFound = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};
