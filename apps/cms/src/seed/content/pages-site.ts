import type { MediaIds } from '../media';
import type { Data, Localized } from '../strapi-documents';
import { everyLanguage } from './every-language';
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
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/shop-a-job-messe',
      t('Shop a Job Messe | Jobpoint Berlin', 'Shop a Job fair | Jobpoint Berlin', 'Shop a Job fuarı | Jobpoint Berlin', 'معرض Shop a Job | Jobpoint Berlin'),
      t(
        'Die Jobmesse in Berlin: Unternehmen kennenlernen, Stellen entdecken, direkt ins Gespräch kommen.',
        'The job fair in Berlin: meet companies, discover vacancies, talk to employers directly.',
        'Berlin’deki iş fuarı: şirketleri tanıyın, ilanları keşfedin, doğrudan görüşün.',
        'معرض التوظيف في برلين: تعرّف على الشركات واكتشف الوظائف وتحدث مباشرة مع أصحاب العمل.',
      ),
      media.fair,
    ),
    headerSection: section(
      'Shop a Job',
      t('Die Jobmesse mitten im Kiez', 'The job fair in your neighbourhood', 'Mahallenizin ortasındaki iş fuarı', 'معرض التوظيف في قلب الحي'),
      t(
        'Über 40 Berliner Unternehmen, Bewerbungsmappen-Check und Fotoecke für Ihr Bewerbungsfoto – der Eintritt ist frei.',
        'More than 40 Berlin companies, document checks and a photo corner for your application photo – admission is free.',
        '40’tan fazla Berlin şirketi, başvuru dosyası kontrolü ve başvuru fotoğrafınız için fotoğraf köşesi – giriş ücretsiz.',
        'أكثر من 40 شركة من برلين، وفحص ملفات التقديم، وركن لالتقاط صورة التقديم – الدخول مجاني.',
      ),
      media.fair,
      [button(t('Zu den Messeterminen', 'To the fair dates', 'Fuar tarihlerine', 'إلى مواعيد المعرض'), '/veranstaltungen')],
    ),
    description: t(
      'Bei **Shop a Job** „shoppen“ Sie Jobs: Sie gehen von Stand zu Stand, sprechen mit Personalverantwortlichen und nehmen Stellenangebote direkt mit.',
      'At **Shop a Job** you “shop” for jobs: you go from stand to stand, talk to recruiters and take job offers with you.',
      '**Shop a Job**’da işlerin “alışverişini” yaparsınız: stanttan standa dolaşır, insan kaynakları sorumlularıyla konuşur ve iş tekliflerini hemen yanınıza alırsınız.',
      'في **Shop a Job** «تتسوّق» الوظائف: تتنقل من جناح إلى آخر، وتتحدث مع مسؤولي التوظيف، وتأخذ عروض العمل معك مباشرة.',
    ),
    eventsTitle: t('Nächste Messetermine', 'Next fair dates', 'Sonraki fuar tarihleri', 'مواعيد المعرض القادمة'),
    companiesTitle: t('Ausstellende Unternehmen', 'Exhibiting companies', 'Katılımcı şirketler', 'الشركات العارضة'),
    sections: [
      section(
        t('Für Unternehmen', 'For companies', 'Şirketler için', 'للشركات'),
        t('Stand kostenfrei buchen', 'Book a stand free of charge', 'Ücretsiz stant ayırtın', 'احجز جناحًا مجانًا'),
        t(
          'Präsentieren Sie Ihr Unternehmen und Ihre offenen Stellen. Wir übernehmen Werbung und Organisation.',
          'Present your company and your vacancies. We take care of promotion and organisation.',
          'Şirketinizi ve açık pozisyonlarınızı tanıtın. Tanıtım ve organizasyonu biz üstleniyoruz.',
          'قدّم شركتك ووظائفك الشاغرة. نتولى نحن الترويج والتنظيم.',
        ),
        media['fair-blue'],
        [button(t('Stand anfragen', 'Request a stand', 'Stant talep edin', 'اطلب جناحًا'), '/kontakt')],
      ),
    ],
    faq: faqSection(t('Fragen zur Messe', 'Questions about the fair', 'Fuar hakkında sorular', 'أسئلة حول المعرض'), '', [
      [t('Muss ich mich anmelden?', 'Do I need to register?', 'Kayıt olmam gerekiyor mu?', 'هل عليّ التسجيل؟'), t('Nein, kommen Sie einfach vorbei.', 'No, just come along.', 'Hayır, sadece uğrayın.', 'لا، تعال ببساطة.')],
      [t('Was soll ich mitbringen?', 'What should I bring?', 'Yanımda ne getirmeliyim?', 'ماذا أحضر معي؟'), t('Mehrere Exemplare Ihres Lebenslaufs.', 'Several copies of your CV.', 'Özgeçmişinizin birkaç kopyası.', 'عدة نسخ من سيرتك الذاتية.')],
    ]),
  }));
}

export function messeBlock(): Localized<Data> {
  return everyLanguage((_locale, t) => ({
    title: t('Messestandorte', 'Fair locations', 'Fuar yerleri', 'مواقع المعرض'),
    hint: t('Alle Standorte sind barrierefrei erreichbar. Der Eintritt ist frei.', 'All locations are step-free. Admission is free.', 'Tüm yerlere engelsiz ulaşılabilir. Giriş ücretsiz.', 'جميع المواقع خالية من العوائق. الدخول مجاني.'),
    locations: [
      { name: 'Jobpoint Neukölln', info: [{ text: 'Karl-Marx-Straße 92, 12043 Berlin' }, { text: t('U7 Rathaus Neukölln', 'U7 Rathaus Neukölln', 'U7 Rathaus Neukölln', 'مترو U7، محطة Rathaus Neukölln') }, { text: t('Herbstmesse', 'Autumn fair', 'Sonbahar fuarı', 'معرض الخريف') }] },
      { name: 'Jobpoint Mitte', info: [{ text: 'Brunnenstraße 19, 10119 Berlin' }, { text: t('U8 Rosenthaler Platz', 'U8 Rosenthaler Platz', 'U8 Rosenthaler Platz', 'مترو U8، محطة Rosenthaler Platz') }, { text: t('Frühjahrsmesse', 'Spring fair', 'İlkbahar fuarı', 'معرض الربيع') }] },
      { name: 'Jobpoint Spandau', info: [{ text: 'Carl-Schurz-Straße 8, 13597 Berlin' }, { text: t('U7/S-Bahn Rathaus Spandau', 'U7/S-Bahn Rathaus Spandau', 'U7/S-Bahn Rathaus Spandau', 'مترو U7 وقطار S-Bahn، محطة Rathaus Spandau') }, { text: t('Ausbildungsmesse', 'Apprenticeship fair', 'Mesleki eğitim fuarı', 'معرض التدريب المهني') }] },
    ],
  }));
}

export function anmeldung(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/veranstaltungen',
      t('Anmeldung | Jobpoint Berlin', 'Registration | Jobpoint Berlin', 'Kayıt | Jobpoint Berlin', 'التسجيل | Jobpoint Berlin'),
      t('Melden Sie sich für Veranstaltungen an oder registrieren Sie Ihr Unternehmen.', 'Register for events or register your company.', 'Etkinliklere kaydolun veya şirketinizi kaydedin.', 'سجّل في الفعاليات أو سجّل شركتك.'),
    ),
    eventRegistration: {
      title: t('Zur Veranstaltung anmelden', 'Register for the event', 'Etkinliğe kaydolun', 'سجّل في الفعالية'),
      subtitle: t('Die Teilnahme ist kostenfrei', 'Taking part is free', 'Katılım ücretsizdir', 'المشاركة مجانية'),
      description: t('Bitte füllen Sie das Formular aus. Sie erhalten eine Bestätigung per E-Mail.', 'Please fill in the form. You will receive a confirmation by e-mail.', 'Lütfen formu doldurun. E-posta ile bir onay alacaksınız.', 'يرجى ملء النموذج. ستصلك رسالة تأكيد بالبريد الإلكتروني.'),
      infoText: t('Ihre Angaben verwenden wir nur für diese Veranstaltung.', 'We use your details only for this event.', 'Bilgilerinizi yalnızca bu etkinlik için kullanırız.', 'نستخدم بياناتك لهذه الفعالية فقط.'),
      btnText: t('Anmelden', 'Register', 'Kaydol', 'سجّل'),
      backgroundImage: media.events,
      placeholders: {
        name: t('Vorname', 'First name', 'Ad', 'الاسم الأول'),
        surname: t('Nachname', 'Last name', 'Soyad', 'اسم العائلة'),
        customerEmail: t('E-Mail-Adresse', 'E-mail address', 'E-posta adresi', 'عنوان البريد الإلكتروني'),
        phone: t('Telefon (optional)', 'Phone (optional)', 'Telefon (isteğe bağlı)', 'الهاتف (اختياري)'),
        notes: t('Anmerkungen', 'Notes', 'Notlar', 'ملاحظات'),
      },
    },
    companyRegistration: {
      title: t('Unternehmen registrieren', 'Register your company', 'Şirketinizi kaydedin', 'سجّل شركتك'),
      companyNameLabel: t('Name des Unternehmens', 'Company name', 'Şirket adı', 'اسم الشركة'),
      contactPartnerLabel: t('Ansprechperson', 'Contact partner', 'İrtibat kişisi', 'الشخص المسؤول عن التواصل'),
      emailLabel: t('E-Mail', 'E-mail', 'E-posta', 'البريد الإلكتروني'),
      phoneLabel: t('Telefon', 'Phone', 'Telefon', 'الهاتف'),
      noteLabel: t('Anmerkung', 'Note', 'Not', 'ملاحظة'),
      sendButton: t('Senden', 'Send', 'Gönder', 'إرسال'),
      locationTitle: t('An welchen Standorten suchen Sie?', 'Which locations are you hiring for?', 'Hangi lokasyonlar için eleman arıyorsunuz?', 'في أي المواقع تبحثون عن موظفين؟'),
      locations: ['Neukölln', 'Mitte', 'Spandau', t('Ganz Berlin', 'All of Berlin', 'Tüm Berlin', 'كل برلين')].map((text) => ({ text })),
    },
    successText: t('Danke! Ihre Anmeldung ist bei uns eingegangen.', 'Thank you! We have received your registration.', 'Teşekkürler! Kaydınız bize ulaştı.', 'شكرًا لك! وصلنا تسجيلك.'),
    errorText: t('Es ist ein Fehler aufgetreten. Bitte probiere es erneut.', 'Something went wrong. Please try again.', 'Bir hata oluştu. Lütfen tekrar deneyin.', 'حدث خطأ. يرجى المحاولة مرة أخرى.'),
    requiredText: t('Pflichtfeld', 'Required field', 'Zorunlu alan', 'حقل إلزامي'),
  }));
}

export function uberuns(media: MediaIds): Localized<Data> {
  const years = [2013, 2016, 2020, 2023];
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/ueber-uns',
      t('Über uns | Jobpoint Berlin', 'About us | Jobpoint Berlin', 'Hakkımızda | Jobpoint Berlin', 'من نحن | Jobpoint Berlin'),
      t(
        'Wer wir sind: gemeinnützige Jobvermittlung und Beratung in Berlin seit 2013.',
        'Who we are: non-profit job placement and counselling in Berlin since 2013.',
        'Biz kimiz: 2013’ten beri Berlin’de kâr amacı gütmeyen iş bulma ve danışmanlık.',
        'من نحن: خدمة غير ربحية للتوظيف والاستشارة في برلين منذ 2013.',
      ),
      media.team,
    ),
    headerSection: section(
      t('Über uns', 'About us', 'Hakkımızda', 'من نحن'),
      t('Gemeinnützig. Mehrsprachig. Berlin.', 'Non-profit. Multilingual. Berlin.', 'Kâr amacı gütmeyen. Çok dilli. Berlin.', 'غير ربحية. متعددة اللغات. برلين.'),
      t(
        'Seit 2013 bringen wir Menschen, die Arbeit suchen, mit Berliner Unternehmen zusammen. Unser Team spricht zwölf Sprachen.',
        'Since 2013 we have been bringing people looking for work together with Berlin companies. Our team speaks twelve languages.',
        '2013’ten beri iş arayan insanları Berlinli şirketlerle buluşturuyoruz. Ekibimiz on iki dil konuşuyor.',
        'منذ 2013 نجمع الباحثين عن عمل بشركات برلين. يتحدث فريقنا اثنتي عشرة لغة.',
      ),
      media.team,
    ),
    timeline: {
      title: t('Unsere Geschichte', 'Our story', 'Hikâyemiz', 'قصتنا'),
      description: t('Meilensteine aus über zehn Jahren.', 'Milestones from more than ten years.', 'On yılı aşkın sürenin dönüm noktaları.', 'محطات بارزة من أكثر من عشر سنوات.'),
      startYear: years[0],
      items: [
        [t('Gründung in Neukölln', 'Founded in Neukölln', 'Neukölln’de kuruluş', 'التأسيس في نويكولن'), t('Drei Beraterinnen, ein Büro, eine Idee: Beratung ohne Hürden.', 'Three counsellors, one office, one idea: counselling without barriers.', 'Üç danışman, bir ofis, bir fikir: engelsiz danışmanlık.', 'ثلاث مستشارات ومكتب واحد وفكرة واحدة: استشارة بلا عوائق.')],
        [t('Das Ladengeschäft öffnet', 'The shop opens', 'Mağaza açılıyor', 'افتتاح المتجر'), t('Beratung ohne Termin an der Karl-Marx-Straße.', 'Counselling without an appointment on Karl-Marx-Straße.', 'Karl-Marx-Straße’de randevusuz danışmanlık.', 'استشارة دون موعد في شارع Karl-Marx-Straße.')],
        [t('Beratung wird digital', 'Counselling goes digital', 'Danışmanlık dijitalleşiyor', 'الاستشارة تصبح رقمية'), t('Video-Sprechstunden und WhatsApp-Beratung starten.', 'Video consultations and WhatsApp counselling start.', 'Görüntülü danışma saatleri ve WhatsApp danışmanlığı başlıyor.', 'انطلاق الاستشارات بالفيديو والاستشارة عبر واتساب.')],
        [t('Erste Shop a Job Messe', 'First Shop a Job fair', 'İlk Shop a Job fuarı', 'أول معرض Shop a Job'), t('40 Unternehmen, 1.200 Besucherinnen und Besucher.', '40 companies, 1,200 visitors.', '40 şirket, 1.200 ziyaretçi.', '40 شركة و1200 زائر وزائرة.')],
      ].map(([title, description], index) => ({ year: years[index], title, description, image: media[`history-${index + 1}`] })),
      loginButton: button(t('Zur Jobbörse', 'To the job board', 'İş borsasına', 'إلى بورصة الوظائف'), '/job-boerse'),
      policyButton: button(t('Datenschutz', 'Privacy', 'Gizlilik', 'الخصوصية'), '/datenschutzerklaerung', 'outline'),
    },
    passionSection: section(
      t('Was uns antreibt', 'What drives us', 'Bizi ne harekete geçiriyor', 'ما الذي يحفّزنا'),
      t('Arbeit ist mehr als ein Einkommen', 'Work is more than an income', 'İş, bir gelirden fazlasıdır', 'العمل أكثر من مجرد دخل'),
      t(
        'Arbeit bedeutet Teilhabe, Kontakte und Selbstvertrauen. Deshalb nehmen wir uns Zeit für jede einzelne Person – unabhängig von Herkunft, Alter oder Abschluss.',
        'Work means participation, contacts and self-confidence. That is why we take time for every single person – regardless of origin, age or qualification.',
        'İş; topluma katılım, ilişkiler ve özgüven demektir. Bu yüzden köken, yaş veya diploma fark etmeksizin her bir kişiye zaman ayırıyoruz.',
        'العمل يعني المشاركة والعلاقات والثقة بالنفس. لذلك نخصص الوقت لكل شخص – بغض النظر عن أصله أو عمره أو شهادته.',
      ),
      media.counselling,
      [button(t('Weiterlesen', 'Read more', 'Devamını okuyun', 'تابع القراءة'), '/ratgeber')],
    ),
    factsTitle: t('Zahlen und Fakten', 'Facts and figures', 'Rakamlar ve gerçekler', 'أرقام وحقائق'),
    facts: [
      { value: '12.000+', label: t('Beratungsgespräche pro Jahr', 'counselling sessions per year', 'yılda danışmanlık görüşmesi', 'جلسة استشارية سنويًا') },
      { value: '900+', label: t('Partnerunternehmen', 'partner companies', 'ortak şirket', 'شركة شريكة') },
      { value: '12', label: t('Sprachen im Team', 'languages in the team', 'ekipte konuşulan dil', 'لغة في الفريق') },
      { value: '3', label: t('Standorte in Berlin', 'locations in Berlin', 'Berlin’deki lokasyon', 'مواقع في برلين') },
    ],
    faq: faqSection(t('Fragen zu uns', 'Questions about us', 'Hakkımızda sorular', 'أسئلة عنّا'), '', [
      [t('Wer finanziert Jobpoint Berlin?', 'Who funds Jobpoint Berlin?', 'Jobpoint Berlin’i kim finanse ediyor?', 'من يموّل Jobpoint Berlin؟'), t('Das Land Berlin und der Europäische Sozialfonds Plus.', 'The State of Berlin and the European Social Fund Plus.', 'Berlin Eyaleti ve Avrupa Sosyal Fonu Plus.', 'ولاية برلين والصندوق الاجتماعي الأوروبي بلس.')],
      [t('Kann ich bei Ihnen arbeiten?', 'Can I work for you?', 'Sizde çalışabilir miyim?', 'هل يمكنني العمل لديكم؟'), t('Offene Stellen veröffentlichen wir in unserer Jobbörse.', 'We publish our vacancies on our job board.', 'Açık pozisyonlarımızı iş borsamızda yayınlıyoruz.', 'ننشر وظائفنا الشاغرة في بورصة الوظائف الخاصة بنا.')],
    ]),
  }));
}

export function jbAnleitung(media: MediaIds, downloads: DownloadUrls): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/jobboerse-anleitung',
      t('Jobbörse-Anleitung für Arbeitgebende | Jobpoint Berlin', 'Job board guide for employers | Jobpoint Berlin', 'İşverenler için iş borsası rehberi | Jobpoint Berlin', 'دليل بورصة الوظائف لأصحاب العمل | Jobpoint Berlin'),
      t('Schritt für Schritt zur eigenen Stellenanzeige in der Jobbörse.', 'Step by step to your own job ad on the job board.', 'Adım adım iş borsasında kendi iş ilanınıza.', 'خطوة بخطوة نحو إعلان وظيفتك في بورصة الوظائف.'),
      media['application-blue'],
    ),
    headerSection: section(
      t('Jobbörse-Anleitung', 'Job board guide', 'İş borsası rehberi', 'دليل بورصة الوظائف'),
      t('So veröffentlichen Sie Ihre Stellen', 'How to publish your vacancies', 'İlanlarınızı nasıl yayınlarsınız', 'كيف تنشر وظائفك الشاغرة'),
      t('In wenigen Schritten zur geprüften Stellenanzeige – kostenfrei.', 'A checked job ad in a few steps – free of charge.', 'Birkaç adımda kontrol edilmiş bir iş ilanı – ücretsiz.', 'إعلان وظيفة مُراجَع في بضع خطوات – مجانًا.'),
      media['application-blue'],
    ),
    manualSteps: {
      title: t('Schritt für Schritt', 'Step by step', 'Adım adım', 'خطوة بخطوة'),
      subtitle: t('Von der Registrierung bis zur Bewerbung', 'From registration to application', 'Kayıttan başvuruya', 'من التسجيل إلى استقبال الطلبات'),
      steps: [
        { title: t('Registrieren', 'Register', 'Kaydolun', 'سجّل'), description: t('Legen Sie über „Login/Sign-Up Jobbörse“ ein Unternehmenskonto an.', 'Create a company account via “Login/Sign-Up Jobbörse”.', '“Login/Sign-Up Jobbörse” üzerinden bir şirket hesabı oluşturun.', 'أنشئ حساب شركة عبر «Login/Sign-Up Jobbörse».'), image: media['icon-team'] },
        { title: t('Anzeige erstellen', 'Create an ad', 'İlan oluşturun', 'أنشئ إعلانًا'), description: t('Beschreiben Sie Aufgaben, Anforderungen und Angebot.', 'Describe tasks, requirements and what you offer.', 'Görevleri, aranan nitelikleri ve sunduklarınızı anlatın.', 'صِف المهام والمتطلبات وما تقدمه.'), image: media['icon-jobs'] },
        { title: t('Prüfung', 'Review', 'İnceleme', 'المراجعة'), description: t('Wir prüfen die Anzeige innerhalb eines Werktages.', 'We review the ad within one working day.', 'İlanı bir iş günü içinde inceleriz.', 'نراجع الإعلان خلال يوم عمل واحد.'), image: media['icon-counselling'] },
        { title: t('Bewerbungen erhalten', 'Receive applications', 'Başvuruları alın', 'استقبل الطلبات'), description: t('Bewerbende melden sich direkt bei Ihnen.', 'Candidates contact you directly.', 'Adaylar doğrudan sizinle iletişime geçer.', 'يتواصل المتقدمون معك مباشرة.'), image: media['icon-growth'] },
      ],
    },
    jobManagement: {
      title: t('Stellen verwalten', 'Managing vacancies', 'İlanları yönetmek', 'إدارة الوظائف'),
      items: [
        t('Anzeigen jederzeit bearbeiten oder pausieren', 'Edit or pause ads at any time', 'İlanları istediğiniz zaman düzenleyin veya durdurun', 'عدّل الإعلانات أو أوقفها مؤقتًا في أي وقت'),
        t('Bewerbungsfrist festlegen', 'Set an application deadline', 'Son başvuru tarihini belirleyin', 'حدّد الموعد النهائي للتقديم'),
        t('Anzahl offener Stellen angeben', 'State the number of open positions', 'Açık pozisyon sayısını belirtin', 'اذكر عدد الوظائف الشاغرة'),
      ].map((text) => ({ text })),
    },
    dos: {
      title: t('Das wirkt', 'Do', 'Bunlar işe yarar', 'ما ينجح'),
      items: [
        t('Konkrete Aufgaben statt Floskeln', 'Concrete tasks instead of clichés', 'Klişeler yerine somut görevler', 'مهام محددة بدل العبارات المستهلكة'),
        t('Gehalt oder Gehaltsspanne nennen', 'State the salary or a range', 'Maaşı veya maaş aralığını belirtin', 'اذكر الراتب أو نطاقه'),
        t('Ansprechperson mit Telefonnummer', 'A contact person with phone number', 'Telefon numarasıyla bir irtibat kişisi', 'شخص للتواصل مع رقم هاتفه'),
      ].map((text) => ({ text })),
    },
    donts: {
      title: t('Das schreckt ab', 'Don’t', 'Bunlar caydırır', 'ما يُنفّر'),
      items: [
        t('Lange Anforderungslisten', 'Long lists of requirements', 'Uzun nitelik listeleri', 'قوائم طويلة من المتطلبات'),
        t('Unklare Arbeitszeiten', 'Unclear working hours', 'Belirsiz çalışma saatleri', 'ساعات عمل غير واضحة'),
        t('Nur Englisch oder nur Fachjargon', 'English only or jargon only', 'Yalnızca İngilizce veya yalnızca teknik jargon', 'الإنجليزية فقط أو المصطلحات التخصصية فقط'),
      ].map((text) => ({ text })),
    },
    downloads: [
      {
        title: t('Leitfaden Jobbörse (PDF)', 'Job board guide (PDF)', 'İş borsası rehberi (PDF)', 'دليل بورصة الوظائف (PDF)'),
        link: downloads.urls.guide,
        description: t('Alle Schritte zum Ausdrucken.', 'All steps to print.', 'Tüm adımlar, yazdırmak için.', 'جميع الخطوات للطباعة.'),
        file: downloads.guide,
      },
    ],
    faq: faqSection(t('Fragen zur Jobbörse', 'Questions about the job board', 'İş borsası hakkında sorular', 'أسئلة حول بورصة الوظائف'), '', [
      [
        t('Wie lange bleibt eine Anzeige online?', 'How long does an ad stay online?', 'Bir ilan ne kadar süre yayında kalır?', 'كم يبقى الإعلان منشورًا؟'),
        t('Bis zur Bewerbungsfrist, höchstens 90 Tage. Danach können Sie sie verlängern.', 'Until the application deadline, at most 90 days. You can extend it afterwards.', 'Son başvuru tarihine kadar, en fazla 90 gün. Sonrasında süreyi uzatabilirsiniz.', 'حتى الموعد النهائي للتقديم، وبحد أقصى 90 يومًا. ويمكنك تمديده بعد ذلك.'),
      ],
    ]),
  }));
}

export function jobs(): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/job-boerse',
      t('Stellenangebote | Jobpoint Berlin', 'Vacancies | Jobpoint Berlin', 'İş ilanları | Jobpoint Berlin', 'الوظائف الشاغرة | Jobpoint Berlin'),
      t('Aktuelle Stellenangebote in Berlin.', 'Current vacancies in Berlin.', 'Berlin’deki güncel iş ilanları.', 'الوظائف الشاغرة الحالية في برلين.'),
    ),
    title: t('Aktuelle Stellen', 'Current vacancies', 'Güncel ilanlar', 'الوظائف الحالية'),
    subtitle: t('Neu eingestellt', 'Recently added', 'Yeni eklenenler', 'أُضيفت حديثًا'),
    bookmarkText: t('Merken', 'Save', 'Kaydet', 'احفظ'),
    moreText: t('Mehr Stellen laden', 'Load more jobs', 'Daha fazla ilan yükle', 'تحميل المزيد من الوظائف'),
    emptyText: t('Zurzeit keine Stellen in dieser Kategorie.', 'Currently no jobs in this category.', 'Şu anda bu kategoride ilan yok.', 'لا توجد وظائف في هذه الفئة حاليًا.'),
  }));
}

export function veranstaltungenView(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/veranstaltungen',
      t('Veranstaltungen | Jobpoint Berlin', 'Events | Jobpoint Berlin', 'Etkinlikler | Jobpoint Berlin', 'الفعاليات | Jobpoint Berlin'),
      t(
        'Jobdatings, Workshops, Messen und Infoveranstaltungen in Berlin und online.',
        'Job datings, workshops, fairs and information events in Berlin and online.',
        'Berlin’de ve online iş buluşmaları, atölyeler, fuarlar ve bilgilendirme etkinlikleri.',
        'لقاءات توظيف وورش عمل ومعارض وفعاليات إعلامية في برلين وعبر الإنترنت.',
      ),
      media.events,
    ),
    headerSection: section(
      t('Veranstaltungen', 'Events', 'Etkinlikler', 'الفعاليات'),
      t('Lernen, vernetzen, Jobs finden', 'Learn, connect, find jobs', 'Öğrenin, bağlantı kurun, iş bulun', 'تعلّم وتواصل وابحث عن وظيفة'),
      t(
        'Alle Termine auf einen Blick – filtern Sie nach Format, Standort und Sprache.',
        'All dates at a glance – filter by format, location and language.',
        'Tüm tarihler bir bakışta – biçime, yere ve dile göre filtreleyin.',
        'جميع المواعيد في لمحة – صفِّ حسب النوع والموقع واللغة.',
      ),
      media.events,
    ),
    searchPlaceholder: t('Veranstaltung suchen', 'Search events', 'Etkinlik arayın', 'ابحث عن فعالية'),
    currentEventsTitle: t('Aktuelle Veranstaltungen', 'Current events', 'Güncel etkinlikler', 'الفعاليات الحالية'),
    previousEventsTitle: t('Vergangene Veranstaltungen', 'Previous events', 'Geçmiş etkinlikler', 'الفعاليات السابقة'),
    formatLabel: t('Format', 'Format', 'Biçim', 'النوع'),
    locationLabel: t('Standort', 'Location', 'Yer', 'الموقع'),
    languageLabel: t('Sprache', 'Language', 'Dil', 'اللغة'),
    monthLabel: t('Monat', 'Month', 'Ay', 'الشهر'),
    presenceLabel: t('Präsenz', 'In person', 'Yüz yüze', 'حضوريًا'),
    onlineLabel: t('Online', 'Online', 'Online', 'عبر الإنترنت'),
    loadMoreText: t('Mehr laden', 'Load more', 'Daha fazla yükle', 'تحميل المزيد'),
    showMoreText: t('Mehr anzeigen', 'Show more', 'Daha fazla göster', 'عرض المزيد'),
    showLessText: t('Weniger anzeigen', 'Show less', 'Daha az göster', 'عرض أقل'),
    noEventsText: t('Keine Veranstaltungen gefunden.', 'No events found.', 'Etkinlik bulunamadı.', 'لم يتم العثور على فعاليات.'),
    registerText: t('Jetzt anmelden', 'Register now', 'Hemen kaydolun', 'سجّل الآن'),
  }));
}

export function kontakt(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/kontakt',
      t('Kontakt | Jobpoint Berlin', 'Contact | Jobpoint Berlin', 'İletişim | Jobpoint Berlin', 'اتصل بنا | Jobpoint Berlin'),
      t(
        'So erreichen Sie uns: Telefon, E-Mail, WhatsApp und unsere Standorte in Berlin.',
        'How to reach us: phone, e-mail, WhatsApp and our locations in Berlin.',
        'Bize nasıl ulaşırsınız: telefon, e-posta, WhatsApp ve Berlin’deki lokasyonlarımız.',
        'طرق التواصل معنا: الهاتف والبريد الإلكتروني وواتساب ومواقعنا في برلين.',
      ),
      media.chat,
    ),
    headerSection: section(
      t('Kontakt', 'Contact', 'İletişim', 'اتصل بنا'),
      t('Wir freuen uns auf Sie', 'We look forward to hearing from you', 'Sizi bekliyoruz', 'يسعدنا تواصلك معنا'),
      t('Rufen Sie an, schreiben Sie uns oder kommen Sie vorbei.', 'Call, write or drop by.', 'Arayın, yazın ya da uğrayın.', 'اتصل بنا أو راسلنا أو زُرنا.'),
      media.chat,
    ),
    description: t(
      `Telefon: **${PHONE}**\n\nE-Mail: ${EMAIL}\n\nFür Unternehmen: arbeitgeberservice@jobpoint.local`,
      `Phone: **${PHONE}**\n\nE-mail: ${EMAIL}\n\nFor companies: arbeitgeberservice@jobpoint.local`,
      `Telefon: **${PHONE}**\n\nE-posta: ${EMAIL}\n\nŞirketler için: arbeitgeberservice@jobpoint.local`,
      `الهاتف: **${PHONE}**\n\nالبريد الإلكتروني: ${EMAIL}\n\nللشركات: arbeitgeberservice@jobpoint.local`,
    ),
    addresses: [
      address('Jobpoint Neukölln', 'Karl-Marx-Straße', '92', '12043', '030 555 123 40', 'neukoelln@jobpoint.local'),
      address('Jobpoint Mitte', 'Brunnenstraße', '19', '10119', '030 555 123 50', 'mitte@jobpoint.local'),
      address('Jobpoint Spandau', 'Carl-Schurz-Straße', '8', '13597', '030 555 123 60', 'spandau@jobpoint.local'),
    ],
    openingTimes: [
      { day: t('Montag bis Mittwoch', 'Monday to Wednesday', 'Pazartesi–Çarşamba', 'من الاثنين إلى الأربعاء'), time: t('10–18 Uhr', '10 am–6 pm', '10.00–18.00', '10:00–18:00') },
      { day: t('Donnerstag', 'Thursday', 'Perşembe', 'الخميس'), time: t('10–19 Uhr', '10 am–7 pm', '10.00–19.00', '10:00–19:00') },
      { day: t('Freitag', 'Friday', 'Cuma', 'الجمعة'), time: t('10–15 Uhr', '10 am–3 pm', '10.00–15.00', '10:00–15:00') },
    ],
    contactSection: {
      title: t('Arbeitgeberservice', 'Employer service', 'İşveren hizmeti', 'خدمة أصحاب العمل'),
      description: t('Persönliche Ansprechpartnerin: Sandra Weber', 'Your personal contact: Sandra Weber', 'Kişisel irtibat kişiniz: Sandra Weber', 'مسؤولة التواصل الخاصة بك: ساندرا فيبر'),
      email: 'arbeitgeberservice@jobpoint.local',
      phone: '030 555 123 70',
      image: media.team,
    },
  }));
}

export function emailVorlagen(): Localized<Data> {
  return everyLanguage((_locale, t) => ({
    eventRegistrationSubject: t('Ihre Anmeldung: {{eventName}}', 'Your registration: {{eventName}}', 'Kaydınız: {{eventName}}', 'تسجيلك: {{eventName}}'),
    eventRegistrationBody: t(
      'Hallo {{name}},\n\nvielen Dank für Ihre Anmeldung zu **{{eventName}}** am {{date}} um {{time}}.\n\nOrt: {{eventAddress}}\n\nBis bald,\nIhr Team von Jobpoint Berlin',
      'Hello {{name}},\n\nthank you for registering for **{{eventName}}** on {{date}} at {{time}}.\n\nVenue: {{eventAddress}}\n\nSee you soon,\nyour Jobpoint Berlin team',
      'Merhaba {{name}},\n\n**{{eventName}}** etkinliğine kaydolduğunuz için teşekkür ederiz.\n\nTarih ve saat: {{date}}, {{time}}\nYer: {{eventAddress}}\n\nGörüşmek üzere,\nJobpoint Berlin ekibiniz',
      'مرحبًا {{name}}،\n\nشكرًا لتسجيلك في **{{eventName}}** بتاريخ {{date}} في الساعة {{time}}.\n\nالمكان: {{eventAddress}}\n\nإلى اللقاء قريبًا،\nفريق Jobpoint Berlin',
    ),
    companyRegistrationSubject: t('Neue Unternehmensregistrierung: {{companyName}}', 'New company registration: {{companyName}}', 'Yeni şirket kaydı: {{companyName}}', 'تسجيل شركة جديدة: {{companyName}}'),
    companyRegistrationBody: t(
      'Unternehmen: {{companyName}}\nAnsprechperson: {{contactName}}\nTelefon: {{phone}}\nStandorte: {{locations}}\n\n{{notes}}',
      'Company: {{companyName}}\nContact: {{contactName}}\nPhone: {{phone}}\nLocations: {{locations}}\n\n{{notes}}',
      'Şirket: {{companyName}}\nİrtibat kişisi: {{contactName}}\nTelefon: {{phone}}\nLokasyonlar: {{locations}}\n\n{{notes}}',
      'الشركة: {{companyName}}\nالشخص المسؤول: {{contactName}}\nالهاتف: {{phone}}\nالمواقع: {{locations}}\n\n{{notes}}',
    ),
    newsletterSubject: t('Willkommen beim Newsletter von Jobpoint Berlin', 'Welcome to the Jobpoint Berlin newsletter', 'Jobpoint Berlin bültenine hoş geldiniz', 'مرحبًا بك في النشرة الإخبارية لـ Jobpoint Berlin'),
    newsletterBody: t(
      'Schön, dass Sie dabei sind! Einmal im Monat erhalten Sie neue Termine und Stellen.',
      'Great to have you! Once a month you will receive new dates and vacancies.',
      'Aramızda olmanıza sevindik! Ayda bir kez yeni etkinlik tarihleri ve iş ilanları alacaksınız.',
      'يسعدنا انضمامك! ستصلك مرة في الشهر مواعيد جديدة ووظائف شاغرة.',
    ),
  }));
}

export function ladengeschaeftSeite(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/ladengeschaeft',
      t('Ladengeschäft Neukölln | Jobpoint Berlin', 'Our shop in Neukölln | Jobpoint Berlin', 'Neukölln’deki mağazamız | Jobpoint Berlin', 'متجرنا في نويكولن | Jobpoint Berlin'),
      t(
        'Beratung ohne Termin an der Karl-Marx-Straße: Bewerbungs-PCs, Drucker und mehrsprachiges Team.',
        'Counselling without an appointment on Karl-Marx-Straße: application PCs, printer and a multilingual team.',
        'Karl-Marx-Straße’de randevusuz danışmanlık: başvuru bilgisayarları, yazıcı ve çok dilli ekip.',
        'استشارة دون موعد في شارع Karl-Marx-Straße: أجهزة حاسوب للتقديم وطابعة وفريق متعدد اللغات.',
      ),
      media.shop,
    ),
    headerSection: section(
      t('Unser Ladengeschäft', 'Our shop', 'Mağazamız', 'متجرنا'),
      t('Einfach reinkommen', 'Just walk in', 'Buyurun, içeri girin', 'ادخل ببساطة'),
      t(
        'Mitten in Neukölln beraten wir Sie ohne Termin – bei einer Tasse Tee.',
        'In the heart of Neukölln we advise you without an appointment – over a cup of tea.',
        'Neukölln’ün tam ortasında, bir fincan çay eşliğinde randevusuz danışmanlık veriyoruz.',
        'في قلب نويكولن نقدم لك الاستشارة دون موعد – مع كوب من الشاي.',
      ),
      media.shop,
    ),
    shop: {
      title: 'Jobpoint Neukölln',
      phoneNumbers: [
        { number: '030 555 123 40', language: t('Deutsch/Englisch', 'German/English', 'Almanca/İngilizce', 'الألمانية/الإنجليزية') },
        { number: '030 555 123 41', language: t('Türkisch', 'Turkish', 'Türkçe', 'التركية') },
        { number: '030 555 123 42', language: t('Arabisch', 'Arabic', 'Arapça', 'العربية') },
      ],
      openingDays: t('Montag bis Freitag', 'Monday to Friday', 'Pazartesi–Cuma', 'من الاثنين إلى الجمعة'),
      openingTimes: t(
        'Mo–Mi 10–18 Uhr, Do 10–19 Uhr, Fr 10–15 Uhr',
        'Mon–Wed 10 am–6 pm, Thu 10 am–7 pm, Fri 10 am–3 pm',
        'Pzt–Çar 10.00–18.00, Per 10.00–19.00, Cum 10.00–15.00',
        'الاثنين–الأربعاء 10:00–18:00، الخميس 10:00–19:00، الجمعة 10:00–15:00',
      ),
      description: t(
        'Karl-Marx-Straße 92, 12043 Berlin. Barrierefreier Eingang, Spielecke für Kinder.',
        'Karl-Marx-Straße 92, 12043 Berlin. Step-free entrance, play corner for children.',
        'Karl-Marx-Straße 92, 12043 Berlin. Engelsiz giriş, çocuklar için oyun köşesi.',
        'Karl-Marx-Straße 92, 12043 Berlin. مدخل خالٍ من العوائق وركن لعب للأطفال.',
      ),
      image: media.shop,
    },
    gallery: [media.shop, media.counselling, media.chat, media.application],
    sections: [
      section(
        t('Was Sie bei uns machen können', 'What you can do here', 'Bizde neler yapabilirsiniz', 'ما الذي يمكنك فعله لدينا'),
        '',
        t(
          '- Bewerbungen schreiben, drucken und scannen\n- Stellen in der Jobbörse suchen\n- Fragen zu Bescheiden und Formularen klären',
          '- write, print and scan applications\n- search the job board\n- get help with letters and forms',
          '- başvuru yazmak, yazdırmak ve taramak\n- iş borsasında ilan aramak\n- resmî yazılar ve formlarla ilgili soruları çözmek',
          '- كتابة طلبات التوظيف وطباعتها ومسحها ضوئيًا\n- البحث عن وظائف في بورصة الوظائف\n- الحصول على المساعدة في الرسائل الرسمية والاستمارات',
        ),
        media.application,
      ),
    ],
    eventSection: {
      title: t('Termine im Ladengeschäft', 'Dates at our shop', 'Mağazadaki etkinlikler', 'المواعيد في متجرنا'),
      subtitle: t('Sprechstunden und Workshops', 'Consultation hours and workshops', 'Danışma saatleri ve atölyeler', 'ساعات الاستشارة وورش العمل'),
      button: button(t('Alle Termine', 'All dates', 'Tüm tarihler', 'جميع المواعيد'), '/veranstaltungen'),
    },
    faq: faqSection(t('Fragen zum Ladengeschäft', 'Questions about our shop', 'Mağazamız hakkında sorular', 'أسئلة حول متجرنا'), '', [
      [
        t('Muss ich einen Termin machen?', 'Do I need an appointment?', 'Randevu almam gerekiyor mu?', 'هل أحتاج إلى موعد؟'),
        t('Nein. Zu Stoßzeiten kann es kurze Wartezeiten geben.', 'No. At busy times there may be a short wait.', 'Hayır. Yoğun saatlerde kısa bekleme süreleri olabilir.', 'لا. قد يكون هناك انتظار قصير في أوقات الذروة.'),
      ],
    ]),
  }));
}

export function ratingBlock(): Localized<Data> {
  return everyLanguage((_locale, t) => ({
    title: t('Das sagen andere über uns', 'What others say about us', 'Başkaları bizim için ne diyor', 'ماذا يقول الآخرون عنّا'),
    subtitle: t('Erfahrungen von Arbeitssuchenden und Unternehmen', 'Experiences of job seekers and companies', 'İş arayanların ve şirketlerin deneyimleri', 'تجارب الباحثين عن عمل والشركات'),
    customerTitle: t('Arbeitssuchende', 'Job seekers', 'İş arayanlar', 'الباحثون عن عمل'),
    companyTitle: t('Unternehmen', 'Companies', 'Şirketler', 'الشركات'),
    eventTitle: t('Veranstaltungen', 'Events', 'Etkinlikler', 'الفعاليات'),
    button: button(t('Eigene Erfahrung teilen', 'Share your experience', 'Deneyiminizi paylaşın', 'شارك تجربتك'), '/kontakt', 'outline'),
  }));
}

export function standortBlock(): Localized<Data> {
  return everyLanguage((_locale, t) => ({
    title: t('Unsere Standorte', 'Our locations', 'Lokasyonlarımız', 'مواقعنا'),
    subtitle: t('Dreimal in Berlin und online', 'Three times in Berlin and online', 'Berlin’de üç yerde ve online', 'ثلاثة مواقع في برلين وعبر الإنترنت'),
    description: t(
      'Kommen Sie in Neukölln, Mitte oder Spandau vorbei – oder sprechen Sie per Video mit uns.',
      'Visit us in Neukölln, Mitte or Spandau – or talk to us by video.',
      'Neukölln, Mitte veya Spandau’da bize uğrayın – ya da bizimle görüntülü konuşun.',
      'زُرنا في نويكولن أو ميته أو شبانداو – أو تحدث معنا عبر الفيديو.',
    ),
    button: button(t('Zum Kontakt', 'To contact', 'İletişime', 'إلى صفحة التواصل'), '/kontakt'),
  }));
}

export function downloadSeite(media: MediaIds, downloads: DownloadUrls): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/downloads',
      t('Downloads | Jobpoint Berlin', 'Downloads | Jobpoint Berlin', 'İndirmeler | Jobpoint Berlin', 'التنزيلات | Jobpoint Berlin'),
      t('Checklisten, Leitfäden und Infoblätter zum Herunterladen.', 'Checklists, guides and leaflets to download.', 'İndirebileceğiniz kontrol listeleri, rehberler ve bilgi broşürleri.', 'قوائم تحقق وأدلة ونشرات تعريفية للتنزيل.'),
      media.application,
    ),
    headerSection: section(
      t('Downloads', 'Downloads', 'İndirmeler', 'التنزيلات'),
      t('Zum Mitnehmen', 'To take away', 'Yanınıza alın', 'خذها معك'),
      t('Unsere Materialien als PDF – zum Ausdrucken oder Weitergeben.', 'Our materials as PDFs – to print or pass on.', 'Materyallerimiz PDF olarak – yazdırmak ya da paylaşmak için.', 'موادنا بصيغة PDF – للطباعة أو المشاركة.'),
      media.application,
    ),
    title: t('Alle Downloads', 'All downloads', 'Tüm indirmeler', 'جميع التنزيلات'),
    downloads: [
      {
        title: t('Checkliste Bewerbung', 'Application checklist', 'Başvuru kontrol listesi', 'قائمة التحقق للتقديم'),
        link: downloads.urls.checklist,
        description: t('Alles, was in eine vollständige Bewerbung gehört.', 'Everything a complete application needs.', 'Eksiksiz bir başvuruda olması gereken her şey.', 'كل ما يحتاجه طلب التوظيف الكامل.'),
        file: downloads.checklist,
      },
      {
        title: t('Leitfaden Jobbörse für Arbeitgebende', 'Job board guide for employers', 'İşverenler için iş borsası rehberi', 'دليل بورصة الوظائف لأصحاب العمل'),
        link: downloads.urls.guide,
        description: t('Stellenanzeigen Schritt für Schritt.', 'Job ads step by step.', 'Adım adım iş ilanları.', 'إعلانات الوظائف خطوة بخطوة.'),
        file: downloads.guide,
      },
      {
        title: t('Infoblatt AVGS-Coaching', 'AVGS coaching leaflet', 'AVGS koçluğu bilgi broşürü', 'نشرة التدريب بقسيمة AVGS'),
        link: downloads.urls.flyer,
        description: t('Coaching mit Gutschein – kurz erklärt.', 'Coaching with a voucher – briefly explained.', 'Kuponla koçluk – kısaca anlatıldı.', 'التدريب بالقسيمة – شرح موجز.'),
        file: downloads.flyer,
      },
    ],
    sections: [
      section(
        t('Material fehlt?', 'Missing something?', 'Eksik bir şey mi var?', 'هل ينقصك شيء؟'),
        '',
        t('Schreiben Sie uns – wir schicken Ihnen gern weitere Unterlagen.', 'Write to us – we are happy to send further material.', 'Bize yazın – size memnuniyetle başka belgeler göndeririz.', 'راسلنا – يسعدنا أن نرسل إليك مواد إضافية.'),
        undefined,
        [button(t('Kontakt', 'Contact', 'İletişim', 'اتصل بنا'), '/kontakt', 'outline')],
      ),
    ],
  }));
}

export function ratgeber(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/ratgeber',
      t('Ratgeber | Jobpoint Berlin', 'Advice | Jobpoint Berlin', 'Rehber | Jobpoint Berlin', 'دليل النصائح | Jobpoint Berlin'),
      t('Tipps zu Bewerbung, Karriere, Arbeitsrecht und Förderung.', 'Tips on applications, careers, employment law and funding.', 'Başvuru, kariyer, iş hukuku ve destekler hakkında ipuçları.', 'نصائح حول التقديم والمسار المهني وقانون العمل والدعم.'),
      media.application,
    ),
    headerSection: section(
      t('Ratgeber', 'Advice', 'Rehber', 'دليل النصائح'),
      t('Wissen für Ihre Jobsuche', 'Know-how for your job search', 'İş aramanız için bilgi', 'معرفة تفيدك في البحث عن عمل'),
      t('Praktische Tipps aus unserer Beratung – verständlich erklärt.', 'Practical tips from our counselling – clearly explained.', 'Danışmanlığımızdan pratik ipuçları – anlaşılır biçimde.', 'نصائح عملية من استشاراتنا – بشرح واضح.'),
      media.application,
    ),
    topArticlesTitle: t('Top-Artikel', 'Top articles', 'Öne çıkan makaleler', 'أهم المقالات'),
    latestTitle: t('Neueste Artikel', 'Latest articles', 'En yeni makaleler', 'أحدث المقالات'),
    allTitle: t('Alle Artikel', 'All articles', 'Tüm makaleler', 'جميع المقالات'),
    searchPlaceholder: t('Artikel durchsuchen', 'Search articles', 'Başlık, konu veya kategori', 'العنوان أو الموضوع أو الفئة'),
    noResultsText: t('Keine Artikel gefunden.', 'No articles found.', 'Makale bulunamadı.', 'لم يتم العثور على أي مقال.'),
  }));
}
