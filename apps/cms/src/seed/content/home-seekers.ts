import type { MediaIds } from '../media';
import type { Data, Locale, Localized } from '../strapi-documents';
import { button, faqSection, isoDay, PHONE, section, seo } from './helpers';

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
}

const T: Record<Locale, Texts> = {
  de: {
    seo: ['Jobpoint Berlin – Jobs, Beratung und Veranstaltungen', 'Kostenlose Jobvermittlung und Karriereberatung in Berlin: offene Stellen, Bewerbungshilfe, Jobdatings und Messen in vier Sprachen.'],
    header: ['Ihr nächster Job in Berlin', 'Kostenlos, persönlich, mehrsprachig', 'Wir bringen Sie mit Berliner Unternehmen zusammen – mit Beratung, Bewerbungshilfe und über 150 aktuellen Stellen in unserer Jobbörse.', 'Jobs ansehen', 'Beratung vereinbaren'],
    one: ['Bewerben leicht gemacht', 'Unsere Checkliste für Ihre Unterlagen', 'Laden Sie die Checkliste herunter oder melden Sie sich direkt für ein Beratungsgespräch an. Wir schauen gemeinsam auf Lebenslauf und Anschreiben – auf Deutsch, Englisch, Türkisch oder Arabisch.', 'Checkliste herunterladen', 'Zur Beratung anmelden'],
    three: ['Direkt vor Ort: unser Ladengeschäft', 'Ohne Termin vorbeikommen', 'In unserem Ladengeschäft in Neukölln beraten wir Sie ohne Voranmeldung. Bringen Sie Ihren Lebenslauf mit – wir drucken, scannen und versenden Bewerbungen mit Ihnen.', 'Zum Ladengeschäft'],
    four: ['Wir sind für Sie da', 'Rufen Sie an oder schreiben Sie uns – wir melden uns innerhalb von zwei Werktagen. Beratung auch per Video oder WhatsApp.'],
    faq: ['Häufige Fragen', 'Alles rund um Beratung und Jobsuche', [
      ['Kostet die Beratung etwas?', 'Nein. Alle Angebote für Arbeitssuchende sind **kostenfrei**, gefördert vom Land Berlin und dem Europäischen Sozialfonds Plus.'],
      ['Brauche ich einen Termin?', 'Im Ladengeschäft können Sie ohne Termin vorbeikommen. Für längere Beratungen vereinbaren wir gern einen festen Termin – vor Ort oder per Video.'],
      ['In welchen Sprachen beraten Sie?', 'Auf Deutsch, Englisch, Türkisch und Arabisch. Weitere Sprachen auf Anfrage mit Dolmetschdienst.'],
      ['Kann ich mich mit einem AVGS bei Ihnen coachen lassen?', 'Ja. Mit einem Aktivierungs- und Vermittlungsgutschein der Agentur für Arbeit oder des Jobcenters begleiten wir Sie bis zu zwölf Wochen. Mehr unter [AVGS-Coaching](/beratung/avgs).'],
    ]],
    events: ['Aktuelle Veranstaltungen', 'Jobdatings, Workshops und Messen', 'Alle Veranstaltungen'],
    offers: ['Unsere Angebote', 'Was wir für Sie tun', [
      ['Beratung', 'Persönliche Gespräche zu Berufswahl, Weiterbildung und Bewerbung.', 'Zur Beratung'],
      ['Jobbörse', 'Über 150 geprüfte Stellen von Berliner Unternehmen – mit Merkliste.', 'Jobs finden'],
      ['Veranstaltungen', 'Jobdatings, Workshops und die Shop a Job Messe.', 'Termine ansehen'],
      ['Online-Beratung', 'Beratung per Video – flexibel von zu Hause.', 'Termin buchen'],
    ]],
    steps: ['So funktioniert’s', 'In drei Schritten zum neuen Job', [
      ['Kennenlernen', 'Wir sprechen über Ihre Erfahrungen, Wünsche und Möglichkeiten.'],
      ['Unterlagen stärken', 'Gemeinsam machen wir Lebenslauf und Anschreiben bewerbungsfertig.'],
      ['Unternehmen treffen', 'Beim Jobdating oder über die Jobbörse lernen Sie Arbeitgebende direkt kennen.'],
    ]],
    jobDating: ['Jobdating', 'Zehn Minuten, ein Gespräch, vielleicht Ihr neuer Job: Beim Jobdating treffen Sie Unternehmen ohne lange Bewerbungsverfahren.', 'Zu den Jobdatings', [
      ['Jobdating Pflege & Gesundheit', 'Kliniken und Pflegedienste aus Berlin suchen Pflegefachkräfte und Assistenzkräfte.'],
      ['Jobdating Handel & Logistik', 'Lager, Verkauf, Kasse: Einstieg auch ohne Berufserfahrung möglich.'],
      ['Jobdating Gastronomie', 'Hotels und Restaurants stellen Service- und Küchenpersonal ein.'],
    ]],
    timeline: ['Unsere Geschichte', 'Seit über zehn Jahren bringen wir Menschen und Unternehmen in Berlin zusammen.', [
      ['Gründung', 'Start als Beratungsstelle in Neukölln mit drei Beraterinnen.'],
      ['Ladengeschäft', 'Eröffnung des Ladengeschäfts – Beratung ohne Termin.'],
      ['Online-Beratung', 'Videoberatung und mehrsprachige Angebote kommen hinzu.'],
      ['Shop a Job Messe', 'Die erste eigene Jobmesse mit 40 Berliner Unternehmen.'],
    ], 'Zur Jobbörse', 'Datenschutz'],
  },
  en: {
    seo: ['Jobpoint Berlin – jobs, counselling and events', 'Free job placement and career advice in Berlin: vacancies, application support, job datings and fairs in four languages.'],
    header: ['Your next job in Berlin', 'Free, personal, multilingual', 'We connect you with Berlin employers – with counselling, application support and more than 150 current vacancies on our job board.', 'Browse jobs', 'Book counselling'],
    one: ['Applying made easy', 'Our checklist for your documents', 'Download the checklist or sign up for a counselling session straight away. We go through your CV and cover letter together – in German, English, Turkish or Arabic.', 'Download checklist', 'Sign up for counselling'],
    three: ['Visit us: our shop', 'Drop in without an appointment', 'At our shop in Neukölln we advise you without an appointment. Bring your CV – we print, scan and send applications with you.', 'To our shop'],
    four: ['We are here for you', 'Call or write to us – we reply within two working days. Counselling also by video or WhatsApp.'],
    faq: ['Frequently asked questions', 'All about counselling and job search', [
      ['Does counselling cost anything?', 'No. All services for job seekers are **free of charge**, funded by the State of Berlin and the European Social Fund Plus.'],
      ['Do I need an appointment?', 'You can drop in at our shop without an appointment. For longer sessions we are happy to book a fixed slot – on site or by video.'],
      ['Which languages do you offer?', 'German, English, Turkish and Arabic. Other languages on request with an interpreting service.'],
      ['Can I use an AVGS voucher with you?', 'Yes. With an activation and placement voucher from the employment agency or jobcentre we coach you for up to twelve weeks. More at [AVGS coaching](/beratung/avgs).'],
    ]],
    events: ['Upcoming events', 'Job datings, workshops and fairs', 'All events'],
    offers: ['What we offer', 'How we support you', [
      ['Counselling', 'Personal sessions on career choice, further training and applications.', 'To counselling'],
      ['Job board', 'More than 150 checked vacancies from Berlin companies – with a bookmark list.', 'Find jobs'],
      ['Events', 'Job datings, workshops and the Shop a Job fair.', 'See dates'],
      ['Online counselling', 'Counselling by video – flexibly from home.', 'Book a slot'],
    ]],
    steps: ['How it works', 'Three steps to your new job', [
      ['Get to know each other', 'We talk about your experience, wishes and options.'],
      ['Strengthen your documents', 'Together we get your CV and cover letter ready to send.'],
      ['Meet employers', 'At a job dating or through the job board you meet employers directly.'],
    ]],
    jobDating: ['Job dating', 'Ten minutes, one conversation, maybe your new job: at a job dating you meet companies without lengthy application procedures.', 'To the job datings', [
      ['Job dating care & health', 'Berlin hospitals and care services are looking for nurses and care assistants.'],
      ['Job dating retail & logistics', 'Warehouse, sales, checkout: entry possible without work experience.'],
      ['Job dating hospitality', 'Hotels and restaurants are hiring service and kitchen staff.'],
    ]],
    timeline: ['Our story', 'For more than ten years we have been bringing people and companies together in Berlin.', [
      ['Founded', 'Started as a counselling centre in Neukölln with three counsellors.'],
      ['Our shop', 'Opening of the shop – counselling without an appointment.'],
      ['Online counselling', 'Video counselling and multilingual services are added.'],
      ['Shop a Job fair', 'Our first own job fair with 40 Berlin companies.'],
    ], 'To the job board', 'Privacy'],
  },
  tr: {
    seo: ['Jobpoint Berlin – İş, danışmanlık ve etkinlikler', 'Berlin’de ücretsiz iş bulma ve kariyer danışmanlığı: açık pozisyonlar, başvuru desteği, iş buluşmaları ve fuarlar dört dilde.'],
    header: ['Berlin’deki yeni işin', 'Ücretsiz, kişisel, çok dilli', 'Seni Berlinli işverenlerle buluşturuyoruz – danışmanlık, başvuru desteği ve iş borsamızdaki 150’den fazla güncel ilanla.', 'İlanlara bak', 'Danışmanlık randevusu al'],
    one: ['Başvuru artık daha kolay', 'Belgelerin için kontrol listemiz', 'Kontrol listesini indir ya da hemen bir danışmanlık görüşmesine kaydol. Özgeçmişini ve ön yazını birlikte gözden geçiriyoruz – Almanca, İngilizce, Türkçe veya Arapça.', 'Kontrol listesini indir', 'Danışmanlığa kaydol'],
    three: ['Yerinde destek: mağazamız', 'Randevusuz gelebilirsin', 'Neukölln’deki mağazamızda randevusuz danışmanlık veriyoruz. Özgeçmişini getir – başvurularını seninle birlikte yazdırır, tarar ve göndeririz.', 'Mağazaya git'],
    four: ['Senin için buradayız', 'Bizi ara ya da yaz – iki iş günü içinde dönüş yapıyoruz. Görüntülü görüşme veya WhatsApp ile de danışmanlık mümkün.'],
    faq: ['Sık sorulan sorular', 'Danışmanlık ve iş arama hakkında her şey', [
      ['Danışmanlık ücretli mi?', 'Hayır. İş arayanlara yönelik tüm hizmetlerimiz **ücretsizdir**; Berlin Eyaleti ve Avrupa Sosyal Fonu Plus tarafından desteklenir.'],
      ['Randevu almam gerekiyor mu?', 'Mağazamıza randevusuz gelebilirsin. Daha uzun görüşmeler için yerinde ya da görüntülü bir randevu ayarlayabiliriz.'],
      ['Hangi dillerde danışmanlık veriyorsunuz?', 'Almanca, İngilizce, Türkçe ve Arapça. Diğer diller için talep üzerine tercüman desteği sağlıyoruz.'],
      ['AVGS kuponu ile koçluk alabilir miyim?', 'Evet. İş Ajansı veya Jobcenter’dan aldığın aktivasyon ve yerleştirme kuponu ile seni on iki haftaya kadar destekliyoruz. Ayrıntılar: [AVGS koçluğu](/beratung/avgs).'],
    ]],
    events: ['Güncel etkinlikler', 'İş buluşmaları, atölyeler ve fuarlar', 'Tüm etkinlikler'],
    offers: ['Hizmetlerimiz', 'Senin için yaptıklarımız', [
      ['Danışmanlık', 'Meslek seçimi, mesleki eğitim ve başvuru üzerine birebir görüşmeler.', 'Danışmanlığa git'],
      ['İş borsası', 'Berlinli şirketlerden 150’den fazla kontrol edilmiş ilan – kaydetme listesiyle.', 'İş bul'],
      ['Etkinlikler', 'İş buluşmaları, atölyeler ve Shop a Job fuarı.', 'Tarihleri gör'],
      ['Online danışmanlık', 'Görüntülü danışmanlık – evden esnek şekilde.', 'Randevu al'],
    ]],
    steps: ['Nasıl işliyor?', 'Üç adımda yeni işine', [
      ['Tanışma', 'Deneyimlerini, isteklerini ve olanaklarını konuşuyoruz.'],
      ['Belgeleri güçlendirme', 'Özgeçmişini ve ön yazını birlikte başvuruya hazır hale getiriyoruz.'],
      ['İşverenlerle buluşma', 'İş buluşmalarında veya iş borsası üzerinden işverenlerle doğrudan tanışırsın.'],
    ]],
    jobDating: ['İş buluşması', 'On dakika, bir görüşme, belki de yeni işin: İş buluşmasında uzun başvuru süreçleri olmadan şirketlerle tanışırsın.', 'İş buluşmalarına git', [
      ['Bakım ve sağlık iş buluşması', 'Berlin’deki hastaneler ve bakım hizmetleri hemşire ve bakım asistanı arıyor.'],
      ['Perakende ve lojistik iş buluşması', 'Depo, satış, kasa: deneyimsiz başlangıç da mümkün.'],
      ['Gastronomi iş buluşması', 'Oteller ve restoranlar servis ve mutfak personeli alıyor.'],
    ]],
    timeline: ['Hikâyemiz', 'On yılı aşkın süredir Berlin’de insanları ve şirketleri buluşturuyoruz.', [
      ['Kuruluş', 'Neukölln’de üç danışmanla bir danışma merkezi olarak başladık.'],
      ['Mağaza', 'Mağazamızın açılışı – randevusuz danışmanlık.'],
      ['Online danışmanlık', 'Görüntülü danışmanlık ve çok dilli hizmetler eklendi.'],
      ['Shop a Job fuarı', '40 Berlin şirketiyle ilk kendi iş fuarımız.'],
    ], 'İş borsasına git', 'Gizlilik'],
  },
  ar: {
    seo: ['جوب بوينت برلين – وظائف واستشارات وفعاليات', 'توظيف واستشارات مهنية مجانية في برلين: وظائف شاغرة، دعم في طلبات العمل، لقاءات توظيف ومعارض بأربع لغات.'],
    header: ['وظيفتك القادمة في برلين', 'مجانًا، بشكل شخصي، وبعدة لغات', 'نوصلك بأصحاب العمل في برلين – من خلال الاستشارة والمساعدة في طلبات العمل وأكثر من 150 وظيفة حالية في بورصة الوظائف لدينا.', 'تصفح الوظائف', 'احجز استشارة'],
    one: ['التقديم أصبح أسهل', 'قائمة التحقق الخاصة بمستنداتك', 'حمّل قائمة التحقق أو سجّل مباشرة في جلسة استشارة. نراجع معًا سيرتك الذاتية وخطاب التقديم – بالألمانية أو الإنجليزية أو التركية أو العربية.', 'تحميل قائمة التحقق', 'التسجيل في الاستشارة'],
    three: ['نحن في الموقع: متجرنا', 'تعال دون موعد مسبق', 'في متجرنا في نويكولن نقدم لك الاستشارة دون موعد مسبق. أحضر سيرتك الذاتية – نطبع ونمسح ونرسل طلبات العمل معك.', 'إلى المتجر'],
    four: ['نحن هنا من أجلك', 'اتصل بنا أو راسلنا – نرد خلال يومي عمل. الاستشارة متاحة أيضًا عبر الفيديو أو واتساب.'],
    faq: ['الأسئلة الشائعة', 'كل ما يتعلق بالاستشارة والبحث عن عمل', [
      ['هل الاستشارة مدفوعة؟', 'لا. جميع الخدمات المقدمة للباحثين عن عمل **مجانية**، بتمويل من ولاية برلين والصندوق الاجتماعي الأوروبي بلس.'],
      ['هل أحتاج إلى موعد؟', 'يمكنك زيارة متجرنا دون موعد. وللجلسات الأطول نحدد معك موعدًا ثابتًا – في الموقع أو عبر الفيديو.'],
      ['بأي لغات تقدمون الاستشارة؟', 'بالألمانية والإنجليزية والتركية والعربية. ولغات أخرى عند الطلب بمساعدة مترجم.'],
      ['هل يمكنني استخدام قسيمة AVGS لديكم؟', 'نعم. بقسيمة التفعيل والتوظيف من وكالة العمل أو مركز العمل نرافقك لمدة تصل إلى اثني عشر أسبوعًا. المزيد في [تدريب AVGS](/beratung/avgs).'],
    ]],
    events: ['الفعاليات القادمة', 'لقاءات توظيف وورش عمل ومعارض', 'جميع الفعاليات'],
    offers: ['خدماتنا', 'كيف ندعمك', [
      ['الاستشارة', 'جلسات شخصية حول اختيار المهنة والتدريب المستمر وطلبات العمل.', 'إلى الاستشارة'],
      ['بورصة الوظائف', 'أكثر من 150 وظيفة موثقة من شركات برلين – مع قائمة للحفظ.', 'ابحث عن وظيفة'],
      ['الفعاليات', 'لقاءات توظيف وورش عمل ومعرض Shop a Job.', 'عرض المواعيد'],
      ['الاستشارة عبر الإنترنت', 'استشارة عبر الفيديو – بمرونة من منزلك.', 'احجز موعدًا'],
    ]],
    steps: ['كيف تعمل الخدمة', 'ثلاث خطوات نحو وظيفتك الجديدة', [
      ['التعارف', 'نتحدث عن خبراتك ورغباتك وإمكاناتك.'],
      ['تقوية مستنداتك', 'نجهز معًا سيرتك الذاتية وخطاب التقديم للإرسال.'],
      ['لقاء أصحاب العمل', 'في لقاءات التوظيف أو عبر بورصة الوظائف تتعرف على أصحاب العمل مباشرة.'],
    ]],
    jobDating: ['لقاء التوظيف', 'عشر دقائق، محادثة واحدة، وربما وظيفتك الجديدة: في لقاء التوظيف تلتقي بالشركات دون إجراءات تقديم طويلة.', 'إلى لقاءات التوظيف', [
      ['لقاء توظيف الرعاية والصحة', 'مستشفيات وخدمات رعاية في برلين تبحث عن ممرضين ومساعدي رعاية.'],
      ['لقاء توظيف التجارة والخدمات اللوجستية', 'مستودعات ومبيعات وصناديق دفع: البدء ممكن دون خبرة سابقة.'],
      ['لقاء توظيف المطاعم والفنادق', 'فنادق ومطاعم توظف عاملين في الخدمة والمطبخ.'],
    ]],
    timeline: ['قصتنا', 'منذ أكثر من عشر سنوات نجمع بين الناس والشركات في برلين.', [
      ['التأسيس', 'البداية كمركز استشارات في نويكولن مع ثلاث مستشارات.'],
      ['المتجر', 'افتتاح المتجر – استشارة دون موعد.'],
      ['الاستشارة عبر الإنترنت', 'إضافة الاستشارة عبر الفيديو والخدمات متعددة اللغات.'],
      ['معرض Shop a Job', 'أول معرض توظيف خاص بنا مع 40 شركة من برلين.'],
    ], 'إلى بورصة الوظائف', 'حماية البيانات'],
  },
};

const TIMELINE_YEARS = [2013, 2016, 2020, 2023];
const OFFER_LINKS = ['/beratung', '/job-boerse', '/veranstaltungen', '/beratung/bewerbungsberatung'];
const OFFER_ICONS = ['icon-counselling', 'icon-jobs', 'icon-events', 'icon-online'];
const JOB_DATING_DAYS = [9, 23, 41];

export function jobSeekersHome(media: MediaIds, checklistUrl: string): Localized<Data> {
  const build = (locale: Locale): Data => {
    const t = T[locale];
    return {
      seo: seo(locale, '/', t.seo[0], t.seo[1], media['header-jobseekers']),
      headerSection: section(t.header[0], t.header[1], t.header[2], media['header-jobseekers'], [
        button(t.header[3], '/job-boerse'),
        button(t.header[4], '/beratung', 'outline'),
      ]),
      sectionOne: {
        title: t.one[0],
        subtitle: t.one[1],
        description: t.one[2],
        image: media.application,
        downloadButton: button(t.one[3], checklistUrl, 'secondary'),
        registerButton: button(t.one[4], '/beratung/bewerbungsberatung'),
      },
      sectionThree: section(t.three[0], t.three[1], t.three[2], media.shop, [button(t.three[3], '/ladengeschaeft')]),
      sectionFour: { title: t.four[0], description: t.four[1], email: 'beratung@jobpoint.local', phone: PHONE, image: media.chat },
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
          image: media[['icon-team', 'icon-jobs', 'icon-events'][index]],
        })),
      },
      jobDating: {
        title: t.jobDating[0],
        description: t.jobDating[1],
        entries: t.jobDating[3].map(([title, description], index) => ({ title, description, date: isoDay(JOB_DATING_DAYS[index]) })),
        button: button(t.jobDating[2], '/veranstaltungen'),
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
        loginButton: button(t.timeline[3], '/job-boerse'),
        policyButton: button(t.timeline[4], '/datenschutzerklaerung', 'outline'),
      },
    };
  };
  return { de: build('de'), en: build('en'), tr: build('tr'), ar: build('ar') };
}

