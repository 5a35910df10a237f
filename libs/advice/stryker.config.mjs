import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The Ratgeber's logic against its own specs: the search in the URL, the loaders and SEO selectors, the
 * table of contents and its heading ids, the structured data, the article's image and a tag's colours
 * (`tagColors`, the lines of `tag-badge.tsx` before its component). The components render through Chakra,
 * whose start-up for every mutant would make a run take hours, so they are left out; the translations are
 * text. Module-level mutants (the URL's parameter names, the slug's pattern) would each run every spec and
 * are left out.
 */
const config = libMutationConfig('advice', [
  'libs/advice/src/lib/{search,toc,json-ld,data}/**/*.ts',
  'libs/advice/src/lib/components/article-image.ts',
  'libs/advice/src/lib/components/tag-badge.tsx:11-15',
]);

export default { ...config, ignoreStatic: true };
