import { useGetHomePageQuery, useGetLatestEventsQuery, type EventSummary } from '@jobpoint/cms-client';
import { selectLocale, type Audience } from '@jobpoint/store';
import type { PageSectionTone } from '@jobpoint/ui-kit';
import { contactBlock } from './blocks/contact-block';
import { eventsBlock } from './blocks/events-block';
import { faqBlock } from './blocks/faq-block';
import { headerBlock } from './blocks/header-block';
import type { HomeBlock, HomeBlockContext } from './blocks/home-block';
import { jobDatingBlock } from './blocks/job-dating-block';
import { manualStepsBlock } from './blocks/manual-steps-block';
import { offersBlock } from './blocks/offers-block';
import { sectionOneBlock, sectionThreeBlock } from './blocks/section-blocks';
import { timelineBlock } from './blocks/timeline-block';
import { latestEventsArgs, useHomeSelector, useLoadedToday } from './data/home-state';

/**
 * The home page's blocks in the order of spec §2. The employer home's company registration form comes
 * with the forms feature.
 */
const HOME_BLOCKS: HomeBlock[] = [
  headerBlock,
  sectionOneBlock,
  sectionThreeBlock,
  contactBlock,
  faqBlock,
  eventsBlock,
  offersBlock,
  manualStepsBlock,
  jobDatingBlock,
  timelineBlock,
];

/** Bands alternate between white and light grey, whichever blocks the editors filled. */
const TONES: PageSectionTone[] = ['muted', 'plain'];

const NO_EVENTS: EventSummary[] = [];

export interface HomePageProps {
  audience: Audience;
}

/**
 * The job-seeker (`/`) or employer (`/arbeitgebende`) home page from the CMS. Its route loader
 * (`loadHomePage`) has put the page and the next events in the store; this reads them with the same
 * arguments, so server and browser render the same markup.
 */
export function HomePage({ audience }: HomePageProps) {
  const locale = useHomeSelector(selectLocale);
  const today = useLoadedToday(locale);
  const { data: page } = useGetHomePageQuery({ audience, locale });
  const { data: events = NO_EVENTS } = useGetLatestEventsQuery(latestEventsArgs(locale, today));
  if (!page) {
    return null;
  }
  const context: HomeBlockContext = { page, locale, today, events };
  const blocks = HOME_BLOCKS.filter((block) => block.hasContent(context));
  return (
    <>
      {blocks.map(({ id, Component }, index) => (
        <Component key={id} {...context} tone={TONES[index % TONES.length]} />
      ))}
    </>
  );
}
