import type { ComponentType } from 'react';
import type { BlockData, BlockName, ContentWidget, PageBlock } from '@jobpoint/cms-client';
import { onDemand } from '@jobpoint/ui-kit';
import type { BlockDefinition, BlockProps } from './block';
import {
  addressHasContent,
  bulletListHasContent,
  contactHasContent,
  downloadHasContent,
  factHasContent,
  faqHasContent,
  galleryHasContent,
  jobDatingHasContent,
  limitsHaveContent,
  manualStepsHaveContent,
  offersHaveContent,
  onlineConsultationHasContent,
  openingTimeHasContent,
  sectionHasContent,
  sectionOneHasContent,
  shopLocationHasContent,
  textHasContent,
  timelineHasContent,
} from './block-has-content';

/*
 * Every block's component loads with the page that shows it: `loadContentPage` runs its `loadCode`. A
 * hydrating page keeps the server's HTML of a block without input and never loads its code (ADR 049);
 * a block that takes input names its module, which the page loads before it hydrates (ADR 050). What a
 * block loads beyond its own data (`loadData`) comes with the loader only: the server's answer tells a
 * hydrating page which widgets had something to show (ADR 053).
 */

function staticBlock<Data>(load: () => Promise<ComponentType<BlockProps<Data>>>) {
  const block = onDemand(load);
  return { Component: block.Component, loadCode: block.load };
}

/** `staticBlock` for a block that shows a repeatable field as one block. */
function staticList<Data>(load: () => Promise<ComponentType<BlockProps<Data[]>>>) {
  const list = onDemand(load);
  return { List: list.Component, loadCode: list.load };
}

/**
 * A block that takes input; `module` must be the file `load` imports (the registry's spec checks it).
 * `onApproach` loads the code the block's module leaves until the block comes near (a form's, ADR 064):
 * the page's loader loads it with the block, a hydrating page does not.
 */
function interactiveBlock<Module, Data>(
  module: string,
  load: () => Promise<Module>,
  parts: {
    Component?: (loaded: Module) => ComponentType<BlockProps<Data>>;
    List?: (loaded: Module) => ComponentType<BlockProps<Data[]>>;
    onApproach?: (loaded: Module) => Promise<unknown>;
  },
) {
  const component = parts.Component && onDemand(() => load().then(parts.Component));
  const list = parts.List && onDemand(() => load().then(parts.List));
  const hydrationCode = () => Promise.all([component?.load(), list?.load()]);
  return {
    Component: component?.Component,
    List: list?.Component,
    loadCode: () => Promise.all([hydrationCode(), parts.onApproach && load().then(parts.onApproach)]),
    interactive: { module, loadCode: hydrationCode },
  };
}

const BLOCKS_FOLDER = 'libs/content-pages/src/lib/blocks';

export type BlockRegistry = { [Name in BlockName]?: BlockDefinition<BlockData<Name>> } & {
  [Widget in ContentWidget]?: BlockDefinition<null>;
};

/**
 * Every block a content page can show, registered once by the CMS component it comes from. Blocks
 * that can open a page (carry its h1) are those that render a title at the level they are given.
 */
export const BLOCKS: BlockRegistry = {
  'field.title': { ...staticBlock(() => import('./text-blocks').then((module) => module.TitleBlock)), hasContent: textHasContent },
  'field.subtitle': {
    ...staticBlock(() => import('./text-blocks').then((module) => module.SubtitleBlock)),
    hasContent: textHasContent,
    takesTitle: true,
  },
  'field.richtext': {
    ...staticBlock(() => import('./text-blocks').then((module) => module.RichTextBlock)),
    hasContent: textHasContent,
    takesTitle: true,
  },
  'field.gallery': { ...staticBlock(() => import('./text-blocks').then((module) => module.GalleryBlock)), hasContent: galleryHasContent },
  'shared.section': { ...staticBlock(() => import('./header-block').then((module) => module.SectionBlock)), hasContent: sectionHasContent },
  'shared.faq-section': {
    ...interactiveBlock(`${BLOCKS_FOLDER}/faq-block.tsx`, () => import('./faq-block'), {
      Component: (module) => module.FaqBlock,
      List: (module) => module.FaqListBlock,
    }),
    hasContent: faqHasContent,
  },
  'home.section-one': {
    ...staticBlock(() => import('./section-blocks').then((module) => module.SectionOneBlock)),
    hasContent: sectionOneHasContent,
  },
  'home.contact-section': { ...staticBlock(() => import('./contact-block').then((module) => module.ContactBlock)), hasContent: contactHasContent },
  'home.event-section': {
    ...staticBlock(() => import('./events-block').then((module) => module.EventsBlock)),
    loadData: () => import('../data/latest-events').then((data) => ({ load: data.loadLatestEvents })),
  },
  'home.offers': { ...staticBlock(() => import('./offers-block').then((module) => module.OffersBlock)), hasContent: offersHaveContent },
  'home.manual-steps': {
    ...staticBlock(() => import('./manual-steps-block').then((module) => module.ManualStepsBlock)),
    hasContent: manualStepsHaveContent,
  },
  'home.job-dating': {
    ...staticBlock(() => import('./job-dating-block').then((module) => module.JobDatingBlock)),
    hasContent: jobDatingHasContent,
  },
  'home.timeline-section': {
    ...staticBlock(() => import('./timeline-block').then((module) => module.TimelineBlock)),
    hasContent: timelineHasContent,
  },
  'forms.company-registration': interactiveBlock(
    `${BLOCKS_FOLDER}/company-registration-block.tsx`,
    () => import('./company-registration-block'),
    { Component: (module) => module.CompanyRegistrationBlock, onApproach: (module) => module.CompanyRegistrationFormCode.load() },
  ),
  'shared.download': {
    ...interactiveBlock(`${BLOCKS_FOLDER}/download-list-block.tsx`, () => import('./download-list-block'), {
      List: (module) => module.DownloadListBlock,
    }),
    hasContent: downloadHasContent,
    takesTitle: true,
  },
  'shared.fact': {
    ...staticList(() => import('./fact-list-block').then((module) => module.FactListBlock)),
    hasContent: factHasContent,
    takesTitle: true,
  },
  'shared.bullet-list': {
    ...staticBlock(() => import('./bullet-list-block').then((module) => module.BulletListBlock)),
    hasContent: bulletListHasContent,
  },
  'shared.address': {
    ...staticList(() => import('./address-list-block').then((module) => module.AddressListBlock)),
    hasContent: addressHasContent,
  },
  'shared.opening-time': {
    ...staticList(() => import('./opening-times-block').then((module) => module.OpeningTimesBlock)),
    hasContent: openingTimeHasContent,
  },
  'shop.location': {
    ...staticBlock(() => import('./shop-location-block').then((module) => module.ShopLocationBlock)),
    hasContent: shopLocationHasContent,
  },
  'shared.online-consultation': {
    ...staticBlock(() => import('./online-consultation-block').then((module) => module.OnlineConsultationBlock)),
    hasContent: onlineConsultationHasContent,
    takesTitle: true,
  },
  'beratung.limits': {
    ...staticBlock(() => import('./limits-block').then((module) => module.LimitsBlock)),
    hasContent: limitsHaveContent,
    loadData: () => import('../data/load-locations').then((data) => ({ load: data.loadLocations })),
  },
  'site.locations': {
    ...staticBlock(() => import('./locations-block').then((module) => module.LocationsBlock)),
    loadData: () =>
      import('../data/load-locations').then((data) => ({ load: data.loadLocations, hasContent: data.locationsLoaded })),
  },
  'site.chat-contact': {
    ...staticBlock(() => import('./chat-contact-block').then((module) => module.ChatContactBlock)),
    loadData: () =>
      import('../data/load-locations').then((data) => ({
        load: data.loadChatContact,
        hasContent: data.chatContactLoaded,
      })),
  },
  'site.location-block': {
    ...staticBlock(() => import('./location-block').then((module) => module.LocationBlock)),
    loadData: () =>
      import('../data/load-locations').then((data) => ({
        load: data.loadLocationBlock,
        hasContent: data.locationBlockLoaded,
      })),
  },
  'site.customer-ratings': {
    ...staticBlock(() => import('./ratings-block').then((module) => module.CustomerRatingsBlock)),
    loadData: () =>
      import('../data/load-ratings').then((data) => ({
        load: data.loadCustomerRatings,
        hasContent: data.customerRatingsLoaded,
      })),
  },
  'site.company-ratings': {
    ...staticBlock(() => import('./ratings-block').then((module) => module.CompanyRatingsBlock)),
    loadData: () =>
      import('../data/load-ratings').then((data) => ({
        load: data.loadCompanyRatings,
        hasContent: data.companyRatingsLoaded,
      })),
  },
  'site.fair-events': {
    ...staticBlock(() => import('./fair-events-block').then((module) => module.FairEventsBlock)),
    loadData: () => import('../data/fair-exhibitors').then((data) => ({ load: data.loadFairEvents })),
    takesTitle: true,
  },
  'site.fair-block': {
    ...staticBlock(() => import('./fair-block').then((module) => module.FairBlock)),
    loadData: () =>
      import('../data/fair-exhibitors').then((data) => ({
        load: data.loadFairBlock,
        hasContent: data.fairBlockLoaded,
      })),
  },
  'site.fair-exhibitors': {
    ...interactiveBlock(`${BLOCKS_FOLDER}/fair-exhibitors-block.tsx`, () => import('./fair-exhibitors-block'), {
      Component: (module) => module.FairExhibitorsBlock,
    }),
    loadData: () => import('../data/fair-exhibitors').then((data) => ({ load: data.loadFairExhibitors })),
    takesTitle: true,
  },
};

/** A block by name; `undefined` (the page skips it with a warning) for a name nothing registered. */
export function blockDefinition(name: string): BlockDefinition<unknown> | undefined {
  return (BLOCKS as Record<string, BlockDefinition<unknown> | undefined>)[name];
}

/** The definition of a content description's block or widget. */
export function pageBlockDefinition(block: PageBlock): BlockDefinition<unknown> | undefined {
  return blockDefinition('widget' in block ? block.widget : block.block);
}
