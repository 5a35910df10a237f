import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The job board's logic against its own specs: the search in the URL and in words, the loaders and SEO
 * selectors, the job's details and structured data, the result count, the job alert's refusals and pages'
 * addresses, and the job document with its right-to-left text. Left out: the components and their specs
 * (they render through Chakra, whose start-up for every mutant would make a run take hours), the PDF's
 * drawing (`pdf-writer.ts`, `render-job-pdf.ts`: positions, sizes and colours on a page, whose specs check
 * the document and its pages, not each point) and the translations; so is the PDF's spec, which runs in
 * Node (its `@jest-environment` docblock), where Stryker cannot tell which test covers what. Module-level
 * mutants (the URL's parameter names, the lists of filters) would each run every spec and are left out.
 */
const config = libMutationConfig('job-board', [
  'libs/job-board/src/lib/{search,data,format,json-ld,text,alert,alert-pages}/**/*.ts',
  'libs/job-board/src/lib/pdf/{bidi,job-document}.ts',
  '!libs/job-board/src/lib/**/*-resources.ts',
]);

export default {
  ...config,
  ignoreStatic: true,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: ['\\.spec\\.tsx$', 'render-job-pdf\\.spec\\.ts$'] } },
};
