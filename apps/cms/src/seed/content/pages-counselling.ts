import type { MediaIds } from '../media';
import type { Data, Localized } from '../strapi-documents';
import { bilingual } from './bilingual';
import { button, faqSection, isoDay, section, seo } from './helpers';

export function home(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/beratung', t('Beratung | Jobpoint Berlin', 'Counselling | Jobpoint Berlin'), t('Kostenlose Beratung zu Jobsuche, Bewerbung und Weiterbildung – vor Ort, online und in vier Sprachen.', 'Free counselling on job search, applications and further training – on site, online and in four languages.'), media.counselling),
    headerSection: section(t('Beratung, die weiterbringt', 'Counselling that moves you forward'), t('Persönlich, kostenfrei, mehrsprachig', 'Personal, free, multilingual'), t('Ob erste Orientierung, Bewerbungsmappe oder Coaching mit AVGS: Wir nehmen uns Zeit für Ihre Fragen.', 'Whether first orientation, application documents or coaching with an AVGS voucher: we take time for your questions.'), media.counselling, [button(t('Termin vereinbaren', 'Book an appointment'), '/kontakt')]),
    offers: {
      title: t('Unsere Beratungsangebote', 'Our counselling services'),
      subtitle: t('Finden Sie das passende Angebot', 'Find the right service'),
      items: [
        { title: t('Bewerbungsberatung', 'Application counselling'), description: t('Unterlagen prüfen, Anschreiben schärfen, Gespräche üben.', 'Check documents, sharpen cover letters, practise interviews.'), icon: media['icon-jobs'], button: button(t('Mehr erfahren', 'Learn more'), '/beratung/bewerbungsberatung', 'outline') },
        { title: t('AVGS-Coaching', 'AVGS coaching'), description: t('Individuelles Coaching über bis zu zwölf Wochen – finanziert mit Gutschein.', 'Individual coaching for up to twelve weeks – paid by voucher.'), icon: media['icon-counselling'], button: button(t('Mehr erfahren', 'Learn more'), '/beratung/avgs', 'outline') },
        { title: t('MobiJob', 'MobiJob'), description: t('Mobil in den Job: Beratung zu Pendeln, Führerschein und Arbeitswegen.', 'Mobile into work: advice on commuting, driving licences and routes to work.'), icon: media['icon-growth'], button: button(t('Mehr erfahren', 'Learn more'), '/beratung', 'outline') },
        { title: t('Online-Beratung', 'Online counselling'), description: t('Beratung per Video von zu Hause aus.', 'Counselling by video from home.'), icon: media['icon-online'], button: button(t('Termin buchen', 'Book a slot'), '/kontakt', 'outline') },
      ],
    },
    eventsTitle: t('Aktuelle Veranstaltungen', 'Current events'),
    previousEventsTitle: t('Vergangene Veranstaltungen', 'Previous events'),
    specialEventsTitle: t('Besondere Termine', 'Special dates'),
    meetingHoursTitle: t('Offene Sprechstunden', 'Open consultation hours'),
    onlineConsultation: {
      title: t('Online-Sprechstunde', 'Online consultation hours'),
      days: t('Dienstag und Donnerstag', 'Tuesday and Thursday'),
      time: t('15–17 Uhr', '3–5 pm'),
      initialDate: isoDay(2),
      intervalWeeks: 1,
      fromTime: '15:00:00.000',
      toTime: '17:00:00.000',
      button: button(t('Zur Video-Sprechstunde', 'Join the video consultation'), 'https://meet.jobpoint.local/sprechstunde'),
    },
    limits: {
      title: t('Grenzen unserer Beratung', 'Limits of our counselling'),
      subtitle: t('Wofür andere Stellen zuständig sind', 'Where other offices are responsible'),
      mapTitle: t('Beratungsstellen in Ihrer Nähe', 'Advice centres near you'),
      pageHeader: section(t('Wir helfen weiter – auch wenn wir nicht zuständig sind', 'We help you on – even where we are not responsible'), '', t('Für manche Fragen gibt es spezialisierte Stellen. Wir nennen Ihnen die richtige Adresse.', 'Some questions are best handled by specialised offices. We tell you where to go.'), media.city),
      limits: [
        { title: t('Rechtsberatung', 'Legal advice'), description: t('Bei Kündigungen oder Streit mit Behörden: Sozialberatung oder Anwaltskanzlei.', 'For dismissals or disputes with authorities: social counselling or a law firm.'), icon: media['icon-team'] },
        { title: t('Aufenthaltsrecht', 'Residence law'), description: t('Fragen zum Aufenthaltstitel beantwortet die Migrationsberatung.', 'Questions about residence permits are answered by migration counselling.'), icon: media['icon-counselling'] },
        { title: t('Leistungsbescheide', 'Benefit decisions'), description: t('Für Widersprüche gegen Bescheide ist das Jobcenter bzw. eine Sozialberatung zuständig.', 'Objections to decisions are handled by the jobcentre or social counselling.'), icon: media['icon-jobs'] },
      ],
    },
  }));
}

export function avgsCoaching(media: MediaIds, flyerUrl: string): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/beratung/avgs', t('AVGS-Coaching | Jobpoint Berlin', 'AVGS coaching | Jobpoint Berlin'), t('Coaching mit Aktivierungs- und Vermittlungsgutschein: individuell, zertifiziert und für Sie kostenfrei.', 'Coaching with an activation and placement voucher: individual, certified and free for you.'), media.counselling),
    headerSection: section(t('AVGS-Coaching', 'AVGS coaching'), t('Mit Gutschein zum Job', 'With a voucher into work'), t('Mit dem **Aktivierungs- und Vermittlungsgutschein** (AVGS) der Agentur für Arbeit oder des Jobcenters begleiten wir Sie bis zu zwölf Wochen auf dem Weg in Arbeit.', 'With the **activation and placement voucher** (AVGS) from the employment agency or jobcentre we support you for up to twelve weeks on your way into work.'), media.counselling, [button(t('Infoblatt herunterladen', 'Download the leaflet'), flyerUrl, 'secondary'), button(t('Erstgespräch vereinbaren', 'Book a first meeting'), '/kontakt')]),
    sections: [
      section(t('Für wen ist das Coaching?', 'Who is the coaching for?'), '', t('Für alle, die einen AVGS erhalten haben oder ihn beantragen möchten – unabhängig von Alter, Abschluss oder Sprache.', 'For everyone who has received an AVGS or wants to apply for one – regardless of age, qualification or language.'), media.team),
      section(t('Was erwartet Sie?', 'What to expect'), '', t('- wöchentliche Einzeltermine\n- Potenzialanalyse und Zielplanung\n- Bewerbungsstrategie und Vermittlung\n- Begleitung in den ersten Wochen im Job', '- weekly one-to-one sessions\n- skills analysis and goal planning\n- application strategy and placement\n- support during your first weeks at work'), media.growth),
    ],
    offers: {
      title: t('Coaching-Schwerpunkte', 'Coaching focus areas'),
      subtitle: t('Individuell kombinierbar', 'Combine them as you need'),
      items: [
        { title: t('Berufliche Orientierung', 'Career orientation'), description: t('Welche Berufe passen zu Ihren Stärken?', 'Which jobs match your strengths?'), icon: media['icon-counselling'] },
        { title: t('Bewerbungstraining', 'Application training'), description: t('Unterlagen und Gespräche professionell vorbereiten.', 'Prepare documents and interviews professionally.'), icon: media['icon-jobs'] },
        { title: t('Digitale Kompetenzen', 'Digital skills'), description: t('Online bewerben, E-Mails, Videocalls.', 'Applying online, e-mails, video calls.'), icon: media['icon-online'] },
      ],
    },
    steps: {
      title: t('So kommen Sie zum Coaching', 'How to get the coaching'),
      subtitle: t('In vier Schritten', 'In four steps'),
      steps: [
        { title: t('Gutschein beantragen', 'Apply for the voucher'), description: t('Sprechen Sie Ihre Vermittlungsfachkraft auf einen AVGS an.', 'Ask your placement officer for an AVGS.') },
        { title: t('Erstgespräch', 'First meeting'), description: t('Wir lernen uns kennen und klären Ihre Ziele.', 'We get to know each other and clarify your goals.') },
        { title: t('Gutschein einlösen', 'Redeem the voucher'), description: t('Sie geben uns den Gutschein, wir kümmern uns um den Rest.', 'You hand us the voucher, we take care of the rest.') },
        { title: t('Coaching starten', 'Start coaching'), description: t('Wöchentliche Termine, vor Ort oder online.', 'Weekly sessions, on site or online.') },
      ],
    },
    faq: faqSection(t('Fragen zum AVGS', 'Questions about the AVGS'), '', [
      [t('Kostet mich das Coaching etwas?', 'Does the coaching cost me anything?'), t('Nein, die Kosten trägt die Agentur für Arbeit bzw. das Jobcenter.', 'No, the employment agency or jobcentre pays for it.')],
      [t('Kann ich das Coaching abbrechen?', 'Can I stop the coaching?'), t('Ja, wenn Sie eine Arbeit aufnehmen oder wichtige Gründe vorliegen.', 'Yes, if you start a job or there are important reasons.')],
    ]),
  }));
}

export function bewerbungsberatung(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/beratung/bewerbungsberatung', t('Bewerbungsberatung | Jobpoint Berlin', 'Application counselling | Jobpoint Berlin'), t('Lebenslauf, Anschreiben, Vorstellungsgespräch: kostenlose Bewerbungsberatung in Berlin.', 'CV, cover letter, job interview: free application counselling in Berlin.'), media.application),
    headerSection: section(t('Bewerbungsberatung', 'Application counselling'), t('Unterlagen, die überzeugen', 'Documents that convince'), t('Wir schauen gemeinsam auf Ihre Unterlagen, üben Vorstellungsgespräche und planen Ihre nächsten Bewerbungen.', 'We look at your documents together, practise interviews and plan your next applications.'), media.application, [button(t('Termin vereinbaren', 'Book an appointment'), '/kontakt')]),
    sections: [
      section(t('Lebenslauf-Check', 'CV check'), t('In 30 Minuten', 'In 30 minutes'), t('Bringen Sie Ihren Lebenslauf mit – digital oder ausgedruckt. Sie gehen mit einer überarbeiteten Fassung nach Hause.', 'Bring your CV – digital or printed. You leave with a revised version.'), media.application),
      section(t('Interview-Training', 'Interview training'), t('Sicher auftreten', 'Appear confident'), t('Wir simulieren das Gespräch und geben Ihnen ehrliches Feedback.', 'We simulate the interview and give you honest feedback.'), media.counselling),
    ],
    onlineConsultation: {
      title: t('Bewerbungs-Sprechstunde online', 'Online application consultation'),
      days: t('Mittwoch', 'Wednesday'),
      time: t('10–12 Uhr', '10 am–12 pm'),
      initialDate: isoDay(4),
      intervalWeeks: 1,
      fromTime: '10:00:00.000',
      toTime: '12:00:00.000',
      button: button(t('Teilnehmen', 'Join'), 'https://meet.jobpoint.local/bewerbung'),
    },
    faq: faqSection(t('Häufige Fragen', 'Frequently asked questions'), '', [
      [t('Schreibt ihr meine Bewerbung für mich?', 'Do you write my application for me?'), t('Wir schreiben sie **mit** Ihnen – so können Sie die nächste selbst.', 'We write it **with** you – so you can do the next one yourself.')],
      [t('Brauche ich einen Computer?', 'Do I need a computer?'), t('Nein, im Ladengeschäft stehen Bewerbungs-PCs bereit.', 'No, application PCs are available at our shop.')],
    ]),
  }));
}

export function mobiJob(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/beratung', t('MobiJob | Jobpoint Berlin', 'MobiJob | Jobpoint Berlin'), t('MobiJob: Beratung zu Mobilität, Pendeln und Führerschein für den Weg in Arbeit.', 'MobiJob: advice on mobility, commuting and driving licences on your way into work.'), media.city),
    headerSection: section('MobiJob', t('Mobil in den Job', 'Mobile into work'), t('Der Job ist da, aber der Weg dorthin schwierig? Wir finden mit Ihnen Lösungen – von der Verbindung mit Bus und Bahn bis zur Förderung des Führerscheins.', 'The job is there, but getting there is hard? We find solutions with you – from bus and train connections to funding for a driving licence.'), media.city),
    sections: [
      section(t('Arbeitswege planen', 'Plan your commute'), '', t('Schichtbeginn um 6 Uhr? Wir prüfen Verbindungen und Alternativen.', 'Shift starts at 6 am? We check connections and alternatives.'), media.city),
      section(t('Führerschein-Förderung', 'Driving licence funding'), '', t('Wenn der Führerschein für die Stelle nötig ist, kann er gefördert werden.', 'If the job needs a driving licence, it can be funded.'), media.growth),
    ],
    offers: {
      title: t('Leistungen', 'Services'),
      subtitle: '',
      items: [
        { title: t('Mobilitätsberatung', 'Mobility advice'), description: t('Routen, Tickets, Fahrradleasing.', 'Routes, tickets, bike leasing.'), icon: media['icon-growth'] },
        { title: t('Förderanträge', 'Funding applications'), description: t('Hilfe beim Antrag auf Fahrtkosten oder Führerschein.', 'Help applying for travel costs or a driving licence.'), icon: media['icon-jobs'] },
      ],
    },
    faq: faqSection(t('Fragen zu MobiJob', 'Questions about MobiJob'), '', [
      [t('Wer kann MobiJob nutzen?', 'Who can use MobiJob?'), t('Alle Arbeitssuchenden in Berlin, die eine konkrete Stelle in Aussicht haben.', 'All job seekers in Berlin with a concrete job in view.')],
    ]),
  }));
}

export function foerderung(media: MediaIds): Localized<Data> {
  return bilingual((locale, t) => ({
    seo: seo(locale, '/foerderung', t('Förderung | Jobpoint Berlin', 'Funding | Jobpoint Berlin'), t('Staatliche Zuschüsse, Lohnkostenzuschuss, Weiterbildung und Kurzarbeit: die wichtigsten Förderungen im Überblick.', 'State subsidies, wage subsidies, further training and short-time work: the key funding options at a glance.'), media.growth),
    headerSection: section(t('Förderung', 'Funding'), t('Zuschüsse für Arbeitssuchende und Unternehmen', 'Grants for job seekers and companies'), t('Viele Wege in Arbeit werden finanziell unterstützt. Wir zeigen, was es gibt, und helfen beim Antrag.', 'Many routes into work are financially supported. We show what is available and help you apply.'), media.growth),
    intro: t('Welche Förderung passt, hängt von Ihrer Situation ab. Sprechen Sie uns an – wir prüfen das **kostenfrei**.', 'Which funding fits depends on your situation. Talk to us – we check it **free of charge**.'),
    sections: [
      section(t('Staatliche Zuschüsse', 'State subsidies'), t('Land Berlin und Bund', 'State of Berlin and federal government'), t('Programme wie das Berliner Landesprogramm fördern die Einstellung von Menschen, die länger arbeitslos waren.', 'Programmes such as the Berlin state programme fund the hiring of people who have been unemployed for a long time.'), media['icon-growth']),
      section(t('Lohnkostenzuschuss', 'Wage subsidy'), t('Eingliederungszuschuss', 'Integration grant'), t('Arbeitgebende erhalten bis zu 50 % des Lohns für bis zu zwölf Monate erstattet.', 'Employers get up to 50% of the wage refunded for up to twelve months.'), media['icon-jobs']),
      section(t('Weiterbildung', 'Further training'), t('Bildungsgutschein und Qualifizierungschancengesetz', 'Education voucher and qualification opportunities act'), t('Kurse und Umschulungen werden ganz oder teilweise bezahlt – auch für Beschäftigte.', 'Courses and retraining are fully or partly paid – for employees too.'), media['icon-online']),
      section(t('Kurzarbeit', 'Short-time work'), t('Kurzarbeitergeld', 'Short-time allowance'), t('Bei vorübergehendem Arbeitsausfall sichert das Kurzarbeitergeld Arbeitsplätze.', 'When work temporarily drops, the short-time allowance secures jobs.'), media['icon-team']),
    ],
    offers: {
      title: t('Weitere Programme', 'Other programmes'),
      subtitle: '',
      items: [
        { title: t('Einstiegsgeld', 'Starting allowance'), description: t('Zuschuss für Bürgergeld-Beziehende, die eine Arbeit aufnehmen.', 'A top-up for citizen’s income recipients who take up work.'), icon: media['icon-growth'] },
        { title: t('Gründungszuschuss', 'Start-up grant'), description: t('Unterstützung auf dem Weg in die Selbstständigkeit.', 'Support on the way to self-employment.'), icon: media['icon-counselling'] },
      ],
    },
    faq: faqSection(t('Fragen zur Förderung', 'Questions about funding'), '', [
      [t('Wer stellt den Antrag?', 'Who applies?'), t('Je nach Programm Sie selbst oder das Unternehmen – immer **vor** Beginn der Maßnahme.', 'Depending on the programme, you or the company – always **before** the measure starts.')],
      [t('Kann ich mehrere Förderungen kombinieren?', 'Can I combine several grants?'), t('Teilweise ja. Wir prüfen das im Einzelfall.', 'Sometimes. We check each case individually.')],
    ]),
  }));
}

