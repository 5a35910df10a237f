import type { ComponentType } from 'react';
import type { EventSummary, HomePageContent } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import type { PageSectionTone } from '@jobpoint/ui-kit';

export interface HomeBlockContext {
  page: HomePageContent;
  locale: Locale;
  /** Berlin date `YYYY-MM-DD` the page was loaded for (buttons' `disableAt`, events). */
  today: string;
  /** The next events; empty while loading or when the list failed. */
  events: EventSummary[];
}

export interface HomeBlockProps extends HomeBlockContext {
  tone: PageSectionTone;
}

/**
 * One content block of the home page: an anchor id, whether the CMS filled it, and how it renders. The
 * page renders the filled ones in order, so an empty block leaves no empty heading or band behind.
 */
export interface HomeBlock {
  id: string;
  hasContent: (context: HomeBlockContext) => boolean;
  Component: ComponentType<HomeBlockProps>;
}
