#!/usr/bin/env node
/**
 * Precision@3 of a running search service on the relevance set (apps/search-service/src/relevance/
 * relevance-set.json): for each query, in its language, the request the site's search box sends, and
 * whether one of the first three hits is the one meant (its title or name begins with an expected
 * one). Prints the share of queries answered, overall, per language and per kind, and the misses.
 *
 *   node tools/bench/search-relevance.mjs [--url http://127.0.0.1:4320]
 *
 * The set's expected hits are the demo content's (jobs service and content service seeds), so the
 * service should index those. Credentials: SEARCH_APP_ID and SEARCH_API_KEY (local defaults).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { url: { type: 'string', default: process.env.SEARCH_URL ?? 'http://127.0.0.1:4320' } },
});

const DEPTH = 3;
const cases = JSON.parse(
  readFileSync(new URL('../../apps/search-service/src/relevance/relevance-set.json', import.meta.url), 'utf8'),
);
const appId = process.env.SEARCH_APP_ID ?? 'JOBPOINTLOCAL';
const apiKey = process.env.SEARCH_API_KEY ?? 'local-search-only-key';
const endpoint = `${values.url.replace(/\/+$/, '')}/1/indexes/*/queries?x-algolia-application-id=${encodeURIComponent(appId)}&x-algolia-api-key=${encodeURIComponent(apiKey)}`;

async function firstNames({ query, locale }) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({
      requests: [
        {
          indexName: 'jobpoint',
          query,
          hitsPerPage: 5,
          attributesToSnippet: ['name:10', 'content:35', 'type:10', 'description:35'],
          facetFilters: [[`language:${locale}`]],
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`${values.url} answered ${response.status}: ${await response.text()}`);
  const { results } = await response.json();
  return results[0].hits.map((hit) => hit.title ?? hit.name ?? '');
}

const tally = new Map();
function count(group, answered) {
  const entry = tally.get(group) ?? { answered: 0, total: 0 };
  entry.answered += answered ? 1 : 0;
  entry.total += 1;
  tally.set(group, entry);
}

const misses = [];
try {
  for (const item of cases) {
    const names = await firstNames(item);
    const answered = names.slice(0, DEPTH).some((name) => item.expect.some((expected) => name.startsWith(expected)));
    count('all', answered);
    count(`language ${item.locale}`, answered);
    count(`kind ${item.kind}`, answered);
    if (!answered)
      misses.push(`${item.locale} "${item.query}" (${item.kind}): ${names.slice(0, DEPTH).join(' | ') || 'no hits'}`);
  }
} catch (error) {
  console.error(`search service not usable: ${error.message}`);
  process.exit(1);
}

console.info(`search service at ${values.url}: ${cases.length} queries, precision@${DEPTH}`);
for (const [group, { answered, total }] of tally) {
  console.info(`${group.padEnd(26)} ${(answered / total).toFixed(3)}  (${answered}/${total})`);
}
if (misses.length > 0) console.info(`\nmissed:\n${misses.join('\n')}`);
