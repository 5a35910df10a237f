import { DEFAULT_LOCALE, escapeHtml, isLocale, LOCALE_QUERY_PARAM, LOCALES, localeDirection, type Locale } from '@jobpoint/i18n';

/**
 * The gateway's own pages, for when the site's pages cannot be rendered: plain HTML without the apps'
 * code or styles, so they show whatever failed. Never indexed.
 */
function fallbackPage(lang: string, title: string, heading: string, text: string, linkText: string, href = '/'): string {
  const dir = localeDirection(isLocale(lang) ? lang : DEFAULT_LOCALE);
  return `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem">` +
    `<main><h1>${heading}</h1>${text ? `<p>${text}</p>` : ''}<p><a href="${escapeHtml(href)}">${linkText}</a></p></main></body></html>`;
}

const FORM_WITHOUT_SCRIPT: Record<Locale, [title: string, heading: string, text: string, back: string]> = {
  de: [
    'Formular nicht gesendet',
    'Ihre Angaben wurden nicht gesendet',
    'Dieses Formular braucht JavaScript. Bitte schalten Sie JavaScript in Ihrem Browser ein und senden Sie das Formular noch einmal.',
    'Zurück zum Formular',
  ],
  en: [
    'Form not sent',
    'Your details were not sent',
    'This form needs JavaScript. Please turn on JavaScript in your browser and send the form again.',
    'Back to the form',
  ],
  tr: [
    'Form gönderilmedi',
    'Bilgileriniz gönderilmedi',
    'Bu form JavaScript gerektirir. Lütfen tarayıcınızda JavaScript’i açın ve formu yeniden gönderin.',
    'Forma geri dön',
  ],
  ar: [
    'لم يُرسَل النموذج',
    'لم تُرسَل بياناتك',
    'يحتاج هذا النموذج إلى JavaScript. يرجى تفعيل JavaScript في متصفحك وإرسال النموذج مرة أخرى.',
    'العودة إلى النموذج',
  ],
};

/**
 * A site form sent by the browser itself, with scripts off: the forms post JSON through their code, so
 * nothing was sent (ADR 065). Says so in the visitor's language and leads back to the form's page.
 */
export function formWithoutScriptPage(locale: Locale, formPage: string): string {
  const [title, heading, text, back] = FORM_WITHOUT_SCRIPT[locale];
  return fallbackPage(locale, title, heading, text, back, formPage);
}

type FallbackTexts = Record<Locale, [title: string, heading: string, text: string, home: string]>;

/** A page in each language, written once: an error answer costs the gateway no work. */
function pagesByLocale(texts: FallbackTexts): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const [title, heading, text, home] = texts[locale];
      return [locale, fallbackPage(locale, title, heading, text, home, locale === DEFAULT_LOCALE ? '/' : `/?${LOCALE_QUERY_PARAM}=${locale}`)];
    }),
  ) as Record<Locale, string>;
}

/** The last resort when a page cannot be rendered at all: the error page itself failed. */
export const RENDER_FAILURE_PAGES = pagesByLocale({
  de: ['Ein Fehler ist aufgetreten', 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', '', 'Zur Startseite'],
  en: ['An error occurred', 'An error occurred while showing the error page', '', 'Home page'],
  tr: ['Bir hata oluştu', 'Hata sayfası gösterilirken bir hata oluştu', '', 'Ana sayfa'],
  ar: ['حدث خطأ', 'حدث خطأ أثناء عرض صفحة الخطأ', '', 'الصفحة الرئيسية'],
});

/** A render that did not finish in time, because a service the page needs does not answer. */
export const RENDER_TIMEOUT_PAGES = pagesByLocale({
  de: [
    'Seite gerade nicht verfügbar',
    'Diese Seite ist gerade nicht verfügbar',
    'Ein Dienst antwortet zurzeit nicht. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    'Zur Startseite',
  ],
  en: [
    'Page not available right now',
    'This page is not available right now',
    'A service is not answering at the moment. Please try again in a few minutes.',
    'To the home page',
  ],
  tr: [
    'Sayfa şu anda kullanılamıyor',
    'Bu sayfa şu anda kullanılamıyor',
    'Bir hizmet şu anda yanıt vermiyor. Lütfen birkaç dakika sonra yeniden deneyin.',
    'Ana sayfaya git',
  ],
  ar: [
    'الصفحة غير متاحة حاليًا',
    'هذه الصفحة غير متاحة حاليًا',
    'إحدى الخدمات لا تستجيب في الوقت الحالي. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
    'إلى الصفحة الرئيسية',
  ],
});

/** A render the gateway did not start because it is busy rendering other pages (503, load shedding). */
export const RENDER_SHED_PAGES = pagesByLocale({
  de: [
    'Seite gerade nicht verfügbar',
    'Die Website ist gerade stark besucht',
    'Diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es in einigen Sekunden noch einmal.',
    'Zur Startseite',
  ],
  en: [
    'Page not available right now',
    'The website is very busy right now',
    'This page cannot be shown right now. Please try again in a few seconds.',
    'To the home page',
  ],
  tr: [
    'Sayfa şu anda kullanılamıyor',
    'Web sitesi şu anda çok yoğun',
    'Bu sayfa şu anda gösterilemiyor. Lütfen birkaç saniye sonra yeniden deneyin.',
    'Ana sayfaya git',
  ],
  ar: [
    'الصفحة غير متاحة حاليًا',
    'الموقع مزدحم جدًا في الوقت الحالي',
    'لا يمكن عرض هذه الصفحة الآن. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    'إلى الصفحة الرئيسية',
  ],
});
