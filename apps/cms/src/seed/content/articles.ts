import type { MediaIds } from '../media';
import { type Data, type Localized, slugify } from '../strapi-documents';
import { seo } from './helpers';

interface ArticleText {
  title: string;
  description: string;
  /** Sections as [heading, Markdown]. */
  sections: [string, string][];
}

interface ArticleDef {
  de: ArticleText;
  en: ArticleText;
  top: boolean;
  categories: string[];
  tags: string[];
  image: string;
}

const ARTICLES: ArticleDef[] = [
  {
    top: true, categories: ['bewerbung'], tags: ['lebenslauf'], image: 'application',
    de: { title: 'Der perfekte Lebenslauf: 7 Tipps für Berlin', description: 'Wie Ihr Lebenslauf in 30 Sekunden überzeugt – mit Beispielen aus unserer Beratung.', sections: [
      ['Übersicht statt Roman', 'Personalverantwortliche schauen im Schnitt nur **30 Sekunden** auf einen Lebenslauf. Zwei Seiten reichen, die wichtigste Station steht oben.'],
      ['Lücken ehrlich erklären', 'Elternzeit, Sprachkurs oder Pflege von Angehörigen sind keine Makel. Eine Zeile mit Zeitraum und kurzer Erklärung genügt.'],
      ['Kenntnisse konkret benennen', '- Sprachen mit Niveau (z. B. Deutsch B2)\n- Programme, die Sie wirklich nutzen\n- Führerscheinklassen, wenn sie für die Stelle zählen'],
      ['Zum Schluss', 'Speichern Sie den Lebenslauf als PDF und benennen Sie die Datei sinnvoll: `Nachname_Vorname_Lebenslauf.pdf`.'],
    ] },
    en: { title: 'The perfect CV: 7 tips for Berlin', description: 'How your CV convinces in 30 seconds – with examples from our counselling.', sections: [
      ['Overview, not a novel', 'Recruiters look at a CV for about **30 seconds** on average. Two pages are enough; the most important position goes on top.'],
      ['Explain gaps honestly', 'Parental leave, a language course or caring for relatives are no flaws. One line with the period and a short explanation is enough.'],
      ['Name your skills precisely', '- Languages with level (e.g. German B2)\n- Software you actually use\n- Driving licence classes if they matter for the job'],
      ['Finally', 'Save your CV as a PDF and give the file a sensible name: `Surname_Firstname_CV.pdf`.'],
    ] },
  },
  {
    top: true, categories: ['bewerbung'], tags: ['anschreiben'], image: 'application',
    de: { title: 'Anschreiben ohne Floskeln', description: 'Warum „hiermit bewerbe ich mich“ nicht mehr reicht und was stattdessen wirkt.', sections: [
      ['Der erste Satz zählt', 'Beginnen Sie mit dem, was Sie für die Stelle mitbringen – nicht mit einer Formel. Beispiel: „Seit drei Jahren sorge ich im Lager eines Berliner Onlinehändlers dafür, dass Bestellungen pünktlich rausgehen.“'],
      ['Bezug zur Anzeige', 'Greifen Sie zwei bis drei Anforderungen aus der Stellenanzeige auf und belegen Sie sie mit kurzen Beispielen.'],
      ['Kurz bleiben', 'Eine Seite, drei bis vier Absätze. Wir lesen Ihr Anschreiben in der [Bewerbungsberatung](/beratung/bewerbungsberatung) gern gegen.'],
    ] },
    en: { title: 'Cover letters without clichés', description: 'Why “I hereby apply” is no longer enough and what works instead.', sections: [
      ['The first sentence counts', 'Start with what you bring to the job – not with a formula. Example: “For three years I have made sure that orders leave a Berlin online retailer’s warehouse on time.”'],
      ['Refer to the job ad', 'Pick two or three requirements from the ad and back them up with short examples.'],
      ['Keep it short', 'One page, three to four paragraphs. We are happy to review your letter in our [application counselling](/beratung/bewerbungsberatung).'],
    ] },
  },
  {
    top: true, categories: ['bewerbung'], tags: ['vorstellungsgespraech'], image: 'counselling',
    de: { title: 'Vorstellungsgespräch: die 10 häufigsten Fragen', description: 'Von „Erzählen Sie etwas über sich“ bis zur Gehaltsfrage – so bereiten Sie sich vor.', sections: [
      ['Erzählen Sie etwas über sich', 'Zwei Minuten, drei Stationen, ein Bezug zur Stelle. Üben Sie die Antwort laut.'],
      ['Warum wollen Sie bei uns arbeiten?', 'Schauen Sie sich vorher Website und Bewertungen des Unternehmens an und nennen Sie einen konkreten Grund.'],
      ['Haben Sie noch Fragen?', 'Ja! Fragen Sie nach Einarbeitung, Team und den nächsten Schritten im Verfahren.'],
    ] },
    en: { title: 'Job interviews: the 10 most common questions', description: 'From “Tell us about yourself” to the salary question – how to prepare.', sections: [
      ['Tell us about yourself', 'Two minutes, three stages, one link to the job. Practise the answer out loud.'],
      ['Why do you want to work for us?', 'Look at the company’s website and reviews beforehand and name one concrete reason.'],
      ['Do you have any questions?', 'Yes! Ask about onboarding, the team and the next steps in the process.'],
    ] },
  },
  {
    top: true, categories: ['arbeitsrecht'], tags: ['minijob', 'gehalt'], image: 'growth-red',
    de: { title: 'Minijob, Midijob, Teilzeit: der Überblick', description: 'Verdienstgrenzen, Sozialversicherung und was am Ende netto bleibt.', sections: [
      ['Minijob', 'Bis zur Minijob-Grenze zahlen Sie in der Regel keine Steuern und Sozialabgaben, sind aber auch nur eingeschränkt abgesichert.'],
      ['Midijob', 'Im Übergangsbereich steigen die Abgaben langsam an – Sie sind voll sozialversichert und erwerben Rentenansprüche.'],
      ['Teilzeit und Vollzeit', 'Für Bürgergeld-Beziehende lohnt sich oft eine Rechnung mit dem Jobcenter. Wir helfen Ihnen dabei.'],
    ] },
    en: { title: 'Mini job, midi job, part-time: an overview', description: 'Earnings limits, social insurance and what is left in the end.', sections: [
      ['Mini job', 'Up to the mini job limit you usually pay no tax or social contributions, but you are only partly insured.'],
      ['Midi job', 'In the transition zone contributions rise slowly – you are fully insured and earn pension entitlements.'],
      ['Part-time and full-time', 'If you receive citizen’s income, it often pays to do the maths with the jobcentre. We help you with that.'],
    ] },
  },
  {
    top: true, categories: ['karriere'], tags: ['quereinstieg'], image: 'city',
    de: { title: 'Quereinstieg: Branchen, die in Berlin offen sind', description: 'Pflege, Logistik, IT-Support, Kita: wo Sie auch ohne passende Ausbildung starten können.', sections: [
      ['Pflege und Betreuung', 'Mit einem Basiskurs können Sie als Pflegehilfskraft starten – viele Arbeitgebende finanzieren die Ausbildung später mit.'],
      ['Logistik und Handel', 'Staplerschein und Schichtbereitschaft sind oft wichtiger als ein Abschluss.'],
      ['IT-Support', 'Zertifikate und Weiterbildungen mit Bildungsgutschein öffnen die Tür zum First-Level-Support.'],
    ] },
    en: { title: 'Career change: sectors open in Berlin', description: 'Care, logistics, IT support, daycare: where you can start without matching training.', sections: [
      ['Care', 'After a basic course you can start as a care assistant – many employers later co-fund the full training.'],
      ['Logistics and retail', 'A forklift licence and willingness to work shifts often matter more than a degree.'],
      ['IT support', 'Certificates and training paid by an education voucher open the door to first-level support.'],
    ] },
  },
  {
    top: false, categories: ['weiterbildung', 'foerderung'], tags: ['ausbildung'], image: 'growth',
    de: { title: 'Bildungsgutschein: so funktioniert’s', description: 'Wer ihn bekommt, wie Sie ihn beantragen und welche Kurse in Frage kommen.', sections: [
      ['Voraussetzungen', 'Die Agentur für Arbeit oder das Jobcenter prüfen, ob eine Weiterbildung Ihre Chancen deutlich verbessert.'],
      ['Den richtigen Kurs finden', 'Nur zertifizierte Maßnahmen (AZAV) werden gefördert. Vergleichen Sie Inhalte, Dauer und Vermittlungsquoten.'],
      ['Unsere Unterstützung', 'Wir bereiten das Gespräch mit Ihnen vor – in vier Sprachen.'],
    ] },
    en: { title: 'Education voucher: how it works', description: 'Who gets one, how to apply and which courses qualify.', sections: [
      ['Requirements', 'The employment agency or the jobcentre checks whether training clearly improves your chances.'],
      ['Finding the right course', 'Only certified courses (AZAV) are funded. Compare content, duration and placement rates.'],
      ['Our support', 'We prepare the appointment with you – in four languages.'],
    ] },
  },
  {
    top: false, categories: ['karriere'], tags: ['anerkennung'], image: 'application-blue',
    de: { title: 'Ausländische Abschlüsse anerkennen lassen', description: 'Zuständige Stellen, Kosten und Dauer – Schritt für Schritt.', sections: [
      ['Reglementierte Berufe', 'In Berufen wie Pflege, Medizin oder Lehramt ist die Anerkennung Pflicht, bevor Sie arbeiten dürfen.'],
      ['Nicht reglementierte Berufe', 'Hier hilft eine Zeugnisbewertung, damit Arbeitgebende Ihren Abschluss einordnen können.'],
      ['Kosten übernehmen lassen', 'Das Jobcenter oder ein Anerkennungszuschuss kann die Gebühren übernehmen.'],
    ] },
    en: { title: 'Getting foreign qualifications recognised', description: 'Responsible offices, costs and duration – step by step.', sections: [
      ['Regulated professions', 'In professions such as nursing, medicine or teaching, recognition is required before you may work.'],
      ['Non-regulated professions', 'A statement of comparability helps employers understand your qualification.'],
      ['Getting costs covered', 'The jobcentre or a recognition grant can pay the fees.'],
    ] },
  },
  {
    top: false, categories: ['arbeitsrecht'], tags: ['homeoffice'], image: 'online-blue',
    de: { title: 'Homeoffice: Rechte und Pflichten', description: 'Was im Arbeitsvertrag stehen sollte und wie Sie sich gut organisieren.', sections: [
      ['Kein allgemeiner Anspruch', 'Ob Sie von zu Hause arbeiten dürfen, regeln Arbeitsvertrag oder Betriebsvereinbarung.'],
      ['Arbeitszeit bleibt Arbeitszeit', 'Pausen und Ruhezeiten gelten auch am Küchentisch.'],
      ['Gut organisiert', '- fester Arbeitsplatz\n- klare Erreichbarkeit\n- regelmäßiger Austausch im Team'],
    ] },
    en: { title: 'Working from home: rights and duties', description: 'What your contract should say and how to organise yourself well.', sections: [
      ['No general right', 'Whether you may work from home is set by your contract or a works agreement.'],
      ['Working time is working time', 'Breaks and rest periods apply at the kitchen table too.'],
      ['Well organised', '- a fixed workspace\n- clear availability\n- regular exchange with the team'],
    ] },
  },
  {
    top: false, categories: ['arbeitsrecht'], tags: ['gehalt'], image: 'growth-red',
    de: { title: 'Gehalt verhandeln – auch beim ersten Job', description: 'Wie Sie Ihren Marktwert ermitteln und im Gespräch souverän bleiben.', sections: [
      ['Recherche', 'Entgeltatlas der Bundesagentur, Tarifverträge und Stellenanzeigen geben Orientierung.'],
      ['Eine Spanne nennen', 'Nennen Sie eine realistische Spanne und begründen Sie sie mit Ihren Erfahrungen.'],
      ['Mehr als Geld', 'Fahrtkostenzuschuss, Weiterbildung oder flexible Arbeitszeiten sind ebenfalls verhandelbar.'],
    ] },
    en: { title: 'Negotiating your salary – even for your first job', description: 'How to work out your market value and stay confident in the talk.', sections: [
      ['Research', 'The employment agency’s pay atlas, collective agreements and job ads give orientation.'],
      ['Name a range', 'Give a realistic range and back it up with your experience.'],
      ['More than money', 'Travel allowances, training or flexible hours are negotiable too.'],
    ] },
  },
  {
    top: false, categories: ['karriere', 'weiterbildung'], tags: ['ausbildung'], image: 'events',
    de: { title: 'Ausbildung mit 25 plus: es ist nicht zu spät', description: 'Teilzeitausbildung, Umschulung und Förderung für Erwachsene.', sections: [
      ['Viele Wege', 'Betriebliche Ausbildung, Umschulung oder Externenprüfung – je nach Vorerfahrung.'],
      ['Teilzeit möglich', 'Mit Kindern oder pflegebedürftigen Angehörigen können Sie die Ausbildung in Teilzeit absolvieren.'],
      ['Finanzierung', 'Berufsausbildungsbeihilfe und Bürgergeld-Regelungen sichern den Lebensunterhalt.'],
    ] },
    en: { title: 'Apprenticeship at 25 plus: it is not too late', description: 'Part-time training, retraining and funding for adults.', sections: [
      ['Many paths', 'In-company training, retraining or an external exam – depending on your experience.'],
      ['Part-time possible', 'With children or relatives in need of care you can complete training part-time.'],
      ['Funding', 'Vocational training grants and citizen’s income rules cover your living costs.'],
    ] },
  },
  {
    top: false, categories: ['foerderung'], tags: ['quereinstieg'], image: 'growth',
    de: { title: 'Eingliederungszuschuss: Förderung für Ihre Einstellung', description: 'Warum ein Zuschuss Ihre Chancen bei Arbeitgebenden verbessern kann.', sections: [
      ['Was ist das?', 'Arbeitgebende erhalten für eine befristete Zeit einen Teil des Lohns erstattet, wenn sie Sie einstellen.'],
      ['Für wen?', 'Zum Beispiel nach längerer Arbeitslosigkeit, für Ältere oder Menschen mit Behinderung.'],
      ['Ansprechen lohnt sich', 'Erwähnen Sie die Möglichkeit im Gespräch – wir helfen bei der Formulierung.'],
    ] },
    en: { title: 'Integration grant: funding for your hiring', description: 'Why a grant can improve your chances with employers.', sections: [
      ['What is it?', 'Employers get part of the wage refunded for a limited time when they hire you.'],
      ['Who is it for?', 'For example after long unemployment, for older people or people with disabilities.'],
      ['Worth mentioning', 'Mention the option in the interview – we help you with the wording.'],
    ] },
  },
  {
    top: false, categories: ['bewerbung'], tags: ['vorstellungsgespraech', 'homeoffice'], image: 'online',
    de: { title: 'Video-Interview: Technik, Licht und Auftreten', description: 'Checkliste für Bewerbungsgespräche per Video.', sections: [
      ['Technik testen', 'Installieren Sie das Programm vorher und machen Sie einen Probeanruf.'],
      ['Licht und Hintergrund', 'Licht von vorn, ruhiger Hintergrund, Kamera auf Augenhöhe.'],
      ['Auftreten', 'Schauen Sie beim Sprechen in die Kamera, nicht auf Ihr eigenes Bild.'],
    ] },
    en: { title: 'Video interview: technology, light and presence', description: 'A checklist for job interviews by video.', sections: [
      ['Test the technology', 'Install the software beforehand and make a test call.'],
      ['Light and background', 'Light from the front, a calm background, camera at eye level.'],
      ['Presence', 'Look into the camera when you speak, not at your own picture.'],
    ] },
  },
  {
    top: false, categories: ['karriere'], tags: ['minijob', 'quereinstieg'], image: 'shop',
    de: { title: 'Jobsuche in Berlin: wo Sie Stellen finden', description: 'Jobbörsen, Netzwerke, Initiativbewerbung – ein Überblick.', sections: [
      ['Jobbörsen', 'Neben großen Portalen lohnt sich unsere [Jobbörse](/job-boerse) mit geprüften Berliner Stellen.'],
      ['Netzwerke', 'Viele Stellen werden über Empfehlungen besetzt. Erzählen Sie Bekannten, was Sie suchen.'],
      ['Initiativ bewerben', 'Kleine Betriebe schreiben oft gar nicht aus – fragen Sie direkt nach.'],
    ] },
    en: { title: 'Job search in Berlin: where to find vacancies', description: 'Job boards, networks, speculative applications – an overview.', sections: [
      ['Job boards', 'Besides the big portals, our [job board](/job-boerse) with checked Berlin vacancies is worth a look.'],
      ['Networks', 'Many jobs are filled through recommendations. Tell people what you are looking for.'],
      ['Speculative applications', 'Small businesses often do not advertise at all – ask directly.'],
    ] },
  },
];

export interface ArticleRelations {
  categories: Record<string, string>;
  tags: Record<string, string>;
}

export function articles(media: MediaIds, relations: ArticleRelations): Localized<Data>[] {
  return ARTICLES.map((article) => {
    const build = (locale: 'de' | 'en'): Data => {
      const text = article[locale];
      const slug = slugify(text.title);
      return {
        seo: seo(locale, `/ratgeber/${slug}`, text.title, text.description, media[article.image]),
        title: text.title,
        slug,
        description: text.description,
        content: text.sections.map(([heading, body]) => `## ${heading}\n\n${body}`).join('\n\n'),
        tableOfContents: text.sections.map(([heading]) => `- [${heading}](#${slugify(heading)})`).join('\n'),
        TopArtikel: article.top,
        image: media[article.image],
        categories: article.categories.map((key) => relations.categories[key]),
        tags: article.tags.map((key) => relations.tags[key]),
      };
    };
    return { de: build('de'), en: build('en') };
  });
}
