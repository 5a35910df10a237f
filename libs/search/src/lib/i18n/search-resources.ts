import { defineNamespace } from '@jobpoint/i18n';

/** UI strings of the site search, namespace 'search'. */
export const SEARCH_NAMESPACE = 'search';

const de = {
  open: 'Suche öffnen',
  title: 'Suche',
  label: 'Suchbegriff',
  placeholder: 'Suche...',
  clear: 'Löschen',
  cancel: 'Schließen',
  submit: 'Suchen',
  results: 'Suchergebnisse',
  resultCount_one: '{{count}} Ergebnis',
  resultCount_other: '{{count}} Ergebnisse',
  loading: 'Suche läuft …',
  empty: 'Keine Ergebnisse für „{{query}}“.',
  hint: 'Geben Sie einen Suchbegriff ein, zum Beispiel „Bewerbung“.',
  error: 'Die Suche ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
  previousPage: 'Vorherige Ergebnisse',
  nextPage: 'Weitere Ergebnisse',
  page: 'Seite {{page}} von {{pages}}',
  type: { job: 'Job', article: 'Ratgeber', event: 'Veranstaltung', page: 'Seite' },
};

const en = {
  open: 'Open search',
  title: 'Search',
  label: 'Search term',
  placeholder: 'Search...',
  clear: 'Clear',
  cancel: 'Close',
  submit: 'Search',
  results: 'Search results',
  resultCount_one: '{{count}} result',
  resultCount_other: '{{count}} results',
  loading: 'Searching …',
  empty: 'No results for “{{query}}”.',
  hint: 'Enter a search term, for example “application”.',
  error: 'Search is not available right now. Please try again later.',
  previousPage: 'Previous results',
  nextPage: 'More results',
  page: 'Page {{page}} of {{pages}}',
  type: { job: 'Job', article: 'Advice', event: 'Event', page: 'Page' },
};

const tr = {
  open: 'Aramayı aç',
  title: 'Arama',
  label: 'Arama terimi',
  placeholder: 'Ara...',
  clear: 'Temizle',
  cancel: 'Kapat',
  submit: 'Ara',
  results: 'Arama sonuçları',
  resultCount_one: '{{count}} sonuç',
  resultCount_other: '{{count}} sonuç',
  loading: 'Aranıyor …',
  empty: '“{{query}}” için sonuç bulunamadı.',
  hint: 'Bir arama terimi girin, örneğin “başvuru”.',
  error: 'Arama şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  previousPage: 'Önceki sonuçlar',
  nextPage: 'Daha fazla sonuç',
  page: 'Sayfa {{page}} / {{pages}}',
  type: { job: 'İş ilanı', article: 'Rehber', event: 'Etkinlik', page: 'Sayfa' },
};

const ar = {
  open: 'فتح البحث',
  title: 'البحث',
  label: 'كلمة البحث',
  placeholder: 'بحث...',
  clear: 'مسح',
  cancel: 'إغلاق',
  submit: 'بحث',
  results: 'نتائج البحث',
  resultCount_zero: 'لا توجد نتائج',
  resultCount_one: 'نتيجة واحدة',
  resultCount_two: 'نتيجتان',
  resultCount_few: '{{count}} نتائج',
  resultCount_many: '{{count}} نتيجة',
  resultCount_other: '{{count}} نتيجة',
  loading: 'جارٍ البحث …',
  empty: 'لا توجد نتائج لـ «{{query}}».',
  hint: 'أدخل كلمة للبحث، مثلاً «طلب توظيف».',
  error: 'البحث غير متاح حالياً. يرجى المحاولة مرة أخرى لاحقاً.',
  previousPage: 'النتائج السابقة',
  nextPage: 'مزيد من النتائج',
  page: 'الصفحة {{page}} من {{pages}}',
  type: { job: 'وظيفة', article: 'دليل', event: 'فعالية', page: 'صفحة' },
};

export const searchResources = defineNamespace({ de, en, tr, ar });
