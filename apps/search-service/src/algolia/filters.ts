import { LOCALES, type Locale } from '@jobpoint/i18n';
import type { RecordType } from '../content/search-record';
import { InvalidParamsError } from './errors';

export interface FacetFilter {
  attribute: string;
  value: string;
  negated: boolean;
}

/** Algolia's filter logic: every group must hold, and a group holds when one of its filters does. */
export type FilterGroups = FacetFilter[][];

const RECORD_TYPES: readonly RecordType[] = ['job', 'article', 'event', 'page'];

function parseFacetFilter(raw: string): FacetFilter {
  const negated = raw.startsWith('-');
  const body = negated ? raw.slice(1) : raw;
  const colon = body.indexOf(':');
  if (colon <= 0) {
    throw new InvalidParamsError(`Invalid facet filter "${raw}"`);
  }
  return { attribute: body.slice(0, colon).trim(), value: body.slice(colon + 1).trim(), negated };
}

/** `facetFilters`: "a:x", ["a:x", "b:y"] (and) or [["a:x", "a:z"], "b:y"] (or inside, and outside). */
export function parseFacetFilters(value: unknown): FilterGroups {
  if (value === undefined || value === null || value === '') {
    return [];
  }
  if (typeof value === 'string') {
    return [[parseFacetFilter(value)]];
  }
  if (!Array.isArray(value)) {
    throw new InvalidParamsError('facetFilters must be a string or a list');
  }
  return value.map((group) => {
    if (typeof group === 'string') {
      return [parseFacetFilter(group)];
    }
    if (Array.isArray(group) && group.every((item) => typeof item === 'string')) {
      return group.map(parseFacetFilter);
    }
    throw new InvalidParamsError('facetFilters may nest one level of lists of strings');
  });
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^".*"$|^'.*'$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

/**
 * The facet part of Algolia's `filters` syntax: `language:de AND (type:job OR type:article)` and
 * `NOT type:page`. Numeric and tag filters are not used by the site and are refused.
 */
export function parseFilters(filters: string): FilterGroups {
  if (filters.trim() === '') {
    return [];
  }
  return filters.split(/\s+AND\s+/).map((conjunct) => {
    const inner = conjunct.trim().replace(/^\((.*)\)$/s, '$1');
    return inner.split(/\s+OR\s+/).map((term) => {
      const negated = /^NOT\s+/.test(term.trim());
      const body = term.trim().replace(/^NOT\s+/, '');
      const colon = body.indexOf(':');
      if (colon <= 0 || /[()<>=]/.test(body)) {
        throw new InvalidParamsError(`Unsupported filter "${term.trim()}"`);
      }
      return { attribute: body.slice(0, colon).trim(), value: unquote(body.slice(colon + 1)), negated };
    });
  });
}

/** Which part of the index the filters leave: languages and record types, or nothing at all. */
export interface FilterScope {
  locales: Locale[];
  types?: RecordType[];
}

function allowed<T extends string>(all: readonly T[], group: FacetFilter[]): T[] {
  const named = (filter: FacetFilter) => all.filter((item) => item === filter.value);
  if (group.length === 1 && group[0].negated) {
    return all.filter((item) => item !== group[0].value);
  }
  if (group.some((filter) => filter.negated)) {
    throw new InvalidParamsError('A negated filter must stand alone in its group');
  }
  return [...new Set(group.flatMap(named))];
}

/**
 * Turns the filter groups into the languages and record types to search. `language` and `type` are the
 * index's facets; a filter on any other attribute matches no record.
 */
export function filterScope(groups: FilterGroups): FilterScope {
  let locales: Locale[] = [...LOCALES];
  let types: RecordType[] | undefined;
  for (const group of groups) {
    const attributes = new Set(group.map((filter) => filter.attribute));
    if (attributes.size > 1) {
      throw new InvalidParamsError('A filter group may only combine values of one attribute');
    }
    const [attribute] = attributes;
    if (attribute === 'language') {
      const inGroup = allowed(LOCALES, group);
      locales = locales.filter((locale) => inGroup.includes(locale));
    } else if (attribute === 'type') {
      const inGroup = allowed(RECORD_TYPES, group);
      types = (types ?? [...RECORD_TYPES]).filter((type) => inGroup.includes(type));
    } else {
      const onlyNegated = group.every((filter) => filter.negated);
      if (!onlyNegated) {
        return { locales: [], types: [] };
      }
    }
  }
  return { locales, types };
}
