/**
 * Writes src/search/seed-synonyms.json, the synonyms a new CMS database starts with: the search service's
 * seed list (apps/search-service/src/synonyms/seed-synonyms.ts) and, where it exists, the occupation
 * vocabulary (apps/search-service/src/synonyms/occupation-vocabulary.json), by language. The CMS is
 * built and deployed without the search service's sources, so they are copied here; a test fails when
 * the copy is behind them. Run from apps/cms: `node scripts/generate-search-synonyms.mjs`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const synonymsDir = join(root, '../search-service/src/synonyms');

const bundled = await build({ entryPoints: [join(synonymsDir, 'seed-synonyms.ts')], bundle: true, write: false, format: 'esm', platform: 'node' });
const { SEED_SYNONYMS } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const vocabularyFile = join(synonymsDir, 'occupation-vocabulary.json');
const vocabulary = existsSync(vocabularyFile) ? JSON.parse(readFileSync(vocabularyFile, 'utf8')) : [];

const LOCALES = ['de', 'en', 'tr', 'ar'];
/**
 * The language a synonym is listed under in the admin: its id's prefix (`de-minijob`); an occupation's
 * names in all four languages are one synonym, listed under German, the default language.
 */
const localeOf = (synonym) => LOCALES.find((locale) => synonym.objectID.startsWith(`${locale}-`)) ?? 'de';
/** As the CMS stores it: Algolia's object with the one-way type spelled as Strapi's enumeration has it. */
const stored = ({ objectID, type, input, synonyms }) => ({
  objectID,
  type: type === 'synonym' ? 'synonym' : 'oneWaySynonym',
  ...(input === undefined ? {} : { input }),
  synonyms,
});

const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, []]));
for (const synonym of [...SEED_SYNONYMS, ...vocabulary]) {
  byLocale[localeOf(synonym)].push(stored(synonym));
}
writeFileSync(join(root, 'src/search/seed-synonyms.json'), `${JSON.stringify(byLocale, null, 2)}\n`);
console.log(`wrote ${Object.values(byLocale).flat().length} synonyms`);
