import { DEFAULT_LOCALE, escapeHtml, localeDirection, LOCALE_QUERY_PARAM, urlLocaleOf, type Locale } from '@jobpoint/i18n';
import { ROUTES } from '@jobpoint/site-routes';

/** The job seekers' brand red (ui-kit's BRAND_RED; importing ui-kit would bundle its components into the worker). */
const BRAND_RED = '#B73143';

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
  return urlLocaleOf(url) ?? DEFAULT_LOCALE;
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
  const link = `color:${BRAND_RED};font-weight:600;display:inline-block;padding:0.5rem 0;min-height:44px;box-sizing:border-box`;
  return (
    `<!DOCTYPE html><html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(texts.title)} – jobpoint berlin</title></head>` +
    '<body style="margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff">' +
    '<main style="max-width:40rem;margin:0 auto;padding:2rem 1rem">' +
    `<p style="font-size:1.5rem;margin:0 0 2rem" dir="ltr"><span style="font-weight:800;color:${BRAND_RED}">jobpoint</span> <span style="font-weight:600">berlin</span></p>` +
    `<h1 style="font-size:1.75rem;margin:0 0 1rem">${escapeHtml(texts.title)}</h1>` +
    `<p style="margin:0 0 1rem">${escapeHtml(texts.text)}</p>` +
    '<ul style="list-style:none;margin:0;padding:0">' +
    `<li><a style="${link}" href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(texts.retry)}</a></li>` +
    `<li><a style="${link}" href="${escapeHtml(bookmarks)}">${escapeHtml(texts.bookmarks)}</a></li>` +
    '</ul></main></body></html>'
  );
}
