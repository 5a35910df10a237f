import type { MediaIds } from '../media';
import type { Data, Locale, Localized } from '../strapi-documents';
import { button, faqSection, isoDay, PHONE, section, seo } from './helpers';
import { LOCATION_TITLES } from './taxonomy';

interface Texts {
  seo: [string, string];
  header: [string, string, string, string, string];
  one: [string, string, string, string, string];
  three: [string, string, string, string];
  four: [string, string];
  faq: [string, string, [string, string][]];
  events: [string, string, string];
  offers: [string, string, [string, string, string][]];
  steps: [string, string, [string, string][]];
  jobDating: [string, string, string, [string, string][]];
  timeline: [string, string, [string, string][], string, string];
  form: [string, string, string, string, string, Record<string, string>];
  /** The company registration form's own texts (component `forms.company-registration`); its title and field labels are `form`'s. */
  company: Record<'sendButton' | 'locationTitle', string>;
}

const T: Record<Locale, Texts> = {
  de: {
    seo: ['Jobpoint Berlin für Arbeitgebende – Personal finden in Berlin', 'Kostenfreier Arbeitgeberservice: Stellen veröffentlichen, passende Bewerbende kennenlernen, Jobdatings und die Shop a Job Messe.'],
    header: ['Fachkräfte für Ihr Unternehmen', 'Kostenfreier Arbeitgeberservice in Berlin', 'Wir finden mit Ihnen die passenden Mitarbeitenden – aus einem Netzwerk von Tausenden motivierten Menschen, die in Berlin arbeiten wollen.', 'Stelle veröffentlichen', 'Rückruf anfordern'],
    one: ['Ihre Stelle in unserer Jobbörse', 'Kostenfrei und in wenigen Minuten online', 'Veröffentlichen Sie Ihre Stellenanzeigen in unserer Jobbörse. Unser Team prüft jede Anzeige und stellt sie passenden Bewerbenden aktiv vor.', 'Leitfaden herunterladen', 'Jetzt registrieren'],
    three: ['Förderung bei Neueinstellungen', 'Lohnkostenzuschüsse nutzen', 'Viele Einstellungen werden gefördert – etwa mit Eingliederungszuschüssen oder über das Berliner Landesprogramm. Wir prüfen mit Ihnen, was möglich ist.', 'Zur Förderung'],
    four: ['Ihr Kontakt im Arbeitgeberservice', 'Wir beraten Sie persönlich zu Stellenbesetzung, Förderung und Veranstaltungen – telefonisch, per E-Mail oder bei Ihnen vor Ort.'],
    faq: ['Fragen von Arbeitgebenden', 'Was Sie wissen sollten', [
      ['Was kostet der Arbeitgeberservice?', 'Nichts. Unsere Leistungen für Unternehmen sind **kostenfrei** und öffentlich gefördert.'],
      ['Wie schnell ist meine Stelle online?', 'In der Regel innerhalb eines Werktages nach der Prüfung durch unser Team.'],
      ['Kann ich an der Shop a Job Messe teilnehmen?', 'Ja, Unternehmen aus Berlin können sich kostenfrei für einen Stand anmelden. Die Plätze sind begrenzt.'],
      ['Unterstützen Sie bei der Einarbeitung?', 'Ja, auf Wunsch begleiten wir neue Mitarbeitende in den ersten Monaten und sind Ansprechpartner für beide Seiten.'],
    ]],
    events: ['Veranstaltungen für Unternehmen', 'Jobdatings, Messen und Infoabende', 'Alle Veranstaltungen'],
    offers: ['Unser Service', 'So unterstützen wir Sie', [
      ['Stellenanzeigen', 'Veröffentlichung in unserer Jobbörse mit aktiver Vorstellung passender Bewerbender.', 'Zur Anleitung'],
      ['Personalauswahl', 'Vorauswahl nach Ihrem Anforderungsprofil und Organisation von Vorstellungsgesprächen.', 'Kontakt aufnehmen'],
      ['Förderberatung', 'Überblick über Zuschüsse und Programme für Neueinstellungen.', 'Mehr erfahren'],
      ['Messen & Jobdatings', 'Treffen Sie Bewerbende persönlich – auf der Shop a Job Messe oder beim Jobdating.', 'Termine ansehen'],
    ]],
    steps: ['In drei Schritten zur Besetzung', 'Einfach und verbindlich', [
      ['Bedarf klären', 'Wir besprechen Aufgaben, Anforderungen und Rahmenbedingungen der Stelle.'],
      ['Bewerbende vorschlagen', 'Sie erhalten passende Profile – vorab geprüft und motiviert.'],
      ['Einstellen und begleiten', 'Wir unterstützen beim Start und bei der Beantragung von Förderungen.'],
    ]],
    jobDating: ['Jobdating für Unternehmen', 'Lernen Sie an einem Vormittag bis zu 20 vorausgewählte Bewerbende kennen – wir übernehmen Einladung und Organisation.', 'Jobdating anfragen', [
      ['Jobdating Pflege & Gesundheit', 'Für Kliniken, Pflegedienste und Praxen.'],
      ['Jobdating Handel & Logistik', 'Für Einzelhandel, Lager und Zustellung.'],
      ['Jobdating Handwerk', 'Für Betriebe aus Bau, Ausbau und Technik.'],
    ]],
    timeline: ['Partner der Berliner Wirtschaft', 'Über 900 Unternehmen haben mit uns bereits Stellen besetzt.', [
      ['Arbeitgeberservice', 'Start des Arbeitgeberservice mit zwölf Partnerunternehmen.'],
      ['Jobbörse', 'Eigene Jobbörse für Berliner Unternehmen geht online.'],
      ['Digitale Jobdatings', 'Jobdatings finden auch per Video statt.'],
      ['Shop a Job Messe', 'Die Messe wächst auf über 60 ausstellende Unternehmen.'],
    ], 'Login/Sign-Up Jobbörse', 'Nutzungsbedingungen'],
    form: ['Unternehmen registrieren', 'Werden Sie Partnerunternehmen', 'Hinterlassen Sie uns Ihre Kontaktdaten – wir melden uns innerhalb von zwei Werktagen.', 'Ihre Daten verwenden wir ausschließlich zur Kontaktaufnahme.', 'Absenden', {
      companyName: 'Name des Unternehmens', contactName: 'Ansprechperson', email: 'E-Mail-Adresse', phone: 'Telefonnummer', notes: 'Ihre Nachricht', locations: 'Standorte',
    }],
    company: { sendButton: 'Registrierung absenden', locationTitle: 'Für welche Standorte suchen Sie Personal?' },
  },
  en: {
    seo: ['Jobpoint Berlin for employers – find staff in Berlin', 'Free employer service: publish vacancies, meet suitable candidates, job datings and the Shop a Job fair.'],
    header: ['Skilled staff for your company', 'Free employer service in Berlin', 'We find the right people with you – from a network of thousands of motivated people who want to work in Berlin.', 'Publish a vacancy', 'Request a call back'],
    one: ['Your vacancy on our job board', 'Free and online in a few minutes', 'Publish your job ads on our job board. Our team checks every ad and actively presents it to suitable candidates.', 'Download the guide', 'Register now'],
    three: ['Funding for new hires', 'Use wage subsidies', 'Many hires are subsidised – for example with integration grants or the Berlin state programme. We check with you what is possible.', 'To funding'],
    four: ['Your contact in the employer service', 'We advise you personally on filling vacancies, funding and events – by phone, by e-mail or at your premises.'],
    faq: ['Questions from employers', 'What you should know', [
      ['What does the employer service cost?', 'Nothing. Our services for companies are **free of charge** and publicly funded.'],
      ['How quickly is my vacancy online?', 'Usually within one working day after our team has checked it.'],
      ['Can I take part in the Shop a Job fair?', 'Yes, Berlin companies can register for a stand free of charge. Places are limited.'],
      ['Do you support onboarding?', 'Yes, on request we support new employees in their first months and are a contact for both sides.'],
    ]],
    events: ['Events for companies', 'Job datings, fairs and information evenings', 'All events'],
    offers: ['Our service', 'How we support you', [
      ['Job ads', 'Publication on our job board with active presentation of suitable candidates.', 'To the guide'],
      ['Candidate selection', 'Pre-selection according to your requirements and organisation of interviews.', 'Get in touch'],
      ['Funding advice', 'An overview of grants and programmes for new hires.', 'Learn more'],
      ['Fairs & job datings', 'Meet candidates in person – at the Shop a Job fair or a job dating.', 'See dates'],
    ]],
    steps: ['Three steps to a hire', 'Simple and reliable', [
      ['Clarify your needs', 'We discuss the tasks, requirements and conditions of the position.'],
      ['Receive candidates', 'You get suitable profiles – pre-screened and motivated.'],
      ['Hire and onboard', 'We support the start and the application for funding.'],
    ]],
    jobDating: ['Job dating for companies', 'Meet up to 20 pre-selected candidates in one morning – we take care of invitations and organisation.', 'Request a job dating', [
      ['Job dating care & health', 'For hospitals, care services and practices.'],
      ['Job dating retail & logistics', 'For retail, warehousing and delivery.'],
      ['Job dating skilled trades', 'For construction, finishing and technical businesses.'],
    ]],
    timeline: ['Partner of Berlin’s economy', 'More than 900 companies have already filled positions with us.', [
      ['Employer service', 'Launch of the employer service with twelve partner companies.'],
      ['Job board', 'Our own job board for Berlin companies goes online.'],
      ['Digital job datings', 'Job datings also take place by video.'],
      ['Shop a Job fair', 'The fair grows to more than 60 exhibiting companies.'],
    ], 'Login/Sign-Up Jobbörse', 'Terms of use'],
    form: ['Register your company', 'Become a partner company', 'Leave us your contact details – we will get back to you within two working days.', 'We use your data only to contact you.', 'Send', {
      companyName: 'Company name', contactName: 'Contact person', email: 'E-mail address', phone: 'Phone number', notes: 'Your message', locations: 'Locations',
    }],
    company: { sendButton: 'Send registration', locationTitle: 'Which locations are you hiring for?' },
  },
  tr: {
    seo: ['İşverenler için Jobpoint Berlin – Berlin’de personel bulun', 'Ücretsiz işveren hizmeti: ilan yayınlayın, uygun adaylarla tanışın, iş buluşmaları ve Shop a Job fuarı.'],
    header: ['Şirketiniz için nitelikli personel', 'Berlin’de ücretsiz işveren hizmeti', 'Berlin’de çalışmak isteyen binlerce motive insandan oluşan ağımızla size uygun çalışanları birlikte buluyoruz.', 'İlan yayınla', 'Geri arama iste'],
    one: ['İlanınız iş borsamızda', 'Ücretsiz ve birkaç dakikada yayında', 'İş ilanlarınızı iş borsamızda yayınlayın. Ekibimiz her ilanı kontrol eder ve uygun adaylara aktif olarak tanıtır.', 'Rehberi indir', 'Hemen kaydol'],
    three: ['Yeni istihdamda destekler', 'Ücret desteklerinden yararlanın', 'Birçok işe alım destekleniyor – örneğin uyum ödenekleri veya Berlin eyalet programı ile. Nelerin mümkün olduğunu sizinle birlikte inceliyoruz.', 'Desteklere git'],
    four: ['İşveren hizmetindeki muhatabınız', 'Pozisyon doldurma, destekler ve etkinlikler konusunda size telefonla, e-postayla veya yerinde kişisel danışmanlık veriyoruz.'],
    faq: ['İşverenlerden gelen sorular', 'Bilmeniz gerekenler', [
      ['İşveren hizmeti ücretli mi?', 'Hayır. Şirketlere yönelik hizmetlerimiz **ücretsizdir** ve kamu tarafından desteklenir.'],
      ['İlanım ne kadar sürede yayınlanır?', 'Genellikle ekibimizin kontrolünden sonraki bir iş günü içinde.'],
      ['Shop a Job fuarına katılabilir miyim?', 'Evet, Berlinli şirketler ücretsiz stant başvurusu yapabilir. Yer sayısı sınırlıdır.'],
      ['İşe alıştırma sürecinde destek veriyor musunuz?', 'Evet, isterseniz yeni çalışanlara ilk aylarında eşlik ediyor ve her iki taraf için de muhatap oluyoruz.'],
    ]],
    events: ['Şirketler için etkinlikler', 'İş buluşmaları, fuarlar ve bilgilendirme akşamları', 'Tüm etkinlikler'],
    offers: ['Hizmetimiz', 'Sizi nasıl destekliyoruz', [
      ['İş ilanları', 'İş borsamızda yayın ve uygun adaylara aktif tanıtım.', 'Rehbere git'],
      ['Aday seçimi', 'Gereksinimlerinize göre ön seçim ve mülakatların organizasyonu.', 'İletişime geç'],
      ['Destek danışmanlığı', 'Yeni işe alımlar için hibeler ve programlara genel bakış.', 'Daha fazla bilgi'],
      ['Fuarlar ve iş buluşmaları', 'Adaylarla yüz yüze tanışın – Shop a Job fuarında veya iş buluşmasında.', 'Tarihleri gör'],
    ]],
    steps: ['Üç adımda işe alım', 'Basit ve güvenilir', [
      ['İhtiyacı netleştirme', 'Pozisyonun görevlerini, gereksinimlerini ve koşullarını konuşuyoruz.'],
      ['Aday önerileri', 'Önceden değerlendirilmiş ve motive uygun profiller alırsınız.'],
      ['İşe alım ve eşlik', 'Başlangıçta ve destek başvurularında yanınızdayız.'],
    ]],
    jobDating: ['Şirketler için iş buluşması', 'Bir sabahta önceden seçilmiş 20’ye kadar adayla tanışın – davet ve organizasyonu biz üstleniyoruz.', 'İş buluşması talep et', [
      ['Bakım ve sağlık iş buluşması', 'Hastaneler, bakım hizmetleri ve muayenehaneler için.'],
      ['Perakende ve lojistik iş buluşması', 'Perakende, depo ve dağıtım için.'],
      ['Zanaat iş buluşması', 'İnşaat, iç yapı ve teknik işletmeler için.'],
    ]],
    timeline: ['Berlin ekonomisinin ortağı', '900’den fazla şirket bizimle pozisyonlarını doldurdu.', [
      ['İşveren hizmeti', 'On iki ortak şirketle işveren hizmetinin başlangıcı.'],
      ['İş borsası', 'Berlinli şirketler için kendi iş borsamız yayına girdi.'],
      ['Dijital iş buluşmaları', 'İş buluşmaları görüntülü olarak da yapılıyor.'],
      ['Shop a Job fuarı', 'Fuar 60’tan fazla katılımcı şirkete ulaştı.'],
    ], 'Giriş/Kayıt İş Borsası', 'Kullanım koşulları'],
    form: ['Şirketinizi kaydedin', 'Ortak şirketimiz olun', 'İletişim bilgilerinizi bırakın – iki iş günü içinde size dönüş yapacağız.', 'Verilerinizi yalnızca sizinle iletişim kurmak için kullanıyoruz.', 'Gönder', {
      companyName: 'Şirket adı', contactName: 'İrtibat kişisi', email: 'E-posta adresi', phone: 'Telefon numarası', notes: 'Mesajınız', locations: 'Lokasyonlar',
    }],
    company: { sendButton: 'Kaydı gönder', locationTitle: 'Hangi lokasyonlar için personel arıyorsunuz?' },
  },
  ar: {
    seo: ['جوب بوينت برلين لأصحاب العمل – ابحث عن موظفين في برلين', 'خدمة مجانية لأصحاب العمل: انشر الوظائف الشاغرة، تعرّف على المرشحين المناسبين، لقاءات التوظيف ومعرض Shop a Job.'],
    header: ['كفاءات لشركتك', 'خدمة مجانية لأصحاب العمل في برلين', 'نجد معك الموظفين المناسبين – من شبكة تضم آلاف الأشخاص المتحمسين للعمل في برلين.', 'انشر وظيفة', 'اطلب معاودة الاتصال'],
    one: ['وظيفتك في بورصة الوظائف لدينا', 'مجانًا وخلال دقائق', 'انشر إعلانات الوظائف في بورصة الوظائف لدينا. يراجع فريقنا كل إعلان ويقدمه بنشاط للمرشحين المناسبين.', 'تحميل الدليل', 'سجّل الآن'],
    three: ['دعم التوظيف الجديد', 'استفد من دعم الأجور', 'كثير من حالات التوظيف مدعومة – مثل منح الاندماج أو برنامج ولاية برلين. نتحقق معك مما هو ممكن.', 'إلى الدعم المالي'],
    four: ['جهة اتصالك في خدمة أصحاب العمل', 'نقدم لك استشارة شخصية حول شغل الوظائف والدعم والفعاليات – عبر الهاتف أو البريد الإلكتروني أو في مقر شركتك.'],
    faq: ['أسئلة أصحاب العمل', 'ما يجب أن تعرفه', [
      ['كم تكلف خدمة أصحاب العمل؟', 'لا شيء. خدماتنا للشركات **مجانية** وممولة من القطاع العام.'],
      ['متى تُنشر وظيفتي؟', 'عادةً خلال يوم عمل واحد بعد مراجعة فريقنا.'],
      ['هل يمكنني المشاركة في معرض Shop a Job؟', 'نعم، يمكن لشركات برلين التسجيل مجانًا للحصول على جناح. الأماكن محدودة.'],
      ['هل تدعمون مرحلة التأهيل الوظيفي؟', 'نعم، عند الطلب نرافق الموظفين الجدد في أشهرهم الأولى ونكون جهة اتصال للطرفين.'],
    ]],
    events: ['فعاليات للشركات', 'لقاءات توظيف ومعارض وأمسيات تعريفية', 'جميع الفعاليات'],
    offers: ['خدمتنا', 'كيف ندعمك', [
      ['إعلانات الوظائف', 'النشر في بورصة الوظائف مع تقديم فعّال للمرشحين المناسبين.', 'إلى الدليل'],
      ['اختيار المرشحين', 'اختيار مسبق وفق متطلباتك وتنظيم مقابلات العمل.', 'تواصل معنا'],
      ['استشارات الدعم', 'نظرة عامة على المنح والبرامج الخاصة بالتوظيف الجديد.', 'اعرف المزيد'],
      ['المعارض ولقاءات التوظيف', 'التقِ بالمرشحين شخصيًا – في معرض Shop a Job أو في لقاء توظيف.', 'عرض المواعيد'],
    ]],
    steps: ['ثلاث خطوات لشغل الوظيفة', 'ببساطة وموثوقية', [
      ['تحديد الاحتياج', 'نناقش مهام الوظيفة ومتطلباتها وشروطها.'],
      ['اقتراح المرشحين', 'تحصل على ملفات مناسبة – تمت مراجعتها مسبقًا ومتحمسة.'],
      ['التوظيف والمرافقة', 'ندعمك في البداية وفي التقدم بطلبات الدعم.'],
    ]],
    jobDating: ['لقاء توظيف للشركات', 'تعرّف في صباح واحد على ما يصل إلى 20 مرشحًا تم اختيارهم مسبقًا – نتولى الدعوات والتنظيم.', 'اطلب لقاء توظيف', [
      ['لقاء توظيف الرعاية والصحة', 'للمستشفيات وخدمات الرعاية والعيادات.'],
      ['لقاء توظيف التجارة والخدمات اللوجستية', 'لتجارة التجزئة والمستودعات والتوصيل.'],
      ['لقاء توظيف الحرف', 'لشركات البناء والتشطيب والتقنية.'],
    ]],
    timeline: ['شريك اقتصاد برلين', 'أكثر من 900 شركة شغلت وظائفها معنا.', [
      ['خدمة أصحاب العمل', 'انطلاق خدمة أصحاب العمل مع اثنتي عشرة شركة شريكة.'],
      ['بورصة الوظائف', 'إطلاق بورصة وظائف خاصة بشركات برلين.'],
      ['لقاءات توظيف رقمية', 'لقاءات التوظيف تُعقد أيضًا عبر الفيديو.'],
      ['معرض Shop a Job', 'المعرض يكبر ليضم أكثر من 60 شركة عارضة.'],
    ], 'تسجيل الدخول/التسجيل في بورصة الوظائف', 'شروط الاستخدام'],
    form: ['سجّل شركتك', 'كن شركة شريكة', 'اترك لنا بيانات الاتصال – سنعاود الاتصال بك خلال يومي عمل.', 'نستخدم بياناتك فقط للتواصل معك.', 'إرسال', {
      companyName: 'اسم الشركة', contactName: 'الشخص المسؤول', email: 'البريد الإلكتروني', phone: 'رقم الهاتف', notes: 'رسالتك', locations: 'المواقع',
    }],
    company: { sendButton: 'إرسال التسجيل', locationTitle: 'لأي المواقع تبحث عن موظفين؟' },
  },
};

const TIMELINE_YEARS = [2014, 2017, 2021, 2024];
const OFFER_LINKS = ['/jobboerse-anleitung', '/kontakt', '/foerderung', '/shop-a-job-messe'];
const OFFER_ICONS = ['icon-jobs', 'icon-team', 'icon-growth', 'icon-events'];
const JOB_DATING_DAYS = [12, 26, 47];
const JOB_MARKET_PORTAL = 'https://jobboerse.jobpoint-berlin.de/login';

export function employersHome(media: MediaIds, guideUrl: string): Localized<Data> {
  const build = (locale: Locale): Data => {
    const t = T[locale];
    return {
      seo: seo(locale, '/arbeitgebende', t.seo[0], t.seo[1], media['header-employers']),
      headerSection: section(t.header[0], t.header[1], t.header[2], media['header-employers'], [
        button(t.header[3], '/jobboerse-anleitung'),
        button(t.header[4], '/kontakt', 'outline'),
      ]),
      sectionOne: {
        title: t.one[0],
        subtitle: t.one[1],
        description: t.one[2],
        image: media['application-blue'],
        downloadButton: button(t.one[3], guideUrl, 'secondary'),
        registerButton: button(t.one[4], '#registrierung'),
      },
      sectionThree: section(t.three[0], t.three[1], t.three[2], media.growth, [button(t.three[3], '/foerderung')]),
      sectionFour: { title: t.four[0], description: t.four[1], email: 'arbeitgeberservice@jobpoint.local', phone: PHONE, image: media.team },
      faq: faqSection(...t.faq),
      eventSection: { title: t.events[0], subtitle: t.events[1], button: button(t.events[2], '/veranstaltungen') },
      offers: {
        title: t.offers[0],
        subtitle: t.offers[1],
        items: t.offers[2].map(([title, description, cta], index) => ({
          title,
          description,
          icon: media[OFFER_ICONS[index]],
          button: button(cta, OFFER_LINKS[index], 'outline'),
        })),
      },
      manualSteps: {
        title: t.steps[0],
        subtitle: t.steps[1],
        steps: t.steps[2].map(([title, description], index) => ({
          title,
          description,
          image: media[['icon-team', 'icon-jobs', 'icon-growth'][index]],
        })),
      },
      jobDating: {
        title: t.jobDating[0],
        description: t.jobDating[1],
        entries: t.jobDating[3].map(([title, description], index) => ({ title, description, date: isoDay(JOB_DATING_DAYS[index]) })),
        button: button(t.jobDating[2], '/kontakt'),
      },
      timeline: {
        title: t.timeline[0],
        description: t.timeline[1],
        startYear: TIMELINE_YEARS[0],
        items: t.timeline[2].map(([title, description], index) => ({
          year: TIMELINE_YEARS[index],
          title,
          description,
          image: media[`history-${index + 1}`],
        })),
        loginButton: button(t.timeline[3], JOB_MARKET_PORTAL),
        policyButton: button(t.timeline[4], '/jobboerse-nutzungsbedingungen', 'outline'),
      },
      registrationForm: {
        title: t.form[0],
        subtitle: t.form[1],
        description: t.form[2],
        infoText: t.form[3],
        btnText: t.form[4],
        backgroundImage: media['header-employers'],
        placeholders: t.form[5],
      },
      companyRegistration: {
        title: t.form[0],
        companyNameLabel: t.form[5].companyName,
        contactPartnerLabel: t.form[5].contactName,
        emailLabel: t.form[5].email,
        phoneLabel: t.form[5].phone,
        noteLabel: t.form[5].notes,
        ...t.company,
        locations: LOCATION_TITLES.map((text) => ({ text })),
      },
    };
  };
  return { de: build('de'), en: build('en'), tr: build('tr'), ar: build('ar') };
}
