import type { MediaIds } from '../media';
import type { Data, Locale, Localized } from '../strapi-documents';
import { address, button } from './helpers';

/** Format names are filter keys of the site (e.g. "Jobdating", "Shop a Job"): the same in every locale. */
export const FORMATS: { name: string; info: Localized<string> & { en: string; tr: string; ar: string } }[] = [
  { name: 'Jobdating', info: { de: 'Kurze Gespräche mit Unternehmen, die jetzt einstellen.', en: 'Short talks with companies that are hiring now.', tr: 'Şu anda işe alım yapan şirketlerle kısa görüşmeler.', ar: 'محادثات قصيرة مع شركات توظف الآن.' } },
  { name: 'Shop a Job', info: { de: 'Unsere Jobmesse mit Berliner Unternehmen.', en: 'Our job fair with Berlin companies.', tr: 'Berlinli şirketlerle iş fuarımız.', ar: 'معرض التوظيف الخاص بنا مع شركات برلين.' } },
  { name: 'Workshop', info: { de: 'Praxisnahe Workshops rund um die Bewerbung.', en: 'Hands-on workshops about applying for jobs.', tr: 'Başvuru üzerine uygulamalı atölyeler.', ar: 'ورش عمل تطبيقية حول التقديم على الوظائف.' } },
  { name: 'Infoveranstaltung', info: { de: 'Informationen zu Arbeit, Förderung und Anerkennung.', en: 'Information on work, funding and recognition.', tr: 'Çalışma, destekler ve denklik hakkında bilgi.', ar: 'معلومات حول العمل والدعم والاعتراف بالشهادات.' } },
  { name: 'Sprechstunde', info: { de: 'Offene Beratung ohne Termin.', en: 'Open counselling without an appointment.', tr: 'Randevusuz açık danışmanlık.', ar: 'استشارة مفتوحة دون موعد.' } },
  { name: 'Online-Seminar', info: { de: 'Seminare per Video – bequem von zu Hause.', en: 'Seminars by video – from the comfort of home.', tr: 'Görüntülü seminerler – evden rahatça.', ar: 'ندوات عبر الفيديو – براحة من المنزل.' } },
];

export const LANGUAGES: { name: string; languageName: { de: string; en: string; tr: string; ar: string } }[] = [
  { name: 'Deutsch', languageName: { de: 'Deutsch', en: 'German', tr: 'Almanca', ar: 'الألمانية' } },
  { name: 'Englisch', languageName: { de: 'Englisch', en: 'English', tr: 'İngilizce', ar: 'الإنجليزية' } },
  { name: 'Türkisch', languageName: { de: 'Türkisch', en: 'Turkish', tr: 'Türkçe', ar: 'التركية' } },
  { name: 'Arabisch', languageName: { de: 'Arabisch', en: 'Arabic', tr: 'Arapça', ar: 'العربية' } },
];

export const FAIR_SECTORS: { de: string; en: string; tr: string; ar: string }[] = [
  { de: 'Pflege & Gesundheit', en: 'Care & health', tr: 'Bakım ve sağlık', ar: 'الرعاية والصحة' },
  { de: 'Handel & Logistik', en: 'Retail & logistics', tr: 'Perakende ve lojistik', ar: 'التجارة والخدمات اللوجستية' },
  { de: 'Gastronomie & Hotellerie', en: 'Hospitality', tr: 'Gastronomi ve otelcilik', ar: 'المطاعم والفنادق' },
  { de: 'Handwerk & Technik', en: 'Skilled trades & technology', tr: 'Zanaat ve teknik', ar: 'الحرف والتقنية' },
  { de: 'Büro & Verwaltung', en: 'Office & administration', tr: 'Büro ve idare', ar: 'المكاتب والإدارة' },
  { de: 'IT & Digitales', en: 'IT & digital', tr: 'BT ve dijital', ar: 'تكنولوجيا المعلومات والرقمنة' },
];

interface LocationTexts {
  district: string;
  description: string;
  bullets: string[];
  opening: [string, string][];
  quarterly: [string, string];
  infos: [string, string][];
}

interface LocationDef {
  Titel: string;
  slug: string;
  locationId: string;
  street: [string, string, string];
  phone: string;
  email: string;
  images: string[];
  texts: Record<Locale, LocationTexts>;
}

const WEEKDAYS_DE = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'];
const WEEKDAYS_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const WEEKDAYS_TR = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma'];
const WEEKDAYS_AR = ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'];

function weekdays(names: string[], times: string[]): [string, string][] {
  return names.map((day, index) => [day, times[index]]);
}

const LOCATIONS: LocationDef[] = [
  {
    Titel: 'Jobpoint Neukölln',
    slug: 'jobpoint-neukoelln',
    locationId: 'NK',
    street: ['Karl-Marx-Straße', '92', '12043'],
    phone: '030 555 123 40',
    email: 'neukoelln@jobpoint.local',
    images: ['shop', 'counselling', 'chat'],
    texts: {
      de: {
        district: 'Neukölln',
        description: 'Unser **Ladengeschäft** an der Karl-Marx-Straße: Beratung ohne Termin, Bewerbungs-PCs, Drucker und Scanner. Fünf Minuten vom U-Bahnhof Rathaus Neukölln (U7).',
        bullets: ['Beratung ohne Termin', 'Bewerbungs-PCs und Drucker', 'Beratung auf Deutsch, Türkisch und Arabisch', 'Barrierefreier Zugang'],
        opening: weekdays(WEEKDAYS_DE, ['10–18 Uhr', '10–18 Uhr', '10–18 Uhr', '10–19 Uhr', '10–15 Uhr']),
        quarterly: ['Veranstaltungen in diesem Quartal', 'Quartalsprogramm ansehen'],
        infos: [['Anfahrt', 'U7 Rathaus Neukölln, Bus M41 und 104.'], ['Kinderbetreuung', 'Während der Workshops bieten wir eine Spielecke an.']],
      },
      en: {
        district: 'Neukölln',
        description: 'Our **shop** on Karl-Marx-Straße: counselling without an appointment, application PCs, printer and scanner. Five minutes from Rathaus Neukölln underground station (U7).',
        bullets: ['Counselling without an appointment', 'Application PCs and printer', 'Counselling in German, Turkish and Arabic', 'Step-free access'],
        opening: weekdays(WEEKDAYS_EN, ['10 am–6 pm', '10 am–6 pm', '10 am–6 pm', '10 am–7 pm', '10 am–3 pm']),
        quarterly: ['Events this quarter', 'See the quarterly programme'],
        infos: [['Getting here', 'U7 Rathaus Neukölln, bus M41 and 104.'], ['Childcare', 'There is a play corner during workshops.']],
      },
      tr: {
        district: 'Neukölln',
        description: 'Karl-Marx-Straße’deki **mağazamız**: randevusuz danışmanlık, başvuru bilgisayarları, yazıcı ve tarayıcı. Rathaus Neukölln metro istasyonuna (U7) beş dakika.',
        bullets: ['Randevusuz danışmanlık', 'Başvuru bilgisayarları ve yazıcı', 'Almanca, Türkçe ve Arapça danışmanlık', 'Engelsiz giriş'],
        opening: weekdays(WEEKDAYS_TR, ['10.00–18.00', '10.00–18.00', '10.00–18.00', '10.00–19.00', '10.00–15.00']),
        quarterly: ['Bu çeyrekteki etkinlikler', 'Çeyrek programını görün'],
        infos: [['Ulaşım', 'U7 Rathaus Neukölln, M41 ve 104 numaralı otobüsler.'], ['Çocuk bakımı', 'Atölyeler sırasında bir oyun köşesi var.']],
      },
      ar: {
        district: 'نويكولن',
        description: '**متجرنا** في شارع Karl-Marx-Straße: استشارة دون موعد، وأجهزة حاسوب للتقديم، وطابعة وماسح ضوئي. على بعد خمس دقائق من محطة مترو Rathaus Neukölln ‏(U7).',
        bullets: ['استشارة دون موعد', 'أجهزة حاسوب للتقديم وطابعة', 'استشارة بالألمانية والتركية والعربية', 'مدخل خالٍ من العوائق'],
        opening: weekdays(WEEKDAYS_AR, ['10:00–18:00', '10:00–18:00', '10:00–18:00', '10:00–19:00', '10:00–15:00']),
        quarterly: ['فعاليات هذا الربع', 'اطّلع على برنامج الربع'],
        infos: [['الوصول', 'مترو U7 محطة Rathaus Neukölln، والحافلتان M41 و104.'], ['رعاية الأطفال', 'يتوفر ركن للعب أثناء ورش العمل.']],
      },
    },
  },
  {
    Titel: 'Jobpoint Mitte',
    slug: 'jobpoint-mitte',
    locationId: 'MI',
    street: ['Brunnenstraße', '19', '10119'],
    phone: '030 555 123 50',
    email: 'mitte@jobpoint.local',
    images: ['team', 'events'],
    texts: {
      de: {
        district: 'Mitte',
        description: 'Beratungszentrum mit Seminarräumen für Workshops, Jobdatings und Infoveranstaltungen. Nahe U-Bahnhof Rosenthaler Platz (U8).',
        bullets: ['Seminarräume für bis zu 40 Personen', 'Arbeitgeberservice', 'Beratung auf Deutsch, Englisch und Arabisch'],
        opening: weekdays(WEEKDAYS_DE, ['9–17 Uhr', '9–17 Uhr', '9–17 Uhr', '9–17 Uhr', '9–14 Uhr']),
        quarterly: ['Workshops und Jobdatings im Quartal', 'Termine ansehen'],
        infos: [['Anfahrt', 'U8 Rosenthaler Platz, Tram M1 und M8.']],
      },
      en: {
        district: 'Mitte',
        description: 'Counselling centre with seminar rooms for workshops, job datings and information events. Close to Rosenthaler Platz underground station (U8).',
        bullets: ['Seminar rooms for up to 40 people', 'Employer service', 'Counselling in German, English and Arabic'],
        opening: weekdays(WEEKDAYS_EN, ['9 am–5 pm', '9 am–5 pm', '9 am–5 pm', '9 am–5 pm', '9 am–2 pm']),
        quarterly: ['Workshops and job datings this quarter', 'See dates'],
        infos: [['Getting here', 'U8 Rosenthaler Platz, tram M1 and M8.']],
      },
      tr: {
        district: 'Mitte',
        description: 'Atölyeler, iş buluşmaları ve bilgilendirme etkinlikleri için seminer salonları olan danışmanlık merkezi. Rosenthaler Platz metro istasyonuna (U8) yakın.',
        bullets: ['40 kişiye kadar seminer salonları', 'İşveren hizmeti', 'Almanca, İngilizce ve Arapça danışmanlık'],
        opening: weekdays(WEEKDAYS_TR, ['09.00–17.00', '09.00–17.00', '09.00–17.00', '09.00–17.00', '09.00–14.00']),
        quarterly: ['Bu çeyrekteki atölyeler ve iş buluşmaları', 'Tarihleri görün'],
        infos: [['Ulaşım', 'U8 Rosenthaler Platz, M1 ve M8 numaralı tramvaylar.']],
      },
      ar: {
        district: 'ميته',
        description: 'مركز استشارات مع قاعات ندوات لورش العمل ولقاءات التوظيف والفعاليات الإعلامية. بالقرب من محطة مترو Rosenthaler Platz ‏(U8).',
        bullets: ['قاعات ندوات تتسع لـ40 شخصًا', 'خدمة أصحاب العمل', 'استشارة بالألمانية والإنجليزية والعربية'],
        opening: weekdays(WEEKDAYS_AR, ['9:00–17:00', '9:00–17:00', '9:00–17:00', '9:00–17:00', '9:00–14:00']),
        quarterly: ['ورش العمل ولقاءات التوظيف في هذا الربع', 'اطّلع على المواعيد'],
        infos: [['الوصول', 'مترو U8 محطة Rosenthaler Platz، والترام M1 وM8.']],
      },
    },
  },
  {
    Titel: 'Jobpoint Spandau',
    slug: 'jobpoint-spandau',
    locationId: 'SP',
    street: ['Carl-Schurz-Straße', '8', '13597'],
    phone: '030 555 123 60',
    email: 'spandau@jobpoint.local',
    images: ['city', 'team'],
    texts: {
      de: {
        district: 'Spandau',
        description: 'Beratung in der Spandauer Altstadt, mit Schwerpunkt Handwerk, Logistik und Wiedereinstieg. Direkt am Rathaus Spandau (U7, S-Bahn).',
        bullets: ['Schwerpunkt Handwerk und Logistik', 'Wiedereinstieg nach der Familienzeit', 'Beratung auf Deutsch und Türkisch'],
        opening: weekdays(WEEKDAYS_DE, ['9–16 Uhr', '9–16 Uhr', 'geschlossen', '9–18 Uhr', '9–13 Uhr']),
        quarterly: ['Veranstaltungen in Spandau', 'Zum Programm'],
        infos: [['Anfahrt', 'U7 und S-Bahn Rathaus Spandau.']],
      },
      en: {
        district: 'Spandau',
        description: 'Counselling in Spandau’s old town, focusing on skilled trades, logistics and returning to work. Right by Rathaus Spandau (U7, S-Bahn).',
        bullets: ['Focus on skilled trades and logistics', 'Returning to work after a family break', 'Counselling in German and Turkish'],
        opening: weekdays(WEEKDAYS_EN, ['9 am–4 pm', '9 am–4 pm', 'closed', '9 am–6 pm', '9 am–1 pm']),
        quarterly: ['Events in Spandau', 'To the programme'],
        infos: [['Getting here', 'U7 and S-Bahn Rathaus Spandau.']],
      },
      tr: {
        district: 'Spandau',
        description: 'Spandau’nun eski şehir merkezinde zanaat, lojistik ve işe yeniden dönüş odaklı danışmanlık. Rathaus Spandau’nun hemen yanında (U7, S-Bahn).',
        bullets: ['Zanaat ve lojistik odaklı', 'Aile döneminden sonra işe yeniden dönüş', 'Almanca ve Türkçe danışmanlık'],
        opening: weekdays(WEEKDAYS_TR, ['09.00–16.00', '09.00–16.00', 'kapalı', '09.00–18.00', '09.00–13.00']),
        quarterly: ['Spandau’daki etkinlikler', 'Programa git'],
        infos: [['Ulaşım', 'U7 ve S-Bahn Rathaus Spandau.']],
      },
      ar: {
        district: 'شبانداو',
        description: 'استشارة في البلدة القديمة في شبانداو مع التركيز على الحرف والخدمات اللوجستية والعودة إلى العمل. بجوار Rathaus Spandau مباشرة (U7 وقطار S-Bahn).',
        bullets: ['التركيز على الحرف والخدمات اللوجستية', 'العودة إلى العمل بعد فترة الأسرة', 'استشارة بالألمانية والتركية'],
        opening: weekdays(WEEKDAYS_AR, ['9:00–16:00', '9:00–16:00', 'مغلق', '9:00–18:00', '9:00–13:00']),
        quarterly: ['الفعاليات في شبانداو', 'إلى البرنامج'],
        infos: [['الوصول', 'مترو U7 وقطار S-Bahn محطة Rathaus Spandau.']],
      },
    },
  },
  {
    Titel: 'Online',
    slug: 'online',
    locationId: 'ON',
    street: ['Karl-Marx-Straße', '92', '12043'],
    phone: '030 555 123 40',
    email: 'online@jobpoint.local',
    images: ['online'],
    texts: {
      de: {
        district: 'Digital',
        description: 'Beratung und Veranstaltungen per Video. Den Link erhalten Sie nach der Anmeldung per E-Mail.',
        bullets: ['Teilnahme per Smartphone, Tablet oder PC', 'Keine Installation nötig'],
        opening: [['Montag bis Freitag', '9–18 Uhr']],
        quarterly: ['Online-Termine', 'Alle Online-Termine'],
        infos: [['Technik', 'Ein aktueller Browser mit Kamera und Mikrofon genügt.']],
      },
      en: {
        district: 'Digital',
        description: 'Counselling and events by video. You receive the link by e-mail after registering.',
        bullets: ['Join by smartphone, tablet or PC', 'No installation needed'],
        opening: [['Monday to Friday', '9 am–6 pm']],
        quarterly: ['Online dates', 'All online dates'],
        infos: [['Technology', 'A current browser with camera and microphone is all you need.']],
      },
      tr: {
        district: 'Dijital',
        description: 'Görüntülü danışmanlık ve etkinlikler. Bağlantıyı kayıttan sonra e-posta ile alırsınız.',
        bullets: ['Akıllı telefon, tablet veya bilgisayarla katılım', 'Kurulum gerekmez'],
        opening: [['Pazartesi–Cuma', '09.00–18.00']],
        quarterly: ['Online tarihler', 'Tüm online tarihler'],
        infos: [['Teknik', 'Kamerası ve mikrofonu olan güncel bir tarayıcı yeterlidir.']],
      },
      ar: {
        district: 'رقمي',
        description: 'استشارات وفعاليات عبر الفيديو. يصلك الرابط بالبريد الإلكتروني بعد التسجيل.',
        bullets: ['المشاركة عبر الهاتف الذكي أو الجهاز اللوحي أو الحاسوب', 'لا حاجة إلى تثبيت أي برنامج'],
        opening: [['من الاثنين إلى الجمعة', '9:00–18:00']],
        quarterly: ['المواعيد عبر الإنترنت', 'جميع المواعيد عبر الإنترنت'],
        infos: [['التقنية', 'يكفي متصفح حديث مع كاميرا وميكروفون.']],
      },
    },
  },
];

export const LOCATION_TITLES = LOCATIONS.map((location) => location.Titel);

export function locations(media: MediaIds): Localized<Data>[] {
  return LOCATIONS.map((location) => {
    const build = (t: LocationTexts, slugSuffix: string): Data => ({
      Titel: location.Titel,
      slug: `${location.slug}${slugSuffix}`,
      locationId: location.locationId,
      description: t.description,
      district: t.district,
      phone: location.phone,
      email: location.email,
      chatContact: 'https://wa.me/4930555123499',
      address: address(location.Titel, ...location.street, location.phone, location.email),
      openingTimes: t.opening.map(([day, time]) => ({ day, time })),
      bulletPoints: t.bullets.map((text) => ({ text })),
      images: location.images.map((key) => media[key]),
      mapImage: media.city,
      gallery: location.images.map((key) => media[key]),
      shopImages: [media.shop],
      quarterlyEventsTitle: t.quarterly[0],
      quarterlyEventsButton: button(t.quarterly[1], '/veranstaltungen'),
      locationInfos: t.infos.map(([title, text]) => ({ title, text })),
    });
    // Names and addresses are the same in every language.
    return { de: build(location.texts.de, ''), en: build(location.texts.en, ''), tr: build(location.texts.tr, ''), ar: build(location.texts.ar, '') };
  });
}

type InEveryLanguage = { de: string; en: string; tr: string; ar: string };

/** Slugs are the same in every language (they are the site's filter keys); names are translated. */
export const CATEGORIES: { slug: string; name: InEveryLanguage; description: InEveryLanguage }[] = [
  {
    slug: 'bewerbung',
    name: { de: 'Bewerbung', en: 'Applications', tr: 'Başvuru', ar: 'طلبات العمل' },
    description: { de: 'Anschreiben, Lebenslauf und Vorstellungsgespräch.', en: 'Cover letters, CVs and interviews.', tr: 'Ön yazı, özgeçmiş ve iş görüşmesi.', ar: 'رسالة التقديم والسيرة الذاتية ومقابلة العمل.' },
  },
  {
    slug: 'karriere',
    name: { de: 'Karriere', en: 'Career', tr: 'Kariyer', ar: 'المسار المهني' },
    description: { de: 'Berufswahl, Quereinstieg und Entwicklung.', en: 'Career choice, career change and development.', tr: 'Meslek seçimi, sektör değişikliği ve gelişim.', ar: 'اختيار المهنة وتغيير المجال والتطور المهني.' },
  },
  {
    slug: 'arbeitsrecht',
    name: { de: 'Arbeit & Recht', en: 'Work & law', tr: 'Çalışma ve hukuk', ar: 'العمل والقانون' },
    description: { de: 'Verträge, Arbeitszeit und Rechte im Job.', en: 'Contracts, working hours and rights at work.', tr: 'Sözleşmeler, çalışma süreleri ve işteki haklarınız.', ar: 'العقود وساعات العمل والحقوق في الوظيفة.' },
  },
  {
    slug: 'weiterbildung',
    name: { de: 'Weiterbildung', en: 'Further training', tr: 'Mesleki gelişim', ar: 'التدريب المستمر' },
    description: { de: 'Kurse, Abschlüsse und Bildungsgutscheine.', en: 'Courses, qualifications and training vouchers.', tr: 'Kurslar, diplomalar ve eğitim çekleri.', ar: 'الدورات والمؤهلات وقسائم التدريب.' },
  },
  {
    slug: 'foerderung',
    name: { de: 'Förderung', en: 'Funding', tr: 'Destekler', ar: 'الدعم والتمويل' },
    description: { de: 'Zuschüsse und Programme für Arbeitssuchende und Unternehmen.', en: 'Grants and programmes for job seekers and companies.', tr: 'İş arayanlar ve şirketler için hibeler ve programlar.', ar: 'منح وبرامج للباحثين عن عمل وللشركات.' },
  },
];

export const TAGS: { slug: string; color: string; name: InEveryLanguage }[] = [
  { slug: 'lebenslauf', color: '#B73143', name: { de: 'Lebenslauf', en: 'CV', tr: 'Özgeçmiş', ar: 'السيرة الذاتية' } },
  { slug: 'anschreiben', color: '#1A3A57', name: { de: 'Anschreiben', en: 'Cover letter', tr: 'Ön yazı', ar: 'رسالة التقديم' } },
  { slug: 'vorstellungsgespraech', color: '#2E7D5B', name: { de: 'Vorstellungsgespräch', en: 'Job interview', tr: 'İş görüşmesi', ar: 'مقابلة العمل' } },
  { slug: 'minijob', color: '#C0592B', name: { de: 'Minijob', en: 'Mini job', tr: 'Mini iş', ar: 'وظيفة صغيرة (Minijob)' } },
  { slug: 'ausbildung', color: '#6B4FA0', name: { de: 'Ausbildung', en: 'Apprenticeship', tr: 'Mesleki eğitim', ar: 'التدريب المهني' } },
  { slug: 'quereinstieg', color: '#00838F', name: { de: 'Quereinstieg', en: 'Career change', tr: 'Sektör değişikliği', ar: 'تغيير المجال المهني' } },
  { slug: 'homeoffice', color: '#5D6D7E', name: { de: 'Homeoffice', en: 'Remote work', tr: 'Evden çalışma', ar: 'العمل من المنزل' } },
  { slug: 'gehalt', color: '#AD8A1F', name: { de: 'Gehalt', en: 'Salary', tr: 'Maaş', ar: 'الراتب' } },
  { slug: 'anerkennung', color: '#8E244D', name: { de: 'Anerkennung', en: 'Recognition', tr: 'Denklik', ar: 'الاعتراف بالشهادات' } },
];

export const SOCIAL_BUTTONS = [
  { type: 'facebook', link: 'https://www.facebook.com/jobpointberlin' },
  { type: 'twitter', link: 'https://twitter.com/jobpointberlin' },
  { type: 'youtube', link: 'https://www.youtube.com/@jobpointberlin' },
  { type: 'linkedin', link: 'https://www.linkedin.com/company/jobpoint-berlin' },
];
