import { fairApi, type FairEvent, type FairEventsArgs } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { jobsApi, type ExhibitionCompaniesArgs, type NamedEntry } from '@jobpoint/jobs-client';
import type { PageQueryParam } from '@jobpoint/site-routes';
import { settle } from '@jobpoint/store';
import type { BlockLoadContext, CmsState, ContentDispatch } from '../blocks/block';
import { hasText } from './cms-data';

/** The fair's exhibitor list lives in the URL query, with German names like the job board's. */
export const FAIR_QUERY = { fair: 'messe', sector: 'branche', page: 'seite' } as const satisfies Record<string, PageQueryParam<'fair' | 'editorPage'>>;

/** A fair the editors linked to an exhibition of the jobs service. */
export type ExhibitionFair = FairEvent & { exhibition: NonNullable<FairEvent['exhibition']> & { exhibitionId: number } };

export interface ExhibitorSelection {
  /** The shown fairs whose exhibitors are known, earliest first. */
  fairs: ExhibitionFair[];
  /** The fair whose exhibitors are listed: the one the query names, else the next. */
  fair: ExhibitionFair | null;
  /** The sector the list is filtered by, when the query names a known one. */
  sectorId: number | null;
  page: number;
  /** What to ask the jobs service for; `null` when no fair has exhibitors. */
  companies: ExhibitionCompaniesArgs | null;
}

/** The one place that builds the fair dates' arguments, so the loader and the blocks share a cache entry. */
export function fairEventsArgs(locale: Locale, today: string): FairEventsArgs {
  return { locale, today };
}

function positiveInteger(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function hasExhibition(event: FairEvent): event is ExhibitionFair {
  return typeof event.exhibition?.exhibitionId === 'number';
}

/**
 * The exhibitor list a URL asks for. Anything the query names that does not exist (another fair, an
 * unknown sector, a page that is not a number) falls back to the default, so every URL shows a list.
 */
export function exhibitorSelection(events: readonly FairEvent[], sectors: readonly NamedEntry[], query: URLSearchParams): ExhibitorSelection {
  const fairs = events.filter(hasExhibition);
  const fairId = positiveInteger(query.get(FAIR_QUERY.fair));
  const fair = fairs.find((candidate) => candidate.exhibition.exhibitionId === fairId) ?? fairs[0] ?? null;
  const sectorQuery = positiveInteger(query.get(FAIR_QUERY.sector));
  const sectorId = sectors.some((sector) => sector.id === sectorQuery) ? sectorQuery : null;
  const page = positiveInteger(query.get(FAIR_QUERY.page)) ?? 1;
  return {
    fairs,
    fair,
    sectorId,
    page,
    companies: fair
      ? { exhibitionId: fair.exhibition.exhibitionId, page, ...(sectorId === null ? {} : { corporateSectors: [sectorId] }) }
      : null,
  };
}

/** The query of the exhibitor list: only what differs from the default is written. */
export function exhibitorQuery(selection: Pick<ExhibitorSelection, 'fairs' | 'fair' | 'sectorId' | 'page'>): URLSearchParams {
  const query = new URLSearchParams();
  if (selection.fair && selection.fair !== selection.fairs[0]) {
    query.set(FAIR_QUERY.fair, String(selection.fair.exhibition.exhibitionId));
  }
  if (selection.sectorId !== null) {
    query.set(FAIR_QUERY.sector, String(selection.sectorId));
  }
  if (selection.page > 1) {
    query.set(FAIR_QUERY.page, String(selection.page));
  }
  return query;
}

/** The next fair dates; a failure leaves the list empty. */
export function loadFairEvents(dispatch: ContentDispatch, { locale, today }: BlockLoadContext) {
  return settle(dispatch(fairApi.endpoints.getFairEvents.initiate(fairEventsArgs(locale, today))));
}

/** The fair block and the sectors it names. */
export function loadFairBlock(dispatch: ContentDispatch, { locale }: BlockLoadContext) {
  return Promise.all([
    settle(dispatch(fairApi.endpoints.getFairBlock.initiate(locale))),
    settle(dispatch(fairApi.endpoints.getFairFilters.initiate(locale))),
  ]);
}

/** Shown when the editors filled the block in or made a fair filter. */
export function fairBlockLoaded(state: CmsState, { locale }: Pick<BlockLoadContext, 'locale'>): boolean {
  const block = fairApi.endpoints.getFairBlock.select(locale)(state).data?.content;
  const filters = fairApi.endpoints.getFairFilters.select(locale)(state).data ?? [];
  return Boolean(block && (hasText(block.hint) || block.locations.length > 0)) || filters.length > 0;
}

/** The exhibitors the URL asks for: the fair dates and the sectors first, then one page of companies. */
export async function loadFairExhibitors(dispatch: ContentDispatch, { locale, today, query }: BlockLoadContext) {
  const events = dispatch(fairApi.endpoints.getFairEvents.initiate(fairEventsArgs(locale, today)));
  const constants = dispatch(jobsApi.endpoints.getPublicViewConstants.initiate());
  try {
    const [{ data: fairs = [] }, { data: lists }] = await Promise.all([events, constants]);
    const { companies } = exhibitorSelection(fairs, lists?.corporate_sectors ?? [], query);
    if (companies) {
      await settle(dispatch(jobsApi.endpoints.getExhibitionCompanies.initiate(companies)));
    }
  } finally {
    events.unsubscribe();
    constants.unsubscribe();
  }
}
