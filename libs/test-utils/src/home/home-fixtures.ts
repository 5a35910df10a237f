import { v4Image } from '../cms/media-fixtures';

/**
 * The job-seeker and employer home pages as the content service answers them in the Strapi v4 response
 * format (`data.attributes`, media and relations wrapped in `{ data }`).
 */

const button = (id: number, text: string, url: string, type: 'primary' | 'secondary' | 'outline' = 'primary') => ({
  id,
  text,
  url,
  type,
  active: true,
  disableAt: null,
});

export const jobseekersHomeDe = {
  data: {
    id: 1,
    attributes: {
      locale: 'de',
      createdAt: '2025-11-03T09:12:00.000Z',
      updatedAt: '2026-02-20T14:40:00.000Z',
      publishedAt: '2025-11-03T09:15:00.000Z',
      seo: {
        id: 1,
        metaTitle: 'Jobpoint Berlin – Beratung und Jobs für Arbeitssuchende',
        metaDescription: 'Kostenlose Beratung, Jobbörse und Veranstaltungen für Arbeitssuchende in Berlin.',
        metaImage: v4Image(90, 'jobpoint-teilen.jpg', null, 1200, 630),
        canonicalUrl: 'https://www.jobpoint-berlin.de/',
        metaViewport: null,
        metaRobots: 'index, follow',
        structuredData: null,
        metaSocial: [],
      },
      headerSection: {
        id: 1,
        title: 'Gemeinsam zum passenden Job',
        subtitle: 'Kostenlose Beratung in ganz Berlin',
        description: 'Wir begleiten Sie bei der **Jobsuche**, der Bewerbung und dem Weg in Ausbildung.',
        image: v4Image(1, 'beratung-kreuzberg.jpg', 'Beraterin und Ratsuchender im Gespräch am Tisch'),
        buttons: [button(1, 'Jobs finden', '/job-boerse')],
      },
      sectionOne: {
        id: 1,
        title: 'Ihr Weg in den Job',
        subtitle: 'Persönlich, mehrsprachig und ohne Termin',
        description:
          'In unseren Standorten beraten wir Sie zu:\n\n- Lebenslauf und Anschreiben\n- Jobsuche und Vorstellungsgespräch\n- Anerkennung ausländischer Abschlüsse\n\nMehr dazu in unserem [Ratgeber](/ratgeber).',
        image: v4Image(2, 'bewerbungsmappe.jpg', null, 1200, 800),
        downloadButton: button(2, 'Flyer herunterladen', '/uploads/jobpoint-flyer.pdf', 'secondary'),
        registerButton: button(3, 'Beratung anfragen', '/kontakt'),
      },
      sectionThree: {
        id: 2,
        title: 'Beratung in Ihrer Sprache',
        subtitle: null,
        description: 'Unsere Beraterinnen und Berater sprechen unter anderem Deutsch, Englisch, Türkisch und Arabisch.',
        image: { data: null },
        buttons: [button(4, 'Standorte ansehen', '/ladengeschaeft', 'outline')],
      },
      sectionFour: {
        id: 1,
        title: 'Sprechen Sie uns an',
        description: 'Sie erreichen uns **montags bis freitags von 9 bis 17 Uhr**.',
        email: 'beratung@jobpoint-berlin.de',
        phone: '030 / 123 456-0',
        image: v4Image(3, 'telefonberatung.jpg', 'Berater am Telefon', 900, 600),
      },
      faq: {
        id: 1,
        title: 'Häufige Fragen',
        subtitle: 'Was Sie vor Ihrem ersten Besuch wissen sollten',
        items: [
          { id: 1, question: 'Kostet die Beratung etwas?', answer: 'Nein, die Beratung ist für Sie **kostenlos**.' },
          {
            id: 2,
            question: 'Welche Unterlagen soll ich mitbringen?',
            answer: 'Bringen Sie, wenn vorhanden, Ihren Lebenslauf und Ihre Zeugnisse mit. Mehr unter [FAQ](/faq).',
          },
        ],
      },
      eventSection: {
        id: 1,
        title: 'Termine',
        subtitle: 'Workshops, Infoveranstaltungen und Jobdatings',
        button: button(5, 'Alle Veranstaltungen', '/veranstaltungen', 'outline'),
      },
      offers: {
        id: 1,
        title: 'Unsere Angebote',
        subtitle: 'Alles kostenlos und unverbindlich',
        items: [
          {
            id: 1,
            title: 'Bewerbungsberatung',
            description: 'Wir prüfen Ihre Unterlagen und üben das Vorstellungsgespräch mit Ihnen.',
            icon: v4Image(4, 'icon-bewerbung.png', null, 128, 128),
            button: button(6, 'Mehr erfahren', '/beratung/bewerbungsberatung', 'outline'),
          },
          {
            id: 2,
            title: 'AVGS-Coaching',
            description: 'Ein individuelles Coaching mit Aktivierungs- und Vermittlungsgutschein.',
            icon: v4Image(5, 'icon-coaching.png', null, 128, 128),
            button: button(7, 'Zum Coaching', '/beratung/avgs', 'outline'),
          },
          {
            id: 3,
            title: 'Jobbörse',
            description: 'Aktuelle Stellen von Berliner Unternehmen, täglich neu.',
            icon: { data: null },
            button: null,
          },
        ],
      },
      manualSteps: {
        id: 1,
        title: 'So funktioniert es',
        subtitle: 'In drei Schritten zur Beratung',
        steps: [
          {
            id: 1,
            title: 'Vorbeikommen oder anrufen',
            description: 'Ohne Termin in einen unserer Standorte.',
            image: { data: null },
          },
          { id: 2, title: 'Gespräch führen', description: 'Wir klären gemeinsam Ihre Ziele.', image: { data: null } },
          {
            id: 3,
            title: 'Loslegen',
            description: 'Sie bewerben sich mit unserer Unterstützung.',
            image: { data: null },
          },
        ],
      },
      jobDating: {
        id: 1,
        title: 'Jobdating',
        description: 'Lernen Sie Arbeitgebende **direkt vor Ort** kennen – ohne Anschreiben.',
        entries: [
          {
            id: 1,
            title: 'Jobdating Pflege und Gesundheit',
            description: 'Kliniken und Pflegedienste stellen sich vor.',
            date: '2026-03-18',
          },
          { id: 2, title: 'Jobdating Logistik', description: 'Lager, Versand und Fahrdienste.', date: '2026-04-22' },
        ],
        button: button(8, 'Zum Jobdating anmelden', '/veranstaltungen?format=Jobdating'),
      },
      timeline: {
        id: 1,
        title: 'Unsere Geschichte',
        description: 'Seit fast zwanzig Jahren bringen wir Menschen und Arbeit in Berlin zusammen.',
        startYear: 2007,
        items: [
          {
            id: 2,
            year: 2015,
            title: 'Zweiter Standort in Neukölln',
            description: 'Mehr Beratung im Süden Berlins.',
            image: { data: null },
          },
          {
            id: 1,
            year: 2007,
            title: 'Gründung in Kreuzberg',
            description: 'Der erste Jobpoint öffnet.',
            image: v4Image(6, 'gruendung.jpg', 'Eröffnung des ersten Standorts', 800, 600),
          },
        ],
        loginButton: button(9, 'Login Jobbörse', 'https://jobboerse.jobpoint-berlin.de/login', 'secondary'),
        policyButton: button(10, 'Nutzungsbedingungen', '/jobboerse-nutzungsbedingungen', 'outline'),
      },
      registrationForm: null,
    },
  },
  meta: {},
};

export const employersHomeDe = {
  data: {
    id: 1,
    attributes: {
      locale: 'de',
      seo: {
        id: 2,
        metaTitle: 'Jobpoint Berlin für Arbeitgebende',
        metaDescription: 'Fachkräfte finden, Stellen veröffentlichen, Förderungen nutzen.',
        metaImage: { data: null },
        canonicalUrl: 'https://www.jobpoint-berlin.de/arbeitgebende',
        metaSocial: [],
      },
      headerSection: {
        id: 3,
        title: 'Passende Mitarbeitende für Ihr Unternehmen',
        subtitle: 'Wir unterstützen Berliner Arbeitgebende kostenlos',
        description: 'Von der Stellenanzeige bis zur Einarbeitung.',
        image: v4Image(20, 'arbeitgeber-team.jpg', 'Team in einer Werkstatt'),
        buttons: [],
      },
      sectionOne: {
        id: 2,
        title: 'Stellen kostenlos veröffentlichen',
        subtitle: null,
        description: 'Ihre Stellenanzeige erscheint in unserer Jobbörse und in unseren Standorten.',
        image: { data: null },
        downloadButton: button(
          20,
          'Info-Broschüre',
          'https://assets.jobpoint-berlin.de/broschuere-arbeitgebende.pdf',
          'secondary',
        ),
        registerButton: button(21, 'Jetzt registrieren', 'https://jobboerse.jobpoint-berlin.de/registrieren'),
      },
      sectionThree: null,
      sectionFour: {
        id: 2,
        title: 'Ihr Kontakt für Unternehmen',
        description: null,
        email: 'arbeitgebende@jobpoint-berlin.de',
        phone: '+49 30 123456-20',
        image: { data: null },
      },
      faq: null,
      eventSection: null,
      offers: null,
      manualSteps: null,
      jobDating: null,
      timeline: null,
      registrationForm: {
        id: 1,
        title: 'Unternehmen registrieren',
        subtitle: null,
        description: null,
        infoText: null,
        btnText: 'Senden',
        backgroundImage: { data: null },
        placeholders: { companyName: 'Firmenname' },
      },
    },
  },
  meta: {},
};
