import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The UI kit's logic against its own specs: dates and times for the reader, safe links, headings and
 * their levels, a rich text's headings and its tags, the language in internal links, the hash's scroll
 * position, downloads, a press before the form's code is there, colour contrast, and the functions of
 * component files that are logic (whether a CMS button shows, the JSON-LD serializer, an image's srcset,
 * the pager's pages; their line ranges). Left out: the components (they render through Chakra, whose
 * start-up for every mutant would make a run take hours) with the specs that only render them, the hooks
 * that wire React, the router and the browser to them, the theme (Chakra's tokens and recipes; its spec
 * checks their contrast) and the link texts. Module-level mutants (the patterns, the allowed schemes, the
 * head's inline script) would each run every spec and are left out.
 */
const config = libMutationConfig('ui-kit', [
  'libs/ui-kit/src/content/{format-date,heading-level,markdown-source,rich-text-headings,safe-href}.ts',
  'libs/ui-kit/src/link/{download-file,hash-scroll,with-locale}.ts',
  'libs/ui-kit/src/static/{carried-values,early-press}.ts',
  'libs/ui-kit/src/theme/contrast.ts',
  'libs/ui-kit/src/content/cms-button.tsx:28-34',
  'libs/ui-kit/src/content/json-ld-script.tsx:5-12',
  'libs/ui-kit/src/content/responsive-image.tsx:29-47',
  'libs/ui-kit/src/link/pager.tsx:10-22',
]);

const renderOnly = ['event-card', 'faq-list', 'rich-text', 'link-button', 'phone-link', 'site-link', 'use-online-status', 'code-on-approach', 'on-demand', 'static-region', 'submit-button', 'use-hydrated'];

export default {
  ...config,
  ignoreStatic: true,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: [`/(${renderOnly.join('|')})\\.spec\\.tsx$`] } },
};
