import { readFileSync } from 'node:fs';
import Validator, { type StructuredDataIssue } from '@adobe/structured-data-validator';
import { GOOGLE_RICH_RESULT_RULES } from './google-rich-result-rules';

export type { StructuredDataIssue };

export interface StructuredDataOptions {
  /**
   * Recommended fields that must be present: their "Missing field" warnings fail the check like errors.
   * Names as the validator reports them (`'validThrough'`, `'baseSalary'`, `'offers'` …).
   */
  recommended?: readonly string[];
}

/**
 * Environment variable naming a local copy of the schema.org vocabulary
 * (`schemaorg-all-https.jsonld`). The validator package does not ship it and tests run without a
 * network: without the file only Google's rich-result rules are checked; with it, unknown types are
 * errors and properties schema.org does not define are reported as warnings too.
 */
export const SCHEMA_ORG_VOCABULARY_ENV = 'SCHEMA_ORG_VOCABULARY';

function schemaOrgVocabulary(): unknown {
  const file = process.env[SCHEMA_ORG_VOCABULARY_ENV];
  return file ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The blocks of a page's `<script type="application/ld+json">`, grouped by type as the validator expects. */
function byType(blocks: readonly unknown[]): Record<string, unknown[]> {
  const grouped: Record<string, unknown[]> = {};
  for (const block of blocks) {
    // Serialised and read back exactly as a crawler sees it: undefined values vanish, dates become strings.
    const items = [JSON.parse(JSON.stringify(block)) as Record<string, unknown>].flatMap((item) =>
      Array.isArray(item['@graph']) ? (item['@graph'] as Record<string, unknown>[]) : [item],
    );
    for (const item of items) {
      const type = [item['@type']].flat()[0];
      const key = typeof type === 'string' ? type : 'untyped';
      (grouped[key] ??= []).push(item);
    }
  }
  return grouped;
}

function createValidator(): Validator {
  const validator = new Validator(schemaOrgVocabulary());
  for (const [type, rules] of Object.entries(GOOGLE_RICH_RESULT_RULES)) {
    validator.registeredHandlers[type] = [...(validator.registeredHandlers[type] ?? []), rules];
  }
  return validator;
}

function describeIssue(issue: StructuredDataIssue): string {
  const where = (issue.path ?? [])
    .map((step) => step.property ?? step.type)
    .filter(Boolean)
    .join(' › ');
  return `${issue.severity} ${where}: ${issue.issueMessage}`;
}

/**
 * Checks JSON-LD the way Google's rich-results test does, with `@adobe/structured-data-validator` and
 * Google's rules for the types it lacks (Event, Article/BlogPosting, FAQPage: `google-rich-result-rules.ts`),
 * and throws (failing the test) with every problem listed when one is found: any ERROR (a required field
 * missing or of the wrong type, an invalid value), and the "missing" warning of each field named in
 * `options.recommended`.
 *
 * Pass what a page writes into its `<script type="application/ld+json">` elements (one object, an
 * object with `@graph`, or several blocks as an array). Works offline; see `SCHEMA_ORG_VOCABULARY_ENV`
 * for the schema.org vocabulary check.
 *
 * @example
 *   await expectValidStructuredData(buildJobPosting(job, options), { recommended: ['validThrough', 'baseSalary'] });
 * @returns the remaining warnings (optional fields the data leaves out), for assertions of their own.
 */
export async function expectValidStructuredData(
  jsonLd: unknown,
  { recommended = [] }: StructuredDataOptions = {},
): Promise<StructuredDataIssue[]> {
  const blocks = Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  if (blocks.length === 0) throw new Error('No structured data to check');
  const issues = await createValidator().validate({ jsonld: byType(blocks) });
  const isRequiredRecommendation = (issue: StructuredDataIssue) =>
    issue.severity === 'WARNING' &&
    /^Missing field/.test(issue.issueMessage) &&
    (issue.fieldNames ?? []).some((field) => recommended.includes(field));
  const failures = issues.filter((issue) => issue.severity === 'ERROR' || isRequiredRecommendation(issue));
  if (failures.length > 0) {
    throw new Error(`Structured data is not valid:\n${failures.map(describeIssue).join('\n')}`);
  }
  return issues.filter((issue) => issue.severity === 'WARNING');
}
