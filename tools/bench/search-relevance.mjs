#!/usr/bin/env node
/**
 * Precision@3 of running search services on the two relevance sets of apps/search-service/src/relevance:
 * the tuning set (relevance-set.json), which the engine's rules and synonyms were tuned on, and the
 * held-out set (held-out-set.json), which they never were. For each query, in its language, the request
 * the site's search box sends, and whether one of the first three hits is the one meant (its title or
 * name begins with an expected one). Prints the share of queries answered per set, overall, per language
 * and per kind, with a column per service, and each service's misses.
 *
 *   node tools/bench/search-relevance.mjs [--url http://127.0.0.1:4320] [--before http://127.0.0.1:4332]
 *
 * With --before (a build of the service before a change, on its own port), the two are compared in one
 * run, and the tuning set's queries that the change lost are listed. The sets' expected hits are the demo
 * content's (jobs service and content service seeds), so both services should index those.
 * Credentials: SEARCH_APP_ID and SEARCH_API_KEY (local defaults).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SEARCH_URL ?? 'http://127.0.0.1:4320' },
    before: { type: 'string' },
  },
});

const DEPTH = 3;
const readSet = (file) =>
  JSON.parse(readFileSync(new URL(`../../apps/search-service/src/relevance/${file}`, import.meta.url), 'utf8'));
const SETS = [
  { name: 'tuning set', cases: readSet('relevance-set.json') },
  { name: 'held-out set', cases: readSet('held-out-set.json') },
];
const appId = process.env.SEARCH_APP_ID ?? 'JOBPOINTLOCAL';
const apiKey = process.env.SEARCH_API_KEY ?? 'local-search-only-key';
const services = [
  ...(values.before ? [{ label: 'before', url: values.before }] : []),
  { label: 'now', url: values.url },
];

async function firstNames(url, { query, locale }) {
  const endpoint = `${url.replace(/\/+$/, '')}/1/indexes/*/queries?x-algolia-application-id=${encodeURIComponent(appId)}&x-algolia-api-key=${encodeURIComponent(apiKey)}`;
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
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const { results } = await response.json();
  return results[0].hits.map((hit) => hit.title ?? hit.name ?? '');
}

/** Per service: which cases it answers, and the first hits of those it does not. */
async function run(service, cases) {
  const answered = [];
  const misses = [];
  for (const item of cases) {
    const names = await firstNames(service.url, item);
    const ok = names.slice(0, DEPTH).some((name) => item.expect.some((expected) => name.startsWith(expected)));
    answered.push(ok);
    if (!ok)
      misses.push(`${item.locale} "${item.query}" (${item.kind}): ${names.slice(0, DEPTH).join(' | ') || 'no hits'}`);
  }
  return { answered, misses };
}

function share(cases, answered, keep) {
  const picked = cases.map((item, i) => [item, answered[i]]).filter(([item]) => keep(item));
  const hits = picked.filter(([, ok]) => ok).length;
  return `${(hits / picked.length).toFixed(3)} (${hits}/${picked.length})`.padEnd(18);
}

try {
  console.info(`precision@${DEPTH}; ${services.map(({ label, url }) => `${label}: ${url}`).join(', ')}`);
  for (const { name, cases } of SETS) {
    const results = [];
    for (const service of services) results.push(await run(service, cases));
    console.info(
      `\n${name}, ${cases.length} queries`.padEnd(30) + services.map(({ label }) => label.padEnd(18)).join(''),
    );
    const groups = [
      ['all', () => true],
      ...[...new Set(cases.map((item) => item.locale))].map((locale) => [
        `language ${locale}`,
        (item) => item.locale === locale,
      ]),
      ...[...new Set(cases.map((item) => item.kind))].map((kind) => [`kind ${kind}`, (item) => item.kind === kind]),
    ];
    for (const [group, keep] of groups) {
      console.info(`  ${group.padEnd(27)} ${results.map(({ answered }) => share(cases, answered, keep)).join('')}`);
    }
    services.forEach(({ label }, i) => {
      if (results[i].misses.length > 0) console.info(`  missed (${label}):\n    ${results[i].misses.join('\n    ')}`);
    });
    if (services.length === 2) {
      const lost = cases.filter((_, i) => results[0].answered[i] && !results[1].answered[i]);
      console.info(
        `  lost by the change: ${lost.map((item) => `${item.locale} "${item.query}"`).join(', ') || 'none'}`,
      );
    }
  }
} catch (error) {
  console.error(`search service not usable: ${error.message}`);
  process.exit(1);
}
