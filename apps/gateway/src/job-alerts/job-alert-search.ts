import { createJobSearch, type JobSearch, type PublicViewConstants } from '@jobpoint/jobs-client';
import { FILTER_LISTS, FILTER_SOURCES, queryFromSearchState, SEARCH_PARAMS, searchStateFromQuery } from '@jobpoint/job-board/search';

/** The longest search text the job board's field takes. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** Parameters of the job board's URL that say how the list is shown, not what it holds. */
const PRESENTATION_PARAMS = new Set<string>([SEARCH_PARAMS.page, SEARCH_PARAMS.order]);
const SEARCH_PARAM_NAMES = new Set<string>(Object.values(SEARCH_PARAMS));

export type AlertSearchCheck = { ok: true; search: string; state: JobSearch } | { ok: false; message: string };

/**
 * A job board query string as an alert keeps it: every filter value must be one the jobs service offers
 * (an alert must not look for something the board cannot show), the page and ordering are left out (an
 * alert always takes the newest jobs), and the rest is written the way the job board writes it, so the
 * same search is the same alert.
 */
export function checkAlertSearch(query: string, constants: PublicViewConstants): AlertSearchCheck {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  for (const [name, value] of params) {
    if (!SEARCH_PARAM_NAMES.has(name)) {
      return { ok: false, message: `has an unknown parameter: ${name}` };
    }
    if (PRESENTATION_PARAMS.has(name)) {
      continue;
    }
    if (name === SEARCH_PARAMS.query) {
      if (value.trim().length > SEARCH_TEXT_MAX_LENGTH) {
        return { ok: false, message: `has a search text longer than ${SEARCH_TEXT_MAX_LENGTH} characters` };
      }
      continue;
    }
    const known = name === SEARCH_PARAMS.specialEvents ? ['1', '2'] : knownIds(constants, name);
    for (const id of value.split(',').map((part) => part.trim())) {
      if (!known.includes(id)) {
        return { ok: false, message: `has an unknown value for ${name}: ${id}` };
      }
    }
  }
  const state = createJobSearch({ ...searchStateFromQuery(params), page: 1, orderBy: 'created_at', orderDir: 'desc' });
  return { ok: true, search: queryFromSearchState(state).toString(), state };
}

function knownIds(constants: PublicViewConstants, param: string): string[] {
  const list = FILTER_LISTS.find((name) => SEARCH_PARAMS[name] === param);
  return list ? constants[FILTER_SOURCES[list]].map((entry) => String(entry.id)) : [];
}
