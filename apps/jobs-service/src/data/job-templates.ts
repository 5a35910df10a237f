/**
 * The kinds of Berlin jobs the demo data is made of, in German and English. The generator combines a
 * template with a company, a place, work times and pay; the texts read like real postings.
 */

export interface LocalisedJobText {
  title: string;
  tasks: string;
  required_skills: string;
  offering: string;
}

export interface JobTemplate {
  jobCategoryId: number;
  /** The corporate sectors whose companies post this kind of job. */
  sectorIds: readonly number[];
  qualificationIds: readonly number[];
  de: LocalisedJobText;
  en: LocalisedJobText;
}

export const JOB_TEMPLATES: readonly JobTemplate[] = [
  {
    jobCategoryId: 1,
    sectorIds: [1, 8],
    qualificationIds: [2],
    de: {
      title: 'Pflegefachkraft (m/w/d) ambulante Pflege',
      tasks:
        'Sie versorgen unsere Klientinnen und Klienten in ihrem Zuhause, übernehmen die Grund- und Behandlungspflege, dokumentieren digital und arbeiten eng mit Ärztinnen, Ärzten und Angehörigen zusammen.',
      required_skills:
        'Abgeschlossene Ausbildung als Pflegefachkraft oder Altenpflegerin/Altenpfleger, Führerschein Klasse B, Freude am Umgang mit Menschen.',
      offering:
        'Feste Touren im Kiez, Dienstwagen oder Dienstfahrrad, 30 Tage Urlaub, bezahlte Fortbildungen und ein BVG-Firmenticket.',
    },
    en: {
      title: 'Registered nurse (m/f/d) home care',
      tasks:
        'You care for our clients in their homes, provide basic and medical care, keep digital records and work closely with doctors and families.',
      required_skills:
        'Completed nursing training recognised in Germany, driving licence class B, empathy and reliability.',
      offering:
        'Fixed routes in the neighbourhood, company car or bike, 30 days of holiday, paid training and a public transport ticket.',
    },
  },
  {
    jobCategoryId: 1,
    sectorIds: [1],
    qualificationIds: [1, 5],
    de: {
      title: 'Pflegehelferin / Pflegehelfer (m/w/d) im Seniorenheim',
      tasks:
        'Sie unterstützen die Bewohnerinnen und Bewohner bei der Körperpflege, beim Essen und im Alltag und begleiten Ausflüge und Gruppenangebote.',
      required_skills:
        'Basiskurs Pflege von Vorteil, Einarbeitung für Quereinsteigende, Deutschkenntnisse für die Verständigung im Team.',
      offering:
        'Unbefristeter Vertrag, Zuschläge für Wochenend- und Feiertagsdienste, Weiterbildung zur Pflegefachkraft möglich.',
    },
    en: {
      title: 'Care assistant (m/f/d) in a care home',
      tasks: 'You help residents with personal care, meals and daily life, and accompany outings and group activities.',
      required_skills:
        'A basic care course is a plus; career changers get a full induction. Some German for working in the team.',
      offering: 'Permanent contract, weekend and holiday bonuses, support to qualify as a registered nurse.',
    },
  },
  {
    jobCategoryId: 1,
    sectorIds: [1],
    qualificationIds: [2],
    de: {
      title: 'Medizinische Fachangestellte (m/w/d) für Hausarztpraxis',
      tasks:
        'Sie empfangen Patientinnen und Patienten, organisieren Termine, nehmen Blut ab, schreiben EKGs und unterstützen bei Impfungen.',
      required_skills: 'Ausbildung als MFA, freundliches Auftreten, sicherer Umgang mit Praxissoftware.',
      offering: 'Keine Wochenenddienste, Mittwochnachmittag frei, Zuschuss zum Deutschlandticket.',
    },
    en: {
      title: 'Medical assistant (m/f/d) in a GP practice',
      tasks: 'You welcome patients, organise appointments, take blood samples, record ECGs and help with vaccinations.',
      required_skills: 'Training as a medical assistant, a friendly manner, confidence with practice software.',
      offering: 'No weekend shifts, Wednesday afternoons off, subsidised public transport ticket.',
    },
  },
  {
    jobCategoryId: 2,
    sectorIds: [2, 6],
    qualificationIds: [1, 5],
    de: {
      title: 'Lagerhelfer / Lagerhelferin (m/w/d) Kommissionierung',
      tasks:
        'Sie kommissionieren Bestellungen mit dem Handscanner, packen Pakete, prüfen Wareneingänge und halten das Lager in Ordnung.',
      required_skills:
        'Körperliche Belastbarkeit, Zuverlässigkeit, Bereitschaft zur Schichtarbeit. Staplerschein von Vorteil.',
      offering: 'Pünktliche Bezahlung, Schichtzulagen, kostenloser Staplerschein, gute Anbindung an S- und U-Bahn.',
    },
    en: {
      title: 'Warehouse operative (m/f/d) order picking',
      tasks: 'You pick orders with a hand scanner, pack parcels, check incoming goods and keep the warehouse tidy.',
      required_skills: 'Physically fit, reliable, willing to work shifts. A forklift licence is a plus.',
      offering: 'Pay on time, shift bonuses, free forklift licence, good S-Bahn and U-Bahn connections.',
    },
  },
  {
    jobCategoryId: 2,
    sectorIds: [2],
    qualificationIds: [2],
    de: {
      title: 'Fachkraft für Lagerlogistik (m/w/d)',
      tasks:
        'Sie steuern Wareneingang und -ausgang, planen Touren mit, arbeiten im Warenwirtschaftssystem und leiten Aushilfen an.',
      required_skills:
        'Ausbildung als Fachkraft für Lagerlogistik oder Fachlagerist, Staplerschein, Erfahrung mit SAP oder ähnlichen Systemen.',
      offering: 'Unbefristete Festanstellung, 13. Monatsgehalt, betriebliche Altersvorsorge, Jobrad.',
    },
    en: {
      title: 'Warehouse logistics specialist (m/f/d)',
      tasks:
        'You manage goods in and out, help plan delivery routes, work in the inventory system and guide temporary staff.',
      required_skills: 'Training in warehouse logistics, forklift licence, experience with SAP or similar systems.',
      offering: 'Permanent position, 13th month salary, company pension, leased bike.',
    },
  },
  {
    jobCategoryId: 3,
    sectorIds: [3, 12],
    qualificationIds: [4, 5],
    de: {
      title: 'Junior Webentwickler*in (m/w/d) React und TypeScript',
      tasks:
        'Sie entwickeln mit unserem Team barrierefreie Webanwendungen, schreiben Tests und bringen eigene Ideen in Code-Reviews ein.',
      required_skills:
        'Erste Erfahrung mit JavaScript/TypeScript und React, Grundkenntnisse in Git, Lust auf Teamarbeit. Abschluss oder Bootcamp.',
      offering: 'Mentoring, zwei Homeoffice-Tage pro Woche, Weiterbildungsbudget, moderne Hardware.',
    },
    en: {
      title: 'Junior web developer (m/f/d) React and TypeScript',
      tasks:
        'Together with our team you build accessible web applications, write tests and bring your ideas to code reviews.',
      required_skills:
        'First experience with JavaScript/TypeScript and React, basic Git, a team player. Degree or bootcamp.',
      offering:
        'Mentoring, two days of remote work per week, training budget, modern hardware. Team language: English.',
    },
  },
  {
    jobCategoryId: 3,
    sectorIds: [3, 7],
    qualificationIds: [2, 4],
    de: {
      title: 'IT-Systemadministrator*in (m/w/d) Client- und Netzwerkbetreuung',
      tasks:
        'Sie betreuen Arbeitsplätze und Netzwerk, richten Notebooks ein, pflegen Benutzerkonten und helfen Kolleginnen und Kollegen im Support.',
      required_skills:
        'Ausbildung als Fachinformatiker*in Systemintegration oder vergleichbare Erfahrung, Windows und Linux, Netzwerkgrundlagen.',
      offering: 'Sicherer Arbeitsplatz, Gleitzeit, Weiterbildung zu Zertifizierungen, Zuschuss zum Deutschlandticket.',
    },
    en: {
      title: 'IT systems administrator (m/f/d) clients and network',
      tasks:
        'You look after workstations and the network, set up laptops, manage user accounts and help colleagues in first-level support.',
      required_skills: 'Training as an IT specialist or comparable experience, Windows and Linux, networking basics.',
      offering: 'Secure job, flexible hours, paid certifications, public transport ticket.',
    },
  },
  {
    jobCategoryId: 3,
    sectorIds: [3],
    qualificationIds: [4],
    de: {
      title: 'Data Analyst (m/w/d) für Mobilitätsdaten',
      tasks:
        'Sie werten Verkehrs- und Nutzungsdaten aus, bauen Dashboards und bereiten Entscheidungen für Produkt und Vertrieb vor.',
      required_skills:
        'Studium mit quantitativem Schwerpunkt, SQL und Python, sichere Kommunikation auf Deutsch oder Englisch.',
      offering: 'Hybrides Arbeiten, 30 Urlaubstage, Sprachkurse, Büro mit Blick auf die Spree.',
    },
    en: {
      title: 'Data analyst (m/f/d) mobility data',
      tasks: 'You analyse traffic and usage data, build dashboards and prepare decisions for product and sales teams.',
      required_skills:
        'Degree with a quantitative focus, SQL and Python, confident communication in English or German.',
      offering: 'Hybrid work, 30 days of holiday, language courses, office overlooking the Spree.',
    },
  },
  {
    jobCategoryId: 4,
    sectorIds: [4],
    qualificationIds: [1, 5],
    de: {
      title: 'Küchenhilfe (m/w/d) im Restaurant',
      tasks:
        'Sie bereiten Gemüse und Beilagen vor, spülen, halten die Küche sauber und unterstützen das Küchenteam im Service.',
      required_skills:
        'Keine Ausbildung nötig, Teamgeist, Belastbarkeit, Gesundheitszeugnis (kann nachgereicht werden).',
      offering: 'Kostenloses Personalessen, Trinkgeldbeteiligung, flexible Schichten, kurze Einarbeitung.',
    },
    en: {
      title: 'Kitchen assistant (m/f/d) in a restaurant',
      tasks:
        'You prepare vegetables and side dishes, wash up, keep the kitchen clean and support the kitchen team during service.',
      required_skills:
        'No training needed, team spirit, resilience, health certificate (can be obtained after hiring).',
      offering: 'Free staff meals, share of tips, flexible shifts, short induction.',
    },
  },
  {
    jobCategoryId: 4,
    sectorIds: [4],
    qualificationIds: [2, 5],
    de: {
      title: 'Servicekraft (m/w/d) für Café und Frühstück',
      tasks: 'Sie beraten Gäste, nehmen Bestellungen auf, bereiten Kaffeespezialitäten zu und kassieren.',
      required_skills: 'Freundlichkeit, gute Deutsch- oder Englischkenntnisse, Erfahrung im Service von Vorteil.',
      offering: 'Barista-Schulung, Trinkgeld, planbare Dienste ohne Nachtarbeit.',
    },
    en: {
      title: 'Service staff (m/f/d) for café and breakfast',
      tasks: 'You welcome guests, take orders, prepare coffee drinks and handle payments.',
      required_skills: 'Friendly manner, good German or English, experience in service is a plus.',
      offering: 'Barista training, tips, predictable shifts without night work.',
    },
  },
  {
    jobCategoryId: 4,
    sectorIds: [4],
    qualificationIds: [6],
    de: {
      title: 'Ausbildung zum Koch / zur Köchin (m/w/d)',
      tasks:
        'In drei Jahren lernen Sie alle Posten einer Hotelküche kennen, vom Frühstück bis zum Bankett, und legen die Prüfung vor der IHK ab.',
      required_skills:
        'Schulabschluss, Interesse an Lebensmitteln und Teamarbeit, Bereitschaft zu Schicht- und Wochenenddiensten.',
      offering: 'Ausbildungsvergütung nach Tarif, Übernahme nach erfolgreichem Abschluss, Azubi-Events.',
    },
    en: {
      title: 'Apprenticeship as a chef (m/f/d)',
      tasks:
        'Over three years you work every station of a hotel kitchen, from breakfast to banquets, and take the chamber of commerce exam.',
      required_skills:
        'School leaving certificate, interest in food and teamwork, willing to work shifts and weekends.',
      offering: 'Apprentice pay according to collective agreement, job offer after passing, events for apprentices.',
    },
  },
  {
    jobCategoryId: 5,
    sectorIds: [5],
    qualificationIds: [2, 3],
    de: {
      title: 'Elektroniker*in (m/w/d) Energie- und Gebäudetechnik',
      tasks:
        'Sie installieren Elektroanlagen in Alt- und Neubauten, prüfen Anlagen nach DGUV V3 und beheben Störungen beim Kunden.',
      required_skills:
        'Abgeschlossene Ausbildung im Elektrohandwerk, Führerschein Klasse B, selbstständige Arbeitsweise.',
      offering: 'Übertarifliche Bezahlung, Firmenwagen, Werkzeug von Markenherstellern, Weiterbildung zum Meister.',
    },
    en: {
      title: 'Electrician (m/f/d) building services',
      tasks:
        'You install electrical systems in old and new buildings, carry out safety tests and fix faults at customers’ premises.',
      required_skills: 'Completed training as an electrician, driving licence class B, independent way of working.',
      offering: 'Above-standard pay, company van, quality tools, support towards the master craftsperson certificate.',
    },
  },
  {
    jobCategoryId: 5,
    sectorIds: [5],
    qualificationIds: [1, 2, 5],
    de: {
      title: 'Maler- und Lackierhelfer*in (m/w/d)',
      tasks:
        'Sie bereiten Untergründe vor, tapezieren, streichen Wände und Fassaden und unterstützen unsere Gesellinnen und Gesellen.',
      required_skills: 'Handwerkliches Geschick, Zuverlässigkeit, Erfahrung auf dem Bau von Vorteil.',
      offering: 'Arbeitskleidung, feste Arbeitszeiten 7 bis 15:30 Uhr, Chance auf Ausbildung im Betrieb.',
    },
    en: {
      title: 'Painter’s assistant (m/f/d)',
      tasks: 'You prepare surfaces, hang wallpaper, paint walls and façades and support our journeymen.',
      required_skills: 'Manual skills, reliability, construction experience is a plus.',
      offering: 'Work clothes, fixed hours 7 am to 3:30 pm, chance of an apprenticeship with us.',
    },
  },
  {
    jobCategoryId: 5,
    sectorIds: [5, 9],
    qualificationIds: [2, 3],
    de: {
      title: 'Anlagenmechaniker*in SHK (m/w/d) Kundendienst',
      tasks:
        'Sie warten Heizungsanlagen, tauschen Armaturen und Wärmepumpenkomponenten und beraten Kundinnen und Kunden vor Ort.',
      required_skills: 'Ausbildung als Anlagenmechaniker*in SHK, Führerschein Klasse B, Erfahrung im Kundendienst.',
      offering: 'Servicefahrzeug auch privat nutzbar, Rufbereitschaftspauschale, Schulungen bei Herstellern.',
    },
    en: {
      title: 'Plumbing and heating technician (m/f/d) customer service',
      tasks: 'You service heating systems, replace fittings and heat pump parts, and advise customers on site.',
      required_skills:
        'Training as a plumbing and heating technician, driving licence class B, customer service experience.',
      offering: 'Service van for private use, on-call allowance, manufacturer training.',
    },
  },
  {
    jobCategoryId: 6,
    sectorIds: [6],
    qualificationIds: [1, 5],
    de: {
      title: 'Verkäufer*in (m/w/d) im Lebensmittelmarkt',
      tasks:
        'Sie räumen Ware ein, beraten an der Frischetheke, kassieren und achten auf frische und ordentliche Regale.',
      required_skills: 'Freundliches Auftreten, Teamgeist, Bereitschaft zur Arbeit am Samstag.',
      offering: 'Tarifliche Bezahlung, Mitarbeiterrabatt, Aufstieg zur Marktleitung möglich.',
    },
    en: {
      title: 'Sales assistant (m/f/d) in a supermarket',
      tasks: 'You stock shelves, advise customers at the fresh food counter, work the till and keep the shop tidy.',
      required_skills: 'Friendly manner, team spirit, willing to work on Saturdays.',
      offering: 'Pay according to collective agreement, staff discount, path to store management.',
    },
  },
  {
    jobCategoryId: 6,
    sectorIds: [6],
    qualificationIds: [6],
    de: {
      title: 'Ausbildung Kauffrau / Kaufmann im Einzelhandel (m/w/d)',
      tasks:
        'Sie lernen Einkauf, Warenpräsentation, Kundenberatung und Kasse kennen und übernehmen früh eigene Verantwortung für eine Abteilung.',
      required_skills: 'Mittlerer Schulabschluss oder Berufsbildungsreife, Interesse an Mode und Menschen.',
      offering: 'Ausbildungsvergütung über Tarif, Azubi-Projekte, gute Übernahmechancen.',
    },
    en: {
      title: 'Apprenticeship as a retail sales specialist (m/f/d)',
      tasks:
        'You learn purchasing, merchandising, customer advice and checkout, and soon take responsibility for a department.',
      required_skills: 'School leaving certificate, interest in fashion and people.',
      offering: 'Apprentice pay above the collective agreement, apprentice projects, good chance of a permanent job.',
    },
  },
  {
    jobCategoryId: 7,
    sectorIds: [7, 12, 8],
    qualificationIds: [2],
    de: {
      title: 'Sachbearbeiter*in (m/w/d) Kundenservice',
      tasks:
        'Sie bearbeiten Anfragen per Telefon, E-Mail und Post, pflegen Kundendaten und arbeiten eng mit den Fachabteilungen zusammen.',
      required_skills: 'Kaufmännische Ausbildung, sichere Deutschkenntnisse (mindestens B2), MS Office.',
      offering: 'Gleitzeit ohne Kernzeit, mobiles Arbeiten, betriebliches Gesundheitsmanagement.',
    },
    en: {
      title: 'Customer service clerk (m/f/d)',
      tasks:
        'You handle enquiries by phone, e-mail and post, maintain customer data and work closely with specialist departments.',
      required_skills: 'Commercial training, good German (at least B2), MS Office.',
      offering: 'Flexible hours, remote work, workplace health programme.',
    },
  },
  {
    jobCategoryId: 7,
    sectorIds: [7, 1],
    qualificationIds: [2, 5],
    de: {
      title: 'Empfangsmitarbeiter*in (m/w/d) Bürgeramt-Service',
      tasks:
        'Sie begrüßen Besucherinnen und Besucher, vergeben Termine, geben Auskunft und prüfen die Vollständigkeit von Unterlagen.',
      required_skills: 'Erfahrung im Kundenkontakt, Ruhe auch bei viel Betrieb, weitere Sprachen willkommen.',
      offering: 'Vergütung nach TV-L, 30 Tage Urlaub, Jobticket, familienfreundliche Arbeitszeiten.',
    },
    en: {
      title: 'Receptionist (m/f/d) citizens’ service office',
      tasks: 'You greet visitors, book appointments, give information and check that documents are complete.',
      required_skills: 'Experience with customers, calm under pressure, further languages welcome.',
      offering: 'Pay according to the public sector agreement, 30 days of holiday, job ticket, family-friendly hours.',
    },
  },
  {
    jobCategoryId: 7,
    sectorIds: [12, 3],
    qualificationIds: [2, 4],
    de: {
      title: 'Buchhalter*in (m/w/d) Kreditoren',
      tasks:
        'Sie prüfen und buchen Eingangsrechnungen, bereiten Zahlungsläufe vor und unterstützen beim Monatsabschluss.',
      required_skills: 'Ausbildung als Steuerfachangestellte*r oder Finanzbuchhalter*in, DATEV-Kenntnisse.',
      offering: 'Homeoffice nach Absprache, betriebliche Altersvorsorge, Weiterbildung zum Bilanzbuchhalter.',
    },
    en: {
      title: 'Accounts payable accountant (m/f/d)',
      tasks: 'You check and book incoming invoices, prepare payment runs and help with the month-end close.',
      required_skills: 'Training in accounting or tax, DATEV experience.',
      offering: 'Remote work by arrangement, company pension, further training in accounting.',
    },
  },
  {
    jobCategoryId: 8,
    sectorIds: [8, 7],
    qualificationIds: [4],
    de: {
      title: 'Sozialarbeiter*in (m/w/d) Wohnungslosenhilfe',
      tasks:
        'Sie beraten Menschen ohne Wohnung, begleiten zu Ämtern, vermitteln in Unterkünfte und arbeiten mit dem Bezirk zusammen.',
      required_skills:
        'Studium Soziale Arbeit mit staatlicher Anerkennung, interkulturelle Kompetenz, Türkisch oder Arabisch von Vorteil.',
      offering: 'Vergütung angelehnt an TV-L S 12, Supervision, Team mit flachen Hierarchien.',
    },
    en: {
      title: 'Social worker (m/f/d) homelessness services',
      tasks:
        'You advise people without a home, accompany them to authorities, arrange accommodation and work with the district office.',
      required_skills:
        'Degree in social work with state recognition, intercultural skills; Turkish or Arabic is a plus.',
      offering: 'Pay in line with the public sector scale S 12, supervision, a team with flat hierarchies.',
    },
  },
  {
    jobCategoryId: 8,
    sectorIds: [8],
    qualificationIds: [2, 4],
    de: {
      title: 'Erzieher*in (m/w/d) für Kita im Kiez',
      tasks:
        'Sie begleiten Kinder von eins bis sechs, gestalten Projekte nach dem Berliner Bildungsprogramm und arbeiten eng mit Eltern zusammen.',
      required_skills:
        'Staatlich anerkannte*r Erzieher*in oder vergleichbarer Abschluss, Freude an mehrsprachiger Arbeit.',
      offering: 'Bezahlung nach TV-L, Hauptstadtzulage, fünf Fortbildungstage im Jahr, kleine Gruppen.',
    },
    en: {
      title: 'Early years educator (m/f/d) neighbourhood daycare',
      tasks:
        'You support children aged one to six, run projects based on the Berlin education programme and work closely with parents.',
      required_skills: 'State-recognised educator or comparable qualification, enjoy working in several languages.',
      offering: 'Public sector pay with Berlin allowance, five training days a year, small groups.',
    },
  },
  {
    jobCategoryId: 9,
    sectorIds: [9],
    qualificationIds: [1, 5],
    de: {
      title: 'Reinigungskraft (m/w/d) Büroreinigung',
      tasks: 'Sie reinigen Büros, Sanitärräume und Küchen in einem festen Objekt nach Reinigungsplan.',
      required_skills: 'Zuverlässigkeit, Sorgfalt, Erfahrung in der Reinigung erwünscht, aber nicht nötig.',
      offering: 'Feste Arbeitszeiten am frühen Abend, Bezahlung nach Tarif der Gebäudereinigung, Arbeitskleidung.',
    },
    en: {
      title: 'Cleaner (m/f/d) office cleaning',
      tasks: 'You clean offices, washrooms and kitchens in one fixed building following a cleaning plan.',
      required_skills: 'Reliability, care, cleaning experience welcome but not required.',
      offering: 'Fixed hours in the early evening, pay according to the cleaning industry agreement, work clothes.',
    },
  },
  {
    jobCategoryId: 9,
    sectorIds: [9, 5],
    qualificationIds: [2, 5],
    de: {
      title: 'Hausmeister*in (m/w/d) Wohnanlage',
      tasks:
        'Sie kümmern sich um kleine Reparaturen, kontrollieren Technik und Außenanlagen und sind Ansprechperson für Mieterinnen und Mieter.',
      required_skills: 'Handwerkliche Ausbildung oder Erfahrung, Führerschein Klasse B, freundlicher Umgang.',
      offering: 'Unbefristete Stelle, Diensthandy, Zuschuss zum Deutschlandticket.',
    },
    en: {
      title: 'Caretaker (m/f/d) residential estate',
      tasks:
        'You handle small repairs, check building services and outdoor areas and are the contact person for tenants.',
      required_skills: 'Trade training or experience, driving licence class B, friendly manner.',
      offering: 'Permanent position, work phone, public transport ticket subsidy.',
    },
  },
  {
    jobCategoryId: 10,
    sectorIds: [10],
    qualificationIds: [1, 2],
    de: {
      title: 'Sicherheitsmitarbeiter*in (m/w/d) Objektschutz',
      tasks:
        'Sie kontrollieren Zugänge, machen Rundgänge, dokumentieren Vorkommnisse und sind erste Ansprechperson für Besuchende.',
      required_skills:
        'Sachkundeprüfung nach § 34a GewO oder Bereitschaft, sie zu erwerben, einwandfreies Führungszeugnis.',
      offering: 'Kostenlose Vorbereitung auf die Sachkundeprüfung, Zuschläge für Nacht- und Feiertagsdienste.',
    },
    en: {
      title: 'Security officer (m/f/d) property protection',
      tasks: 'You check entrances, patrol the premises, record incidents and are the first contact for visitors.',
      required_skills: 'Security licence (§ 34a GewO) or willingness to obtain it, clean police record.',
      offering: 'Free preparation for the licence exam, night and holiday bonuses.',
    },
  },
  {
    jobCategoryId: 11,
    sectorIds: [2, 7],
    qualificationIds: [2],
    de: {
      title: 'Berufskraftfahrer*in (m/w/d) Nahverkehr Klasse C/CE',
      tasks:
        'Sie beliefern Filialen im Berliner Stadtgebiet, be- und entladen mit Hubwagen und übergeben Ware an Kundinnen und Kunden.',
      required_skills: 'Führerschein Klasse C/CE mit Modul 95, Fahrerkarte, sicheres Fahren im Stadtverkehr.',
      offering: 'Feierabend zu Hause, moderne Fahrzeuge, Prämien für unfallfreies Fahren.',
    },
    en: {
      title: 'Truck driver (m/f/d) local deliveries class C/CE',
      tasks:
        'You deliver to shops across Berlin, load and unload with a pallet truck and hand goods over to customers.',
      required_skills: 'Driving licence class C/CE with code 95, driver card, confident city driving.',
      offering: 'Home every evening, modern vehicles, bonuses for accident-free driving.',
    },
  },
  {
    jobCategoryId: 11,
    sectorIds: [2, 8],
    qualificationIds: [1, 5],
    de: {
      title: 'Fahrer*in (m/w/d) Fahrdienst für Menschen mit Behinderung',
      tasks:
        'Sie fahren Kinder und Erwachsene sicher zu Schule, Werkstatt oder Therapie und helfen beim Ein- und Aussteigen.',
      required_skills: 'Führerschein Klasse B seit mindestens zwei Jahren, Geduld und Einfühlungsvermögen.',
      offering: 'Teilzeit mit geteilten Diensten, Einweisung in Rollstuhlsicherung, Fahrzeug wird gestellt.',
    },
    en: {
      title: 'Driver (m/f/d) transport service for people with disabilities',
      tasks: 'You drive children and adults safely to school, workshop or therapy and help them get in and out.',
      required_skills: 'Driving licence class B for at least two years, patience and empathy.',
      offering: 'Part-time with split shifts, training in wheelchair securing, vehicle provided.',
    },
  },
  {
    jobCategoryId: 12,
    sectorIds: [11],
    qualificationIds: [1, 2, 5],
    de: {
      title: 'Produktionshelfer*in (m/w/d) Lebensmittelherstellung',
      tasks: 'Sie bedienen Abfüll- und Verpackungsanlagen, prüfen die Qualität und halten Hygienevorschriften ein.',
      required_skills: 'Bereitschaft zur Arbeit im Dreischichtsystem, Sorgfalt, Deutschkenntnisse A2 ausreichend.',
      offering: 'Schichtzulagen, Kantine, Übernahme aus der Probezeit in ein unbefristetes Arbeitsverhältnis.',
    },
    en: {
      title: 'Production worker (m/f/d) food manufacturing',
      tasks: 'You run filling and packing machines, check quality and follow hygiene rules.',
      required_skills: 'Willing to work three shifts, careful work, basic German (A2) is enough.',
      offering: 'Shift bonuses, canteen, permanent contract after the probation period.',
    },
  },
  {
    jobCategoryId: 12,
    sectorIds: [11],
    qualificationIds: [2, 3],
    de: {
      title: 'Industriemechaniker*in (m/w/d) Instandhaltung',
      tasks:
        'Sie warten und reparieren Produktionsanlagen, analysieren Störungen und verbessern Abläufe gemeinsam mit der Produktion.',
      required_skills:
        'Ausbildung als Industriemechaniker*in oder Mechatroniker*in, Erfahrung mit Pneumatik und Hydraulik.',
      offering: 'Tarifvertrag der Metall- und Elektroindustrie, 35-Stunden-Woche, Weiterbildung zum Techniker.',
    },
    en: {
      title: 'Industrial mechanic (m/f/d) maintenance',
      tasks: 'You service and repair production lines, analyse faults and improve processes together with production.',
      required_skills:
        'Training as an industrial mechanic or mechatronics technician, pneumatics and hydraulics experience.',
      offering: 'Metal industry collective agreement, 35-hour week, further training as a technician.',
    },
  },
];

/** How an employer introduces itself in a posting, by language. */
export const INTRODUCTIONS = {
  de: (company: string, place: string) => `Die ${company} sucht für den Standort Berlin-${place} Verstärkung.`,
  en: (company: string, place: string) => `${company} is looking for new colleagues at its site in Berlin-${place}.`,
} as const;

export const ADDITIONAL_INFORMATION = {
  de: [
    'Bewerbungen von Menschen mit Fluchtgeschichte sind ausdrücklich willkommen.',
    'Wir freuen uns über Bewerbungen unabhängig von Alter, Geschlecht, Herkunft, Religion oder Behinderung.',
    'Ein Probearbeitstag ist nach Absprache möglich.',
    'Unterlagen können auch ohne Anschreiben eingereicht werden.',
  ],
  en: [
    'Applications from people with a refugee background are explicitly welcome.',
    'We welcome applications regardless of age, gender, origin, religion or disability.',
    'A trial day can be arranged.',
    'You can apply without a cover letter.',
  ],
} as const;

export const WORK_TIME_INFORMATION = {
  de: [
    'Montag bis Freitag, 8 bis 16:30 Uhr',
    'Früh- und Spätschicht im Wechsel',
    '20 Stunden pro Woche, flexibel planbar',
    'Wochenenddienste nach Dienstplan',
    '39 Stunden pro Woche, Gleitzeit',
  ],
  en: [
    'Monday to Friday, 8 am to 4:30 pm',
    'Alternating early and late shifts',
    '20 hours a week, flexible scheduling',
    'Weekend shifts according to the rota',
    '39 hours a week, flexitime',
  ],
} as const;

export const PAYMENT_INFORMATION = {
  de: [
    'Zuzüglich Zuschläge',
    'Plus Urlaubs- und Weihnachtsgeld',
    'Tarifliche Eingruppierung je nach Erfahrung',
    'Nach Einarbeitung Gehaltsgespräch',
  ],
  en: [
    'Plus bonuses',
    'Plus holiday and Christmas pay',
    'Pay grade depends on experience',
    'Salary review after induction',
  ],
} as const;
