import { defineNamespace } from '@jobpoint/i18n';

/** i18next namespace of the home pages' own strings; register `homeResources` under it. */
export const HOME_NAMESPACE = 'home';

export const homeResources = defineNamespace({
  de: {
    eventsTitle: 'Termine',
    allEvents: 'Alle Veranstaltungen',
    noEvents: 'Zurzeit sind keine Veranstaltungen geplant. Schauen Sie bald wieder vorbei.',
    email: 'E-Mail',
    phone: 'Telefon',
    date: 'Datum',
    time: 'Uhrzeit',
    timeValue: '{{time}} Uhr',
    place: 'Ort',
    language: 'Sprache',
    since: 'Seit {{year}}',
    eventKind: { Praesenz: 'Vor Ort', Online: 'Online', Hybrid: 'Vor Ort und online' },
  },
  en: {
    eventsTitle: 'Dates',
    allEvents: 'All events',
    noEvents: 'No events are planned at the moment. Please check back soon.',
    email: 'Email',
    phone: 'Phone',
    date: 'Date',
    time: 'Time',
    timeValue: '{{time}}',
    place: 'Place',
    language: 'Language',
    since: 'Since {{year}}',
    eventKind: { Praesenz: 'In person', Online: 'Online', Hybrid: 'In person and online' },
  },
  tr: {
    eventsTitle: 'Etkinlik tarihleri',
    allEvents: 'Tüm etkinlikler',
    noEvents: 'Şu anda planlanmış bir etkinlik yok. Lütfen yakında tekrar bakın.',
    email: 'E-posta',
    phone: 'Telefon',
    date: 'Tarih',
    time: 'Saat',
    timeValue: 'Saat {{time}}',
    place: 'Yer',
    language: 'Dil',
    since: '{{year}} yılından beri',
    eventKind: { Praesenz: 'Yüz yüze', Online: 'Çevrimiçi', Hybrid: 'Yüz yüze ve çevrimiçi' },
  },
  ar: {
    eventsTitle: 'المواعيد',
    allEvents: 'جميع الفعاليات',
    noEvents: 'لا توجد فعاليات مخطط لها حاليًا. يرجى العودة قريبًا.',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    date: 'التاريخ',
    time: 'الوقت',
    // The time range is isolated left to right, so "10:00–13:00" does not read as "13:00–10:00".
    timeValue: 'الساعة \u2066{{time}}\u2069',
    place: 'المكان',
    language: 'اللغة',
    since: 'منذ عام {{year}}',
    eventKind: { Praesenz: 'حضوريًا', Online: 'عبر الإنترنت', Hybrid: 'حضوريًا وعبر الإنترنت' },
  },
});
