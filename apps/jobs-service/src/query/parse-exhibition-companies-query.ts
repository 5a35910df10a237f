import { z } from 'zod';
import type { ExhibitionCompaniesQuery } from '../repository/exhibition-repository';
import { idList, positiveInteger } from './query-schemas';
import { assertKnownIds, listValues, parseOrThrow, scalarValue, type RawQuery } from './query-values';

/** The fair pages ask for 40 exhibiting companies at a time. */
export const EXHIBITION_COMPANIES_PAGE_SIZE = 40;
/** The largest page a client may ask for, so that one request cannot ask for everything at once. */
export const MAX_EXHIBITION_COMPANIES_PAGE_SIZE = 100;

const schema = z.object({
  exhibition_id: positiveInteger('exhibition_id'),
  page: positiveInteger('page').optional(),
  perPage: positiveInteger('perPage')
    .refine(
      (value) => value <= MAX_EXHIBITION_COMPANIES_PAGE_SIZE,
      `perPage must be at most ${MAX_EXHIBITION_COMPANIES_PAGE_SIZE}`,
    )
    .optional(),
  corporateSectors: idList('corporateSectors'),
});

export function createExhibitionCompaniesQueryParser(
  corporateSectorIds: ReadonlySet<number>,
): (query: RawQuery) => ExhibitionCompaniesQuery {
  return (query) => {
    const parsed = parseOrThrow(schema, {
      exhibition_id: scalarValue(query, 'exhibition_id'),
      page: scalarValue(query, 'page'),
      perPage: scalarValue(query, 'perPage'),
      corporateSectors: listValues(query, 'corporateSectors'),
    });
    assertKnownIds('corporateSectors', parsed.corporateSectors, corporateSectorIds);
    return {
      exhibitionId: parsed.exhibition_id,
      page: parsed.page ?? 1,
      perPage: parsed.perPage ?? EXHIBITION_COMPANIES_PAGE_SIZE,
      corporateSectors: parsed.corporateSectors,
    };
  };
}
