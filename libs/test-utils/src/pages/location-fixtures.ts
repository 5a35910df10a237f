import { v4Image } from '../cms/media-fixtures';

/** The locations, the chat contact and the location block in the Strapi v4 response format. */

const quarterlyButton = (id: number, text: string) => ({ id, text, url: '/veranstaltungen', type: 'primary', active: true, disableAt: null });

export const locationsDe = {
  data: [
    {
      id: 2,
      attributes: {
        Titel: 'Jobpoint Neukölln',
        slug: 'jobpoint-neukoelln',
        locationId: 'NK',
        description: 'Unser **Ladengeschäft** an der Karl-Marx-Straße.',
        district: 'Neukölln',
        phone: '030 555 123 40',
        email: 'neukoelln@jobpoint.local',
        chatContact: 'https://wa.me/4930555123499',
        quarterlyEventsTitle: 'Veranstaltungen in diesem Quartal',
        locale: 'de',
        address: { id: 14, name: 'Jobpoint Neukölln', street: 'Karl-Marx-Straße', streetNumber: '92', postCode: '12043', city: 'Berlin', phone: '030 555 123 40', email: 'neukoelln@jobpoint.local' },
        openingTimes: [
          { id: 18, day: 'Montag', time: '10–18 Uhr' },
          { id: 22, day: 'Freitag', time: '10–15 Uhr' },
        ],
        bulletPoints: [{ id: 117, text: 'Beratung ohne Termin' }],
        images: { data: [v4Image(10, 'shop.jpg', 'Ladengeschäft mit Markise', 1600, 1000).data] },
        mapImage: { data: null },
        gallery: { data: [] },
        shopImages: { data: [v4Image(11, 'shop-innen.jpg', 'Der Laden von innen', 1600, 1000).data] },
        quarterlyEventsButton: quarterlyButton(302, 'Quartalsprogramm ansehen'),
        locationInfos: [{ id: 3, title: 'Anfahrt', text: 'U7 Rathaus Neukölln, Bus M41 und 104.' }],
      },
    },
    {
      id: 3,
      attributes: {
        Titel: 'Online',
        slug: 'online',
        locationId: 'ON',
        description: null,
        district: 'Digital',
        phone: null,
        email: 'online@jobpoint.local',
        chatContact: null,
        quarterlyEventsTitle: null,
        locale: 'de',
        address: null,
        openingTimes: [],
        bulletPoints: [],
        images: { data: null },
        mapImage: { data: null },
        gallery: { data: null },
        shopImages: { data: null },
        quarterlyEventsButton: null,
        locationInfos: [],
      },
    },
  ],
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 2 } },
};

export const chatContactDe = {
  data: {
    id: 2,
    attributes: {
      title: 'Schreiben Sie uns',
      description: 'Fragen zur Jobsuche? Wir antworten per WhatsApp.',
      whatsappNumber: '+49 30 555 123 499',
      whatsappLink: 'https://wa.me/4930555123499',
      availability: 'Mo–Fr, 9–17 Uhr',
      locale: 'de',
      button: { id: 294, text: 'Chat starten', url: 'https://wa.me/4930555123499', type: 'primary', active: true, disableAt: null },
    },
  },
  meta: {},
};

export const locationBlockDe = {
  data: {
    id: 2,
    attributes: {
      title: 'Unsere Standorte',
      subtitle: 'Dreimal in Berlin und online',
      description: 'Kommen Sie vorbei – oder sprechen Sie per Video mit uns.',
      locale: 'de',
      button: { id: 290, text: 'Zum Kontakt', url: '/kontakt', type: 'primary', active: true, disableAt: null },
    },
  },
  meta: {},
};
