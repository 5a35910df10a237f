import type { MediaIds } from '../media';
import type { Data, Localized } from '../strapi-documents';
import { ARRIVAL_PAGE_PATH } from './editor-pages';

export const navigationErweiterung: Localized<Data> = {
  de: { contactText: 'Kontakt', jobSeekersText: 'Für Arbeitssuchende', employersText: 'Für Arbeitgebende', loginJobmarketText: 'Login/Sign-Up Jobbörse' },
  en: { contactText: 'Contact', jobSeekersText: 'For job seekers', employersText: 'For employers', loginJobmarketText: 'Login/Sign-Up Jobbörse' },
  tr: { contactText: 'İletişim', jobSeekersText: 'İş arayanlar için', employersText: 'İşverenler için', loginJobmarketText: 'Giriş/Kayıt İş Borsası' },
  ar: { contactText: 'اتصل بنا', jobSeekersText: 'للباحثين عن عمل', employersText: 'لأصحاب العمل', loginJobmarketText: 'تسجيل الدخول/التسجيل في بورصة الوظائف' },
};

export const notification: Localized<Data> = {
  de: {
    Ankuendigung:
      'Neu: Jeden Dienstag offene Sprechstunde im Ladengeschäft Neukölln, 10–14 Uhr · Shop a Job Messe im nächsten Monat – jetzt anmelden!',
  },
  en: {
    Ankuendigung:
      'New: open consultation hours every Tuesday at our Neukölln shop, 10 am–2 pm · Shop a Job fair next month – register now!',
  },
  tr: {
    Ankuendigung:
      'Yeni: Her salı Neukölln mağazamızda açık danışma saati, 10.00–14.00 · Shop a Job fuarı gelecek ay – hemen kaydolun!',
  },
  ar: {
    Ankuendigung:
      'جديد: ساعات استشارة مفتوحة كل يوم ثلاثاء في متجرنا في نويكولن من الساعة 10 حتى 14 · معرض Shop a Job في الشهر القادم – سجّل الآن!',
  },
};

type FooterTexts = {
  seekers: string;
  employers: string;
  service: string;
  links: Record<string, string>;
  cookiePolicy: string;
  partners: [string, string, string, string];
};

const FOOTER_TEXTS: Record<'de' | 'en' | 'tr' | 'ar', FooterTexts> = {
  de: {
    seekers: 'Für Arbeitssuchende',
    employers: 'Für Arbeitgebende',
    service: 'Service & Partner',
    links: {
      beratung: 'Beratung', jobs: 'Jobbörse', events: 'Veranstaltungen', ratgeber: 'Ratgeber', ankommen: 'Ankommen in Berlin', anleitung: 'Jobbörse-Anleitung',
      messe: 'Shop a Job Messe', foerderung: 'Förderung', kontakt: 'Kontakt', ba: 'Bundesagentur für Arbeit', berlin: 'Jobcenter Berlin',
    },
    cookiePolicy:
      'Wir verwenden nur technisch notwendige Cookies und speichern Ihre Merkliste lokal in Ihrem Browser. Mehr dazu in unseren Cookie-Bestimmungen.',
    partners: ['Gefördert vom Land Berlin', 'Senatsverwaltung für Arbeit', 'Europäischer Sozialfonds Plus', 'Bezirksamt Neukölln'],
  },
  en: {
    seekers: 'For job seekers',
    employers: 'For employers',
    service: 'Service & partners',
    links: {
      beratung: 'Counselling', jobs: 'Job board', events: 'Events', ratgeber: 'Advice', ankommen: 'Arriving in Berlin', anleitung: 'Job board guide',
      messe: 'Shop a Job fair', foerderung: 'Funding', kontakt: 'Contact', ba: 'Federal Employment Agency', berlin: 'Jobcenter Berlin',
    },
    cookiePolicy:
      'We only use technically necessary cookies and keep your saved jobs locally in your browser. Read more in our cookie policy.',
    partners: ['Funded by the State of Berlin', 'Senate Department for Labour', 'European Social Fund Plus', 'Neukölln District Office'],
  },
  tr: {
    seekers: 'İş arayanlar için',
    employers: 'İşverenler için',
    service: 'Hizmetler ve ortaklar',
    links: {
      beratung: 'Danışmanlık', jobs: 'İş ilanları', events: 'Etkinlikler', ratgeber: 'Rehber', ankommen: 'Berlin’e yeni gelenler', anleitung: 'İş ilanı rehberi',
      messe: 'Shop a Job fuarı', foerderung: 'Destekler', kontakt: 'İletişim', ba: 'Federal İş Ajansı', berlin: 'Jobcenter Berlin',
    },
    cookiePolicy:
      'Yalnızca teknik olarak gerekli çerezleri kullanıyoruz; kaydettiğiniz ilanlar yalnızca tarayıcınızda saklanır. Ayrıntılar çerez politikamızda.',
    partners: ['Berlin Eyaleti tarafından desteklenmektedir', 'Çalışma Senatörlüğü', 'Avrupa Sosyal Fonu Plus', 'Neukölln Belediyesi'],
  },
  ar: {
    seekers: 'للباحثين عن عمل',
    employers: 'لأصحاب العمل',
    service: 'الخدمات والشركاء',
    links: {
      beratung: 'الاستشارة', jobs: 'بورصة الوظائف', events: 'الفعاليات', ratgeber: 'نصائح', ankommen: 'الوصول إلى برلين', anleitung: 'دليل بورصة الوظائف',
      messe: 'معرض Shop a Job', foerderung: 'الدعم المالي', kontakt: 'اتصل بنا', ba: 'الوكالة الاتحادية للعمل', berlin: 'مركز العمل في برلين',
    },
    cookiePolicy:
      'نستخدم فقط ملفات تعريف الارتباط الضرورية تقنيًا، وتُحفظ قائمة الوظائف المحفوظة محليًا في متصفحك. المزيد في سياسة ملفات تعريف الارتباط.',
    partners: ['بدعم من ولاية برلين', 'إدارة مجلس الشيوخ للعمل', 'الصندوق الاجتماعي الأوروبي بلس', 'مكتب حي نويكولن'],
  },
};

export function footer(media: MediaIds): Localized<Data> {
  const build = (t: FooterTexts): Data => ({
    partnerLogos: t.partners.map((caption, index) => ({
      caption,
      image: media[`partner-${index + 1}`],
      url: ['https://www.berlin.de/', 'https://www.berlin.de/sen/arbeit/', 'https://www.esf.de/', 'https://www.berlin.de/ba-neukoelln/'][index],
    })),
    footerSections: [
      {
        title: t.seekers,
        links: [
          { title: t.links.beratung, link: '/beratung', type: 'internal' },
          { title: t.links.jobs, link: '/job-boerse', type: 'internal' },
          { title: t.links.events, link: '/veranstaltungen', type: 'internal' },
          { title: t.links.ratgeber, link: '/ratgeber', type: 'internal' },
          { title: t.links.ankommen, link: ARRIVAL_PAGE_PATH, type: 'internal' },
        ],
      },
      {
        title: t.employers,
        links: [
          { title: t.links.anleitung, link: '/jobboerse-anleitung', type: 'internal' },
          { title: t.links.messe, link: '/shop-a-job-messe', type: 'internal' },
          { title: t.links.foerderung, link: '/foerderung', type: 'internal' },
        ],
      },
      {
        title: t.service,
        links: [
          { title: t.links.kontakt, link: '/kontakt', type: 'internal' },
          { title: t.links.ba, link: 'https://www.arbeitsagentur.de/', type: 'external' },
          { title: t.links.berlin, link: 'https://www.berlin.de/jobcenter/', type: 'external' },
        ],
      },
    ],
    cookiePolicy: t.cookiePolicy,
  });
  return { de: build(FOOTER_TEXTS.de), en: build(FOOTER_TEXTS.en), tr: build(FOOTER_TEXTS.tr), ar: build(FOOTER_TEXTS.ar) };
}
