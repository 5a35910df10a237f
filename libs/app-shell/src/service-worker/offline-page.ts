import { DEFAULT_LOCALE, localeDirection, LOCALE_QUERY_PARAM, LOCALES, type Locale } from '@jobpoint/i18n';
import { ROUTES } from '@jobpoint/site-routes';

const TEXTS: Record<Locale, { title: string; text: string; retry: string; bookmarks: string }> = {
  de: {
    title: 'Keine Internetverbindung',
    text: 'Diese Seite ist auf diesem Gerät nicht gespeichert. Seiten, die Sie schon besucht haben, und Ihre Merkliste können Sie auch ohne Verbindung öffnen.',
    retry: 'Erneut versuchen',
    bookmarks: 'Zur Merkliste',
  },
  en: {
    title: 'No internet connection',
    text: 'This page is not saved on this device. Pages you have already visited and your saved jobs open without a connection too.',
    retry: 'Try again',
    bookmarks: 'Go to your saved jobs',
  },
  tr: {
    title: 'İnternet bağlantısı yok',
    text: 'Bu sayfa bu cihazda kayıtlı değil. Daha önce ziyaret ettiğiniz sayfaları ve kaydedilen ilanlarınızı bağlantı olmadan da açabilirsiniz.',
    retry: 'Tekrar dene',
    bookmarks: 'Kaydedilen ilanlara git',
  },
  ar: {
    title: 'لا يوجد اتصال بالإنترنت',
    text: 'هذه الصفحة غير محفوظة على هذا الجهاز. يمكنك فتح الصفحات التي زرتها من قبل والوظائف المحفوظة حتى بدون اتصال.',
    retry: 'حاول مرة أخرى',
    bookmarks: 'إلى الوظائف المحفوظة',
  },
};

/** The language of a page address (`?locale=`), German when it names none or one the site does not have. */
export function offlinePageLocale(url: URL): Locale {
  const requested = url.searchParams.get(LOCALE_QUERY_PARAM);
  return (LOCALES as readonly string[]).includes(requested ?? '') ? (requested as Locale) : DEFAULT_LOCALE;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * What the service worker shows for a page that is neither reachable nor kept on the device: a notice in
 * the page's language, a link to load it again, and one to the Merkliste, which always opens offline.
 */
export function offlinePageHtml(url: URL): string {
  const locale = offlinePageLocale(url);
  const texts = TEXTS[locale];
  const bookmarks =
    locale === DEFAULT_LOCALE ? ROUTES.bookmarks : `${ROUTES.bookmarks}?${LOCALE_QUERY_PARAM}=${locale}`;
  const link = 'color:#b00020;font-weight:600;display:inline-block;padding:0.75rem 0;min-height:44px';
  return (
    `<!DOCTYPE html><html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(texts.title)} – jobpoint berlin</title></head>` +
    '<body style="margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff">' +
    '<main style="max-width:40rem;margin:0 auto;padding:2rem 1rem">' +
    '<p style="font-weight:800;font-size:1.5rem;margin:0 0 2rem" dir="ltr">jobpoint <span style="font-weight:600">berlin</span></p>' +
    `<h1 style="font-size:1.75rem;margin:0 0 1rem">${escapeHtml(texts.title)}</h1>` +
    `<p>${escapeHtml(texts.text)}</p>` +
    `<p><a style="${link}" href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(texts.retry)}</a></p>` +
    `<p><a style="${link}" href="${escapeHtml(bookmarks)}">${escapeHtml(texts.bookmarks)}</a></p>` +
    '</main></body></html>'
  );
}
