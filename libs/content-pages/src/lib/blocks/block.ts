import type { ComponentType } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { EndpointDefinitions, RootState } from '@reduxjs/toolkit/query';
import type { Locale } from '@jobpoint/i18n';
import type { PageSectionTone } from '@jobpoint/ui-kit';
import type { PageAddress } from '../data/load-content-page';

/** Any store's dispatch: the endpoints' thunks need nothing from the store's type. */
export type ContentDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The store as the CMS endpoints' selectors read it. */
export type CmsState = RootState<EndpointDefinitions, string, 'cmsApi'>;

export interface BlockContext {
  /** The page's language. */
  locale: Locale;
  /** Berlin date `YYYY-MM-DD` the page was loaded for (buttons' `disableAt`, events). */
  today: string;
  /** The page's title from its SEO block: the h1 when the first block has no title. */
  pageTitle: string | null;
  /** The page's address as its loader read it (the fair's exhibitor list lives in its query). */
  address: PageAddress;
}

/** What a block's `load` knows of the page: its language, its day and the query of its URL. */
export interface BlockLoadContext extends Pick<BlockContext, 'locale' | 'today'> {
  /** The page URL's query, for a block whose list lives in it (the fair's sector and page). */
  query: URLSearchParams;
}

export interface BlockProps<Data> {
  data: Data;
  /** The block's anchor: the CMS field it comes from. */
  id: string;
  tone: PageSectionTone;
  /** 1 for the page's first block, which carries the page's h1; 2 for every other block's title. */
  headingLevel: 1 | 2;
  /**
   * The title of a `field.title` just before the block, for a block that `takesTitle`: the title names
   * the block's content and shares its band, at `headingLevel`.
   */
  title?: string;
  context: BlockContext;
}

/**
 * What a block shows beyond its own data (the next events, the locations): `load` puts it into the store;
 * its failure leaves the block empty rather than failing the page. `hasContent`, for a widget, tells
 * whether what `load` put into the store gives it anything to show; a widget without it always shows, one
 * that has nothing takes no band, so the bands around it still alternate.
 */
export interface BlockLoad {
  load: (dispatch: ContentDispatch, context: BlockLoadContext) => Promise<unknown>;
  hasContent?: (state: CmsState, context: BlockLoadContext) => boolean;
}

/**
 * How a CMS block is shown. `List` shows a repeatable field as one block (a download list); without it each
 * entry of a repeatable field is a block of its own.
 */
export interface BlockDefinition<Data> {
  Component?: ComponentType<BlockProps<Data>>;
  List?: ComponentType<BlockProps<Data[]>>;
  /** Whether the editors filled it in; an empty block leaves no empty band or heading behind. */
  hasContent?: (data: Data) => boolean;
  /**
   * What the block shows beyond its own data, run by the page's loader. Its code (and that of the
   * endpoints it calls) loads with the loader, so a page that only hydrates never loads it.
   */
  loadData?: () => Promise<BlockLoad>;
  /** Shows a `title` it is given as its heading; a page's title field just before it then heads it. */
  takesTitle?: boolean;
  /**
   * Loads `Component` and `List`, which are not part of the page's module: the page's loader runs it
   * before the page renders (see `block-registry.ts`).
   */
  loadCode: () => Promise<unknown>;
  /**
   * Takes input in the browser (an accordion, a form, a filter, a download by script): `module` is where
   * its code is, which a page showing it loads before it hydrates with `loadCode` (and the server
   * preloads). That may be less than the block's own `loadCode`: a form further down loads its code on
   * approach (ADR 064). Every other block keeps the server's HTML when the page hydrates (`StaticRegion`,
   * ADR 046) and needs no code then.
   */
  interactive?: { module: string; loadCode: () => Promise<unknown> };
}
