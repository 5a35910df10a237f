import type { BlockName, ContentWidget } from '@jobpoint/cms-client';
import type { BlockData } from '@jobpoint/cms-client';
import type { BlockDefinition } from './block';
import { CompanyRegistrationBlock } from './company-registration-block';
import { ContactBlock, contactHasContent } from './contact-block';
import { EventsBlock } from './events-block';
import { FaqBlock, faqHasContent, FaqListBlock } from './faq-block';
import { SectionBlock, sectionHasContent } from './header-block';
import { JobDatingBlock, jobDatingHasContent } from './job-dating-block';
import { ManualStepsBlock, manualStepsHaveContent } from './manual-steps-block';
import { OffersBlock, offersHaveContent } from './offers-block';
import { SectionOneBlock, sectionOneHasContent } from './section-blocks';
import {
  galleryHasContent,
  GalleryBlock,
  RichTextBlock,
  SubtitleBlock,
  textHasContent,
  TitleBlock,
} from './text-blocks';
import { TimelineBlock, timelineHasContent } from './timeline-block';
import { AddressListBlock } from './address-list-block';
import { addressHasContent } from './address-details';
import { BulletListBlock, bulletListHasContent } from './bullet-list-block';
import { chatContactLoaded, ChatContactBlock } from './chat-contact-block';
import { DownloadListBlock, downloadHasContent } from './download-list-block';
import { FactListBlock, factHasContent } from './fact-list-block';
import { LimitsBlock, limitsHaveContent } from './limits-block';
import { LocationBlock, locationBlockLoaded } from './location-block';
import { LocationsBlock, locationsLoaded } from './locations-block';
import { OpeningTimesBlock, openingTimeHasContent } from './opening-times-block';
import {
  companyRatingsLoaded,
  CompanyRatingsBlock,
  customerRatingsLoaded,
  CustomerRatingsBlock,
} from './ratings-block';
import { ShopLocationBlock, shopLocationHasContent } from './shop-location-block';
import { loadChatContact, loadLocationBlock, loadLocations } from '../data/load-locations';
import { loadCompanyRatings, loadCustomerRatings } from '../data/load-ratings';
import { loadLatestEvents } from '../data/home-state';
import { loadFairBlock, loadFairEvents, loadFairExhibitors } from '../data/fair-exhibitors';
import { FairBlock, fairBlockLoaded } from './fair-block';
import { FairEventsBlock } from './fair-events-block';
import { FairExhibitorsBlock } from './fair-exhibitors-block';
import { OnlineConsultationBlock, onlineConsultationHasContent } from './online-consultation-block';

export type BlockRegistry = { [Name in BlockName]?: BlockDefinition<BlockData<Name>> } & {
  [Widget in ContentWidget]?: BlockDefinition<null>;
};

/**
 * Every block a content page can show, registered once by the CMS component it comes from. Blocks
 * that can open a page (carry its h1) are those that render a title at the level they are given.
 */
export const BLOCKS: BlockRegistry = {
  'field.title': { Component: TitleBlock, hasContent: textHasContent },
  'field.subtitle': { Component: SubtitleBlock, hasContent: textHasContent, takesTitle: true },
  'field.richtext': { Component: RichTextBlock, hasContent: textHasContent, takesTitle: true },
  'field.gallery': { Component: GalleryBlock, hasContent: galleryHasContent },
  'shared.section': { Component: SectionBlock, hasContent: sectionHasContent },
  'shared.faq-section': { Component: FaqBlock, List: FaqListBlock, hasContent: faqHasContent, interactive: true },
  'home.section-one': { Component: SectionOneBlock, hasContent: sectionOneHasContent },
  'home.contact-section': { Component: ContactBlock, hasContent: contactHasContent },
  'home.event-section': { Component: EventsBlock, load: loadLatestEvents },
  'home.offers': { Component: OffersBlock, hasContent: offersHaveContent },
  'home.manual-steps': { Component: ManualStepsBlock, hasContent: manualStepsHaveContent },
  'home.job-dating': { Component: JobDatingBlock, hasContent: jobDatingHasContent },
  'home.timeline-section': { Component: TimelineBlock, hasContent: timelineHasContent },
  'forms.company-registration': { Component: CompanyRegistrationBlock, interactive: true },
  'shared.download': { List: DownloadListBlock, hasContent: downloadHasContent, takesTitle: true, interactive: true },
  'shared.fact': { List: FactListBlock, hasContent: factHasContent, takesTitle: true },
  'shared.bullet-list': { Component: BulletListBlock, hasContent: bulletListHasContent },
  'shared.address': { List: AddressListBlock, hasContent: addressHasContent },
  'shared.opening-time': { List: OpeningTimesBlock, hasContent: openingTimeHasContent },
  'shop.location': { Component: ShopLocationBlock, hasContent: shopLocationHasContent },
  'shared.online-consultation': { Component: OnlineConsultationBlock, hasContent: onlineConsultationHasContent, takesTitle: true },
  'beratung.limits': { Component: LimitsBlock, hasContent: limitsHaveContent, load: loadLocations },
  'site.locations': { Component: LocationsBlock, load: loadLocations, hasLoadedContent: locationsLoaded },
  'site.chat-contact': { Component: ChatContactBlock, load: loadChatContact, hasLoadedContent: chatContactLoaded },
  'site.location-block': { Component: LocationBlock, load: loadLocationBlock, hasLoadedContent: locationBlockLoaded },
  'site.customer-ratings': {
    Component: CustomerRatingsBlock,
    load: loadCustomerRatings,
    hasLoadedContent: customerRatingsLoaded,
  },
  'site.company-ratings': {
    Component: CompanyRatingsBlock,
    load: loadCompanyRatings,
    hasLoadedContent: companyRatingsLoaded,
  },
  'site.fair-events': { Component: FairEventsBlock, load: loadFairEvents, takesTitle: true },
  'site.fair-block': { Component: FairBlock, load: loadFairBlock, hasLoadedContent: fairBlockLoaded },
  'site.fair-exhibitors': { Component: FairExhibitorsBlock, load: loadFairExhibitors, takesTitle: true, interactive: true },
};

/** A block by name; `undefined` (the page skips it with a warning) for a name nothing registered. */
export function blockDefinition(name: string): BlockDefinition<unknown> | undefined {
  return (BLOCKS as Record<string, BlockDefinition<unknown> | undefined>)[name];
}
