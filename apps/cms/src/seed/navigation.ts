import type { Core } from '@strapi/strapi';

import { LOCALES, type Locale } from './strapi-documents';

type Titles = Record<Locale, string>;

interface NavItem {
  title: Titles;
  /** Path segment relative to the parent ('' = the root route); absent for external items. */
  path?: string;
  externalPath?: string;
  key: string;
  items?: NavItem[];
}

/**
 * Groups that collect pages from different top-level routes are WRAPPER items with path '/', so the
 * plugin renders their children with absolute paths ('/' + child path).
 */
const GROUP_PATH = '/';

const JOB_SEEKERS: NavItem[] = [
  { key: 'start', path: '/', title: { de: 'Startseite', en: 'Home', tr: 'Ana sayfa', ar: 'الرئيسية' } },
  {
    key: 'beratung',
    path: 'beratung',
    title: { de: 'Beratung', en: 'Counselling', tr: 'Danışmanlık', ar: 'الاستشارة' },
    items: [
      { key: 'avgs', path: 'avgs', title: { de: 'AVGS-Coaching', en: 'AVGS coaching', tr: 'AVGS koçluğu', ar: 'تدريب AVGS' } },
      {
        key: 'bewerbungsberatung',
        path: 'bewerbungsberatung',
        title: { de: 'Bewerbungsberatung', en: 'Application counselling', tr: 'Başvuru danışmanlığı', ar: 'استشارة طلبات العمل' },
      },
    ],
  },
  {
    key: 'veranstaltungen',
    path: 'veranstaltungen',
    title: { de: 'Veranstaltungen', en: 'Events', tr: 'Etkinlikler', ar: 'الفعاليات' },
    items: [
      { key: 'latest', path: 'latest', title: { de: 'Nächste Veranstaltung', en: 'Next event', tr: 'Sıradaki etkinlik', ar: 'الفعالية القادمة' } },
    ],
  },
  {
    key: 'job-boerse',
    path: 'job-boerse',
    title: { de: 'Jobbörse', en: 'Job board', tr: 'İş ilanları', ar: 'بورصة الوظائف' },
    items: [{ key: 'merkliste', path: 'merkliste', title: { de: 'Merkliste', en: 'Saved jobs', tr: 'Kaydedilenler', ar: 'الوظائف المحفوظة' } }],
  },
  { key: 'ratgeber', path: 'ratgeber', title: { de: 'Ratgeber', en: 'Advice', tr: 'Rehber', ar: 'نصائح' } },
  { key: 'messe', path: 'shop-a-job-messe', title: { de: 'Shop a Job Messe', en: 'Shop a Job fair', tr: 'Shop a Job fuarı', ar: 'معرض Shop a Job' } },
  {
    key: 'service',
    path: GROUP_PATH,
    title: { de: 'Service', en: 'Service', tr: 'Hizmetler', ar: 'الخدمات' },
    items: [
      { key: 'ladengeschaeft', path: 'ladengeschaeft', title: { de: 'Ladengeschäft', en: 'Our shop', tr: 'Mağazamız', ar: 'متجرنا' } },
      { key: 'foerderung', path: 'foerderung', title: { de: 'Förderung', en: 'Funding', tr: 'Destekler', ar: 'الدعم المالي' } },
      { key: 'downloads', path: 'downloads', title: { de: 'Downloads', en: 'Downloads', tr: 'İndirmeler', ar: 'التنزيلات' } },
      { key: 'faq', path: 'faq', title: { de: 'FAQ', en: 'FAQ', tr: 'SSS', ar: 'الأسئلة الشائعة' } },
      { key: 'newsletter', path: 'newsletter', title: { de: 'Newsletter', en: 'Newsletter', tr: 'Bülten', ar: 'النشرة الإخبارية' } },
      { key: 'einfache-sprache', path: 'einfache-sprache', title: { de: 'Einfache Sprache', en: 'Plain language', tr: 'Sade dil', ar: 'لغة مبسطة' } },
      {
        key: 'arbeitsagentur',
        externalPath: 'https://www.arbeitsagentur.de/',
        title: { de: 'Bundesagentur für Arbeit', en: 'Federal Employment Agency', tr: 'Federal İş Ajansı', ar: 'الوكالة الاتحادية للعمل' },
      },
    ],
  },
  {
    key: 'ueber-uns',
    path: 'ueber-uns',
    title: { de: 'Über uns', en: 'About us', tr: 'Hakkımızda', ar: 'من نحن' },
  },
  { key: 'kontakt', path: 'kontakt', title: { de: 'Kontakt', en: 'Contact', tr: 'İletişim', ar: 'اتصل بنا' } },
];

const LEGAL: NavItem = {
  key: 'rechtliches',
  path: GROUP_PATH,
  title: { de: 'Rechtliches', en: 'Legal', tr: 'Yasal', ar: 'معلومات قانونية' },
  items: [
    { key: 'impressum', path: 'impressum', title: { de: 'Impressum', en: 'Legal notice', tr: 'Künye', ar: 'بيانات النشر' } },
    { key: 'datenschutz', path: 'datenschutzerklaerung', title: { de: 'Datenschutzerklärung', en: 'Privacy policy', tr: 'Gizlilik politikası', ar: 'سياسة الخصوصية' } },
    { key: 'cookies', path: 'cookie-bestimmungen', title: { de: 'Cookie-Bestimmungen', en: 'Cookie policy', tr: 'Çerez politikası', ar: 'سياسة ملفات تعريف الارتباط' } },
    { key: 'nutzungshinweise', path: 'nutzungshinweise', title: { de: 'Nutzungshinweise', en: 'Usage notes', tr: 'Kullanım notları', ar: 'ملاحظات الاستخدام' } },
    {
      key: 'nutzungsbedingungen',
      path: 'jobboerse-nutzungsbedingungen',
      title: { de: 'Nutzungsbedingungen Jobbörse', en: 'Job board terms of use', tr: 'İş ilanları kullanım koşulları', ar: 'شروط استخدام بورصة الوظائف' },
    },
  ],
};

const EMPLOYERS: NavItem[] = [
  { key: 'start', path: 'arbeitgebende', title: { de: 'Startseite', en: 'Home', tr: 'Ana sayfa', ar: 'الرئيسية' } },
  {
    key: 'angebote',
    path: GROUP_PATH,
    title: { de: 'Unser Angebot', en: 'What we offer', tr: 'Hizmetlerimiz', ar: 'خدماتنا' },
    items: [
      { key: 'jb-anleitung', path: 'jobboerse-anleitung', title: { de: 'Jobbörse-Anleitung', en: 'Job board guide', tr: 'İş ilanı rehberi', ar: 'دليل بورصة الوظائف' } },
      { key: 'messe', path: 'shop-a-job-messe', title: { de: 'Shop a Job Messe', en: 'Shop a Job fair', tr: 'Shop a Job fuarı', ar: 'معرض Shop a Job' } },
      { key: 'foerderung', path: 'foerderung', title: { de: 'Förderung', en: 'Funding', tr: 'Destekler', ar: 'الدعم المالي' } },
      { key: 'downloads', path: 'downloads', title: { de: 'Downloads', en: 'Downloads', tr: 'İndirmeler', ar: 'التنزيلات' } },
    ],
  },
  { key: 'veranstaltungen', path: 'veranstaltungen', title: { de: 'Veranstaltungen', en: 'Events', tr: 'Etkinlikler', ar: 'الفعاليات' } },
  { key: 'job-boerse', path: 'job-boerse', title: { de: 'Jobbörse', en: 'Job board', tr: 'İş ilanları', ar: 'بورصة الوظائف' } },
  { key: 'ueber-uns', path: 'ueber-uns', title: { de: 'Über uns', en: 'About us', tr: 'Hakkımızda', ar: 'من نحن' } },
  { key: 'kontakt', path: 'kontakt', title: { de: 'Kontakt', en: 'Contact', tr: 'İletişim', ar: 'اتصل بنا' } },
  {
    key: 'arbeitgeberservice',
    externalPath: 'https://www.arbeitsagentur.de/unternehmen',
    title: { de: 'Arbeitgeber-Service der BA', en: 'Employer service (BA)', tr: 'İşveren hizmeti (BA)', ar: 'خدمة أصحاب العمل' },
  },
];

export const NAVIGATIONS = [
  { name: 'Arbeitssuchende', slug: 'arbeitssuchende', items: [...JOB_SEEKERS, LEGAL] },
  { name: 'Arbeitgebende', slug: 'arbeitgebende', items: [...EMPLOYERS, LEGAL] },
] as const;

function toPluginItem(item: NavItem, locale: Locale, order: number, audience: string): Record<string, unknown> {
  const external = item.externalPath !== undefined;
  const wrapper = item.path === GROUP_PATH && item.items !== undefined;
  return {
    title: item.title[locale],
    type: external ? 'EXTERNAL' : wrapper ? 'WRAPPER' : 'INTERNAL',
    path: external ? undefined : item.path,
    externalPath: item.externalPath,
    uiRouterKey: `${audience}-${item.key}`,
    menuAttached: true,
    order,
    collapsed: false,
    items: (item.items ?? []).map((child, index) => toPluginItem(child, locale, index + 1, audience)),
  };
}

/**
 * One navigation per audience, created through the plugin's admin service (which also creates the
 * other locales), then filled per locale. Skipped when the navigation's slug already exists.
 */
export async function seedNavigations(strapi: Core.Strapi): Promise<void> {
  const admin = strapi.plugin('navigation').service('admin');
  const masters = strapi.documents('plugin::navigation.navigation');
  const all = await masters.findMany({ locale: '*', limit: 1000 } as never);
  for (const navigation of NAVIGATIONS) {
    if (all.some((entry) => (entry as { slug?: string }).slug === navigation.slug)) continue;
    const created = await admin.post({ payload: { name: navigation.name, visible: true }, auditLog: undefined });
    for (const locale of LOCALES) {
      await admin.put({
        auditLog: undefined,
        payload: {
          documentId: created.documentId,
          locale,
          name: navigation.name,
          visible: true,
          items: navigation.items.map((item, index) => toPluginItem(item, locale, index + 1, navigation.slug)),
        },
      });
    }
  }
  // The plugin creates an empty default navigation on first boot (in whatever locale was the default
  // then); the site does not use it. It has no items, so removing its documents is enough.
  const unused = all.filter((entry) => (entry as { slug?: string }).slug === 'navigation');
  for (const documentId of new Set(unused.map((entry) => entry.documentId))) {
    await masters.delete({ documentId, locale: '*' } as never);
  }
}

const LINKABLE_SETTINGS = ['contentTypesNameFields', 'pathDefaultFields'] as const;

type NavigationSettings = { contentTypes: string[] } & Record<(typeof LINKABLE_SETTINGS)[number], Record<string, unknown>>;

/**
 * The plugin keeps its settings in its store and reads config/plugins.ts only for an empty store (or
 * "restore defaults" in its settings), so a database from before the editors' pages would not offer them
 * as link targets. This adds the content types of config/plugins.ts, with their name and path fields, to
 * the stored settings when they are missing; the other settings stay. Returns true when the settings
 * changed.
 */
export async function ensureLinkableContentTypes(strapi: Core.Strapi): Promise<boolean> {
  const plugin = strapi.plugin('navigation');
  const store = strapi.store({ type: 'plugin', name: 'navigation' });
  const stored = (await store.get({ key: 'config' })) as NavigationSettings | null;
  const wanted = (plugin.config('contentTypes') ?? []) as string[];
  const missing = wanted.filter((uid) => !stored?.contentTypes.includes(uid));
  if (!stored || missing.length === 0) return false;
  const next: NavigationSettings = { ...stored, contentTypes: [...stored.contentTypes, ...missing] };
  for (const setting of LINKABLE_SETTINGS) {
    const configured = (plugin.config(setting) ?? {}) as Record<string, unknown>;
    next[setting] = { ...stored[setting], ...Object.fromEntries(missing.filter((uid) => configured[uid]).map((uid) => [uid, configured[uid]])) };
  }
  await store.set({ key: 'config', value: next });
  return true;
}
