import type { MediaIds } from '../media';
import type { Data, Localized } from '../strapi-documents';
import { bilingual } from './bilingual';
import { address, button, EMAIL, faqSection, PHONE, section, seo } from './helpers';

export interface DownloadUrls {
  checklist: number;
  guide: number;
  flyer: number;
  urls: { checklist: string; guide: string; flyer: string };
}

export function chatContact(): Localized<Data> {
  const texts = {
    de: ['Schreiben Sie uns', 'Fragen zur Jobsuche? Wir antworten per WhatsApp – auf Deutsch, Englisch, Türkisch und Arabisch.', 'Mo–Fr, 9–17 Uhr', 'Chat starten'],
    en: ['Chat with us', 'Questions about your job search? We answer on WhatsApp – in German, English, Turkish and Arabic.', 'Mon–Fri, 9 am–5 pm', 'Start chat'],
    tr: ['Bize yazın', 'İş arama ile ilgili sorularınız mı var? WhatsApp üzerinden Almanca, İngilizce, Türkçe ve Arapça yanıt veriyoruz.', 'Pzt–Cum, 09.00–17.00', 'Sohbeti başlat'],
    ar: ['راسلنا', 'لديك أسئلة حول البحث عن عمل؟ نرد عبر واتساب بالألمانية والإنجليزية والتركية والعربية.', 'الاثنين–الجمعة، 9–17', 'ابدأ المحادثة'],
  };
  const build = ([title, description, availability, cta]: string[]): Data => ({
    title, description, availability, whatsappNumber: '+49 30 555 123 499', whatsappLink: 'https://wa.me/4930555123499', button: button(cta, 'https://wa.me/4930555123499'),
  });
  return { de: build(texts.de), en: build(texts.en), tr: build(texts.tr), ar: build(texts.ar) };
}

export function agShopAJobSeite(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/shop-a-job-messe', t('Shop a Job Messe | Jobpoint Berlin', 'Shop a Job fair | Jobpoint Berlin'), t('Die Jobmesse in Berlin: Unternehmen kennenlernen, Stellen entdecken, direkt ins Gespräch kommen.', 'The job fair in Berlin: meet companies, discover vacancies, talk to employers directly.'), media.fair),
    headerSection: section('Shop a Job', t('Die Jobmesse mitten im Kiez', 'The job fair in your neighbourhood'), t('Über 40 Berliner Unternehmen, Bewerbungsmappen-Check und Fotoecke für Ihr Bewerbungsfoto – der Eintritt ist frei.', 'More than 40 Berlin companies, document checks and a photo corner for your application photo – admission is free.'), media.fair, [button(t('Zu den Messeterminen', 'To the fair dates'), '/veranstaltungen')]),
    description: t('Bei **Shop a Job** „shoppen“ Sie Jobs: Sie gehen von Stand zu Stand, sprechen mit Personalverantwortlichen und nehmen Stellenangebote direkt mit.', 'At **Shop a Job** you “shop” for jobs: you go from stand to stand, talk to recruiters and take job offers with you.'),
    eventsTitle: t('Nächste Messetermine', 'Next fair dates'),
    companiesTitle: t('Ausstellende Unternehmen', 'Exhibiting companies'),
    sections: [
      section(t('Für Unternehmen', 'For companies'), t('Stand kostenfrei buchen', 'Book a stand free of charge'), t('Präsentieren Sie Ihr Unternehmen und Ihre offenen Stellen. Wir übernehmen Werbung und Organisation.', 'Present your company and your vacancies. We take care of promotion and organisation.'), media['fair-blue'], [button(t('Stand anfragen', 'Request a stand'), '/kontakt')]),
    ],
    faq: faqSection(t('Fragen zur Messe', 'Questions about the fair'), '', [
      [t('Muss ich mich anmelden?', 'Do I need to register?'), t('Nein, kommen Sie einfach vorbei.', 'No, just come along.')],
      [t('Was soll ich mitbringen?', 'What should I bring?'), t('Mehrere Exemplare Ihres Lebenslaufs.', 'Several copies of your CV.')],
    ]),
  }));
}

export function messeBlock(): Localized<Data> {
  return bilingual((_locale, t) => ({
    title: t('Messestandorte', 'Fair locations'),
    hint: t('Alle Standorte sind barrierefrei erreichbar. Der Eintritt ist frei.', 'All locations are step-free. Admission is free.'),
    locations: [
      { name: 'Jobpoint Neukölln', info: [{ text: 'Karl-Marx-Straße 92, 12043 Berlin' }, { text: t('U7 Rathaus Neukölln', 'U7 Rathaus Neukölln') }, { text: t('Herbstmesse', 'Autumn fair') }] },
      { name: 'Jobpoint Mitte', info: [{ text: 'Brunnenstraße 19, 10119 Berlin' }, { text: t('U8 Rosenthaler Platz', 'U8 Rosenthaler Platz') }, { text: t('Frühjahrsmesse', 'Spring fair') }] },
      { name: 'Jobpoint Spandau', info: [{ text: 'Carl-Schurz-Straße 8, 13597 Berlin' }, { text: t('U7/S-Bahn Rathaus Spandau', 'U7/S-Bahn Rathaus Spandau') }, { text: t('Ausbildungsmesse', 'Apprenticeship fair') }] },
    ],
  }));
}

export function anmeldung(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/veranstaltungen', t('Anmeldung | Jobpoint Berlin', 'Registration | Jobpoint Berlin'), t('Melden Sie sich für Veranstaltungen an oder registrieren Sie Ihr Unternehmen.', 'Register for events or register your company.')),
    eventRegistration: {
      title: t('Zur Veranstaltung anmelden', 'Register for the event'),
      subtitle: t('Die Teilnahme ist kostenfrei', 'Taking part is free'),
      description: t('Bitte füllen Sie das Formular aus. Sie erhalten eine Bestätigung per E-Mail.', 'Please fill in the form. You will receive a confirmation by e-mail.'),
      infoText: t('Ihre Angaben verwenden wir nur für diese Veranstaltung.', 'We use your details only for this event.'),
      btnText: t('Anmelden', 'Register'),
      backgroundImage: media.events,
      placeholders: { name: t('Vorname', 'First name'), surname: t('Nachname', 'Last name'), customerEmail: t('E-Mail-Adresse', 'E-mail address'), phone: t('Telefon (optional)', 'Phone (optional)'), notes: t('Anmerkungen', 'Notes') },
    },
    companyRegistration: {
      title: t('Unternehmen registrieren', 'Register your company'),
      companyNameLabel: t('Name des Unternehmens', 'Company name'),
      contactPartnerLabel: t('Ansprechperson', 'Contact partner'),
      emailLabel: t('E-Mail', 'E-mail'),
      phoneLabel: t('Telefon', 'Phone'),
      noteLabel: t('Anmerkung', 'Note'),
      sendButton: t('Senden', 'Send'),
      locationTitle: t('An welchen Standorten suchen Sie?', 'Which locations are you hiring for?'),
      locations: ['Neukölln', 'Mitte', 'Spandau', t('Ganz Berlin', 'All of Berlin')].map((text) => ({ text })),
    },
    successText: t('Danke! Ihre Anmeldung ist bei uns eingegangen.', 'Thank you! We have received your registration.'),
    errorText: 'Es ist ein Fehler aufgetreten. Bitte probiere es erneut.',
    requiredText: 'Pflichtfeld',
  }));
}

export function uberuns(media: MediaIds): Localized<Data> {
  const years = [2013, 2016, 2020, 2023];
  return bilingual((locale, t) => ({
    seo: seo(locale, '/ueber-uns', t('Über uns | Jobpoint Berlin', 'About us | Jobpoint Berlin'), t('Wer wir sind: gemeinnützige Jobvermittlung und Beratung in Berlin seit 2013.', 'Who we are: non-profit job placement and counselling in Berlin since 2013.'), media.team),
    headerSection: section(t('Über uns', 'About us'), t('Gemeinnützig. Mehrsprachig. Berlin.', 'Non-profit. Multilingual. Berlin.'), t('Seit 2013 bringen wir Menschen, die Arbeit suchen, mit Berliner Unternehmen zusammen. Unser Team spricht zwölf Sprachen.', 'Since 2013 we have been bringing people looking for work together with Berlin companies. Our team speaks twelve languages.'), media.team),
    timeline: {
      title: t('Unsere Geschichte', 'Our story'),
      description: t('Meilensteine aus über zehn Jahren.', 'Milestones from more than ten years.'),
      startYear: years[0],
      items: [
        [t('Gründung in Neukölln', 'Founded in Neukölln'), t('Drei Beraterinnen, ein Büro, eine Idee: Beratung ohne Hürden.', 'Three counsellors, one office, one idea: counselling without barriers.')],
        [t('Das Ladengeschäft öffnet', 'The shop opens'), t('Beratung ohne Termin an der Karl-Marx-Straße.', 'Counselling without an appointment on Karl-Marx-Straße.')],
        [t('Beratung wird digital', 'Counselling goes digital'), t('Video-Sprechstunden und WhatsApp-Beratung starten.', 'Video consultations and WhatsApp counselling start.')],
        [t('Erste Shop a Job Messe', 'First Shop a Job fair'), t('40 Unternehmen, 1.200 Besucherinnen und Besucher.', '40 companies, 1,200 visitors.')],
      ].map(([title, description], index) => ({ year: years[index], title, description, image: media[`history-${index + 1}`] })),
      loginButton: button(t('Zur Jobbörse', 'To the job board'), '/job-boerse'),
      policyButton: button(t('Datenschutz', 'Privacy'), '/datenschutzerklaerung', 'outline'),
    },
    passionSection: section(t('Was uns antreibt', 'What drives us'), t('Arbeit ist mehr als ein Einkommen', 'Work is more than an income'), t('Arbeit bedeutet Teilhabe, Kontakte und Selbstvertrauen. Deshalb nehmen wir uns Zeit für jede einzelne Person – unabhängig von Herkunft, Alter oder Abschluss.', 'Work means participation, contacts and self-confidence. That is why we take time for every single person – regardless of origin, age or qualification.'), media.counselling, [button(t('Weiterlesen', 'Read more'), '/ratgeber')]),
    factsTitle: t('Zahlen und Fakten', 'Facts and figures'),
    facts: [
      { value: '12.000+', label: t('Beratungsgespräche pro Jahr', 'counselling sessions per year') },
      { value: '900+', label: t('Partnerunternehmen', 'partner companies') },
      { value: '12', label: t('Sprachen im Team', 'languages in the team') },
      { value: '3', label: t('Standorte in Berlin', 'locations in Berlin') },
    ],
    faq: faqSection(t('Fragen zu uns', 'Questions about us'), '', [
      [t('Wer finanziert Jobpoint Berlin?', 'Who funds Jobpoint Berlin?'), t('Das Land Berlin und der Europäische Sozialfonds Plus.', 'The State of Berlin and the European Social Fund Plus.')],
      [t('Kann ich bei euch arbeiten?', 'Can I work for you?'), t('Offene Stellen veröffentlichen wir in unserer Jobbörse.', 'We publish our vacancies on our job board.')],
    ]),
  }));
}

export function jbAnleitung(media: MediaIds, downloads: DownloadUrls): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/jobboerse-anleitung', t('Jobbörse-Anleitung für Arbeitgebende | Jobpoint Berlin', 'Job board guide for employers | Jobpoint Berlin'), t('Schritt für Schritt zur eigenen Stellenanzeige in der Jobbörse.', 'Step by step to your own job ad on the job board.'), media['application-blue']),
    headerSection: section(t('Jobbörse-Anleitung', 'Job board guide'), t('So veröffentlichen Sie Ihre Stellen', 'How to publish your vacancies'), t('In wenigen Schritten zur geprüften Stellenanzeige – kostenfrei.', 'A checked job ad in a few steps – free of charge.'), media['application-blue']),
    manualSteps: {
      title: t('Schritt für Schritt', 'Step by step'),
      subtitle: t('Von der Registrierung bis zur Bewerbung', 'From registration to application'),
      steps: [
        { title: t('Registrieren', 'Register'), description: t('Legen Sie über „Login/Sign-Up Jobbörse“ ein Unternehmenskonto an.', 'Create a company account via “Login/Sign-Up Jobbörse”.'), image: media['icon-team'] },
        { title: t('Anzeige erstellen', 'Create an ad'), description: t('Beschreiben Sie Aufgaben, Anforderungen und Angebot.', 'Describe tasks, requirements and what you offer.'), image: media['icon-jobs'] },
        { title: t('Prüfung', 'Review'), description: t('Wir prüfen die Anzeige innerhalb eines Werktages.', 'We review the ad within one working day.'), image: media['icon-counselling'] },
        { title: t('Bewerbungen erhalten', 'Receive applications'), description: t('Bewerbende melden sich direkt bei Ihnen.', 'Candidates contact you directly.'), image: media['icon-growth'] },
      ],
    },
    jobManagement: { title: t('Stellen verwalten', 'Managing vacancies'), items: [t('Anzeigen jederzeit bearbeiten oder pausieren', 'Edit or pause ads at any time'), t('Bewerbungsfrist festlegen', 'Set an application deadline'), t('Anzahl offener Stellen angeben', 'State the number of open positions')].map((text) => ({ text })) },
    dos: { title: t('Das wirkt', 'Do'), items: [t('Konkrete Aufgaben statt Floskeln', 'Concrete tasks instead of clichés'), t('Gehalt oder Gehaltsspanne nennen', 'State the salary or a range'), t('Ansprechperson mit Telefonnummer', 'A contact person with phone number')].map((text) => ({ text })) },
    donts: { title: t('Das schreckt ab', 'Don’t'), items: [t('Lange Anforderungslisten', 'Long lists of requirements'), t('Unklare Arbeitszeiten', 'Unclear working hours'), t('Nur Englisch oder nur Fachjargon', 'English only or jargon only')].map((text) => ({ text })) },
    downloads: [
      { title: t('Leitfaden Jobbörse (PDF)', 'Job board guide (PDF)'), link: downloads.urls.guide, description: t('Alle Schritte zum Ausdrucken.', 'All steps to print.'), file: downloads.guide },
    ],
    faq: faqSection(t('Fragen zur Jobbörse', 'Questions about the job board'), '', [
      [t('Wie lange bleibt eine Anzeige online?', 'How long does an ad stay online?'), t('Bis zur Bewerbungsfrist, höchstens 90 Tage. Danach können Sie sie verlängern.', 'Until the application deadline, at most 90 days. You can extend it afterwards.')],
    ]),
  }));
}

export function jobs(): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/job-boerse', t('Stellenangebote | Jobpoint Berlin', 'Vacancies | Jobpoint Berlin'), t('Aktuelle Stellenangebote in Berlin.', 'Current vacancies in Berlin.')),
    title: t('Aktuelle Stellen', 'Current vacancies'),
    subtitle: t('Neu eingestellt', 'Recently added'),
    bookmarkText: t('Merken', 'Save'),
    moreText: t('Mehr Stellen laden', 'Load more jobs'),
    emptyText: t('Zurzeit keine Stellen in dieser Kategorie.', 'Currently no jobs in this category.'),
  }));
}

export function veranstaltungenView(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/veranstaltungen', t('Veranstaltungen | Jobpoint Berlin', 'Events | Jobpoint Berlin'), t('Jobdatings, Workshops, Messen und Infoveranstaltungen in Berlin und online.', 'Job datings, workshops, fairs and information events in Berlin and online.'), media.events),
    headerSection: section(t('Veranstaltungen', 'Events'), t('Lernen, vernetzen, Jobs finden', 'Learn, connect, find jobs'), t('Alle Termine auf einen Blick – filtern Sie nach Format, Standort und Sprache.', 'All dates at a glance – filter by format, location and language.'), media.events),
    searchPlaceholder: t('Veranstaltung suchen', 'Search events'),
    currentEventsTitle: t('Aktuelle Veranstaltungen', 'Current events'),
    previousEventsTitle: t('Vergangene Veranstaltungen', 'Previous events'),
    formatLabel: t('Format', 'Format'),
    locationLabel: t('Standort', 'Location'),
    languageLabel: t('Sprache', 'Language'),
    monthLabel: t('Monat', 'Month'),
    presenceLabel: t('Präsenz', 'In person'),
    onlineLabel: t('Online', 'Online'),
    loadMoreText: t('Mehr laden', 'Load more'),
    showMoreText: t('Mehr anzeigen', 'Show more'),
    showLessText: t('Weniger anzeigen', 'Show less'),
    noEventsText: t('Keine Veranstaltungen gefunden.', 'No events found.'),
    registerText: t('Jetzt anmelden', 'Register now'),
  }));
}

export function kontakt(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/kontakt', t('Kontakt | Jobpoint Berlin', 'Contact | Jobpoint Berlin'), t('So erreichen Sie uns: Telefon, E-Mail, WhatsApp und unsere Standorte in Berlin.', 'How to reach us: phone, e-mail, WhatsApp and our locations in Berlin.'), media.chat),
    headerSection: section(t('Kontakt', 'Contact'), t('Wir freuen uns auf Sie', 'We look forward to hearing from you'), t('Rufen Sie an, schreiben Sie uns oder kommen Sie vorbei.', 'Call, write or drop by.'), media.chat),
    description: t(`Telefon: **${PHONE}**\n\nE-Mail: ${EMAIL}\n\nFür Unternehmen: arbeitgeberservice@jobpoint.local`, `Phone: **${PHONE}**\n\nE-mail: ${EMAIL}\n\nFor companies: arbeitgeberservice@jobpoint.local`),
    addresses: [
      address('Jobpoint Neukölln', 'Karl-Marx-Straße', '92', '12043', '030 555 123 40', 'neukoelln@jobpoint.local'),
      address('Jobpoint Mitte', 'Brunnenstraße', '19', '10119', '030 555 123 50', 'mitte@jobpoint.local'),
      address('Jobpoint Spandau', 'Carl-Schurz-Straße', '8', '13597', '030 555 123 60', 'spandau@jobpoint.local'),
    ],
    openingTimes: [
      { day: t('Montag bis Mittwoch', 'Monday to Wednesday'), time: t('10–18 Uhr', '10 am–6 pm') },
      { day: t('Donnerstag', 'Thursday'), time: t('10–19 Uhr', '10 am–7 pm') },
      { day: t('Freitag', 'Friday'), time: t('10–15 Uhr', '10 am–3 pm') },
    ],
    contactSection: { title: t('Arbeitgeberservice', 'Employer service'), description: t('Persönliche Ansprechpartnerin: Sandra Weber', 'Your personal contact: Sandra Weber'), email: 'arbeitgeberservice@jobpoint.local', phone: '030 555 123 70', image: media.team },
  }));
}

export function emailVorlagen(): Localized<Data> {
  return bilingual((_locale, t) => ({
    eventRegistrationSubject: t('Ihre Anmeldung: {{eventName}}', 'Your registration: {{eventName}}'),
    eventRegistrationBody: t('Hallo {{name}},\n\nvielen Dank für Ihre Anmeldung zu **{{eventName}}** am {{date}} um {{time}}.\n\nOrt: {{eventAddress}}\n\nBis bald,\nIhr Team von Jobpoint Berlin', 'Hello {{name}},\n\nthank you for registering for **{{eventName}}** on {{date}} at {{time}}.\n\nVenue: {{eventAddress}}\n\nSee you soon,\nyour Jobpoint Berlin team'),
    companyRegistrationSubject: t('Neue Unternehmensregistrierung: {{companyName}}', 'New company registration: {{companyName}}'),
    companyRegistrationBody: t('Unternehmen: {{companyName}}\nAnsprechperson: {{contactName}}\nTelefon: {{phone}}\nStandorte: {{locations}}\n\n{{notes}}', 'Company: {{companyName}}\nContact: {{contactName}}\nPhone: {{phone}}\nLocations: {{locations}}\n\n{{notes}}'),
    newsletterSubject: t('Willkommen beim Newsletter von Jobpoint Berlin', 'Welcome to the Jobpoint Berlin newsletter'),
    newsletterBody: t('Schön, dass Sie dabei sind! Einmal im Monat erhalten Sie neue Termine und Stellen.', 'Great to have you! Once a month you will receive new dates and vacancies.'),
  }));
}

export function ladengeschaeftSeite(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/ladengeschaeft', t('Ladengeschäft Neukölln | Jobpoint Berlin', 'Our shop in Neukölln | Jobpoint Berlin'), t('Beratung ohne Termin an der Karl-Marx-Straße: Bewerbungs-PCs, Drucker und mehrsprachiges Team.', 'Counselling without an appointment on Karl-Marx-Straße: application PCs, printer and a multilingual team.'), media.shop),
    headerSection: section(t('Unser Ladengeschäft', 'Our shop'), t('Einfach reinkommen', 'Just walk in'), t('Mitten in Neukölln beraten wir Sie ohne Termin – bei einer Tasse Tee.', 'In the heart of Neukölln we advise you without an appointment – over a cup of tea.'), media.shop),
    shop: {
      title: 'Jobpoint Neukölln',
      phoneNumbers: [
        { number: '030 555 123 40', language: t('Deutsch/Englisch', 'German/English') },
        { number: '030 555 123 41', language: t('Türkisch', 'Turkish') },
        { number: '030 555 123 42', language: t('Arabisch', 'Arabic') },
      ],
      openingDays: t('Montag bis Freitag', 'Monday to Friday'),
      openingTimes: t('Mo–Mi 10–18 Uhr, Do 10–19 Uhr, Fr 10–15 Uhr', 'Mon–Wed 10 am–6 pm, Thu 10 am–7 pm, Fri 10 am–3 pm'),
      description: t('Karl-Marx-Straße 92, 12043 Berlin. Barrierefreier Eingang, Spielecke für Kinder.', 'Karl-Marx-Straße 92, 12043 Berlin. Step-free entrance, play corner for children.'),
      image: media.shop,
    },
    gallery: [media.shop, media.counselling, media.chat, media.application],
    sections: [
      section(t('Was Sie bei uns machen können', 'What you can do here'), '', t('- Bewerbungen schreiben, drucken und scannen\n- Stellen in der Jobbörse suchen\n- Fragen zu Bescheiden und Formularen klären', '- write, print and scan applications\n- search the job board\n- get help with letters and forms'), media.application),
    ],
    eventSection: { title: t('Termine im Ladengeschäft', 'Dates at our shop'), subtitle: t('Sprechstunden und Workshops', 'Consultation hours and workshops'), button: button(t('Alle Termine', 'All dates'), '/veranstaltungen') },
    faq: faqSection(t('Fragen zum Ladengeschäft', 'Questions about our shop'), '', [
      [t('Muss ich einen Termin machen?', 'Do I need an appointment?'), t('Nein. Zu Stoßzeiten kann es kurze Wartezeiten geben.', 'No. At busy times there may be a short wait.')],
    ]),
  }));
}

export function ratingBlock(): Localized<Data> {
  return bilingual((_locale, t) => ({
    title: t('Das sagen andere über uns', 'What others say about us'),
    subtitle: t('Erfahrungen von Arbeitssuchenden und Unternehmen', 'Experiences of job seekers and companies'),
    customerTitle: t('Arbeitssuchende', 'Job seekers'),
    companyTitle: t('Unternehmen', 'Companies'),
    eventTitle: t('Veranstaltungen', 'Events'),
    button: button(t('Eigene Erfahrung teilen', 'Share your experience'), '/kontakt', 'outline'),
  }));
}

export function standortBlock(): Localized<Data> {
  return bilingual((_locale, t) => ({
    title: t('Unsere Standorte', 'Our locations'),
    subtitle: t('Dreimal in Berlin und online', 'Three times in Berlin and online'),
    description: t('Kommen Sie in Neukölln, Mitte oder Spandau vorbei – oder sprechen Sie per Video mit uns.', 'Visit us in Neukölln, Mitte or Spandau – or talk to us by video.'),
    button: button(t('Zum Kontakt', 'To contact'), '/kontakt'),
  }));
}

export function downloadSeite(media: MediaIds, downloads: DownloadUrls): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/downloads', t('Downloads | Jobpoint Berlin', 'Downloads | Jobpoint Berlin'), t('Checklisten, Leitfäden und Infoblätter zum Herunterladen.', 'Checklists, guides and leaflets to download.'), media.application),
    headerSection: section(t('Downloads', 'Downloads'), t('Zum Mitnehmen', 'To take away'), t('Unsere Materialien als PDF – zum Ausdrucken oder Weitergeben.', 'Our materials as PDFs – to print or pass on.'), media.application),
    title: t('Alle Downloads', 'All downloads'),
    downloads: [
      { title: t('Checkliste Bewerbung', 'Application checklist'), link: downloads.urls.checklist, description: t('Alles, was in eine vollständige Bewerbung gehört.', 'Everything a complete application needs.'), file: downloads.checklist },
      { title: t('Leitfaden Jobbörse für Arbeitgebende', 'Job board guide for employers'), link: downloads.urls.guide, description: t('Stellenanzeigen Schritt für Schritt.', 'Job ads step by step.'), file: downloads.guide },
      { title: t('Infoblatt AVGS-Coaching', 'AVGS coaching leaflet'), link: downloads.urls.flyer, description: t('Coaching mit Gutschein – kurz erklärt.', 'Coaching with a voucher – briefly explained.'), file: downloads.flyer },
    ],
    sections: [section(t('Material fehlt?', 'Missing something?'), '', t('Schreiben Sie uns – wir schicken Ihnen gern weitere Unterlagen.', 'Write to us – we are happy to send further material.'), undefined, [button(t('Kontakt', 'Contact'), '/kontakt', 'outline')])],
  }));
}

export function ratgeber(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/ratgeber', t('Ratgeber | Jobpoint Berlin', 'Advice | Jobpoint Berlin'), t('Tipps zu Bewerbung, Karriere, Arbeitsrecht und Förderung.', 'Tips on applications, careers, employment law and funding.'), media.application),
    headerSection: section(t('Ratgeber', 'Advice'), t('Wissen für Ihre Jobsuche', 'Know-how for your job search'), t('Praktische Tipps aus unserer Beratung – verständlich erklärt.', 'Practical tips from our counselling – clearly explained.'), media.application),
    topArticlesTitle: t('Top-Artikel', 'Top articles'),
    latestTitle: t('Neueste Artikel', 'Latest articles'),
    allTitle: t('Alle Artikel', 'All articles'),
    searchPlaceholder: t('Artikel durchsuchen', 'Search articles'),
    noResultsText: t('Keine Artikel gefunden.', 'No articles found.'),
  }));
}

