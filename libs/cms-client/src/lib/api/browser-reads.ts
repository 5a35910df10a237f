/**
 * The CMS content types the browser reads besides the pages' single types (`SITE_PAGES`) and the
 * widgets' content (`CONTENT_WIDGETS`): the layout every page shows, and the lists and labels of the
 * pages with a module of their own. The gateway forwards `/cms` requests for exactly these, the pages'
 * and the widgets' (apps/gateway `cms-allow-list.ts`); `browser-reads.spec.ts` checks the table against
 * the requests this library makes.
 */
export const CMS_BROWSER_READS = {
  /** layout/, newsletter/get-mini-newsletter.ts */
  layout: ['footer', 'notification', 'social-buttons', 'navigation-erweiterung', 'mini-newsletter'],
  /** job-board/ */
  jobDetail: ['jobboerse-detail-seite'],
  /** events/ */
  events: ['veranstaltungens', 'anmeldung', 'veranstaltungen-formate', 'sprachen'],
  /** articles/ */
  advice: ['articles', 'tags', 'categories'],
  /** pages/editor-page.ts: the editors' own pages, read by slug. */
  editorPages: ['seiten'],
} as const satisfies Record<string, readonly string[]>;
