import type { Locale } from '@jobpoint/i18n';

export type SearchHitType = 'job' | 'article' | 'event' | 'page';

export interface HighlightValue {
  /** The text with matches wrapped in the highlight tags (`<em>…</em>` by default). */
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords?: string[];
}

/** The attributes the site asks snippets for. */
export type SnippetAttribute = 'name' | 'content' | 'type' | 'description';

interface SearchHitBase {
  objectID: string;
  language: Locale;
  /** The site path the hit opens. */
  url: string;
  _snippetResult?: Partial<Record<SnippetAttribute, HighlightValue>>;
}

/** A job. */
export interface JobSearchHit extends SearchHitBase {
  type: 'job';
  id: number;
  title: string;
  description: string;
  company: { name: string; logo_url: string | null };
  _highlightResult?: {
    title?: HighlightValue;
    description?: HighlightValue;
    company?: { name?: HighlightValue };
  };
}

/** An article, event or page. */
export interface ContentSearchHit extends SearchHitBase {
  type: Exclude<SearchHitType, 'job'>;
  name: string;
  content: string;
  slug: string;
  imageURL: string | null;
  description?: string;
  _highlightResult?: { name?: HighlightValue; content?: HighlightValue; description?: HighlightValue };
}

export type SearchHit = JobSearchHit | ContentSearchHit;

/** One page of results. */
export interface SearchResultPage {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  /**
   * When the query has no hits, the closest query that has some ("Meinten Sie …?"). The local search
   * service's own field of the response; absent when the index does not offer one (ADR 113).
   */
  suggestedQuery?: string;
}

export interface SearchArgs {
  query: string;
  locale: Locale;
  /** From 0. */
  page?: number;
  /** Hits per page: 5 (the overlay) unless the results page asks for more. */
  hitsPerPage?: number;
}

export interface SearchError {
  status: number | 'FETCH_ERROR';
  message: string;
}
