import { defineSingleType, describedSingleType, describedSingleTypes } from './single-type';
import type { ContentWidget, PageBlock, SingleTypeDescription } from './single-type-description';

/**
 * Both home pages: the blocks of their single types, in the order they are shown, with what the home's
 * audience says about the organisation before the timeline.
 */
function homeBlocks(ratings: ContentWidget): PageBlock[] {
  return [
    { field: 'headerSection', block: 'shared.section' },
    { field: 'sectionOne', block: 'home.section-one' },
    { field: 'sectionThree', block: 'shared.section' },
    { field: 'sectionFour', block: 'home.contact-section' },
    { field: 'faq', block: 'shared.faq-section' },
    { field: 'eventSection', block: 'home.event-section' },
    { field: 'offers', block: 'home.offers' },
    { field: 'manualSteps', block: 'home.manual-steps' },
    { field: 'jobDating', block: 'home.job-dating' },
    { widget: ratings },
    { field: 'timeline', block: 'home.timeline-section' },
  ];
}

/** A legal text: its title and the text. */
const LEGAL_BLOCKS: PageBlock[] = [
  { field: 'title', block: 'field.title' },
  { field: 'content', block: 'field.richtext' },
];

/**
 * The pages whose content is one CMS single type shown as blocks. A new such page is an entry here and
 * one in the page registry (`SITE_PAGES` of site-routes); the routes follow from both.
 */
const DESCRIPTIONS: SingleTypeDescription[] = [
  { singleType: 'arbeitssuchende', blocks: homeBlocks('site.customer-ratings') },
  { singleType: 'arbeitgebende', blocks: [...homeBlocks('site.company-ratings'), { field: 'companyRegistration', block: 'forms.company-registration' }] },
  {
    singleType: 'uberuns',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'timeline', block: 'home.timeline-section' },
      { field: 'passionSection', block: 'shared.section' },
      { field: 'factsTitle', block: 'field.title' },
      { field: 'facts', block: 'shared.fact', repeatable: true },
      { field: 'faq', block: 'shared.faq-section' },
    ],
  },
  {
    singleType: 'foerderung',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'intro', block: 'field.richtext' },
      { field: 'sections', block: 'shared.section', repeatable: true },
      { field: 'offers', block: 'home.offers' },
      { field: 'faq', block: 'shared.faq-section' },
    ],
  },
  {
    singleType: 'download-seite',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'title', block: 'field.title' },
      { field: 'downloads', block: 'shared.download', repeatable: true },
      { field: 'sections', block: 'shared.section', repeatable: true },
    ],
  },
  {
    singleType: 'faq',
    blocks: [
      { field: 'title', block: 'field.title' },
      { field: 'subtitle', block: 'field.subtitle' },
      { field: 'sections', block: 'shared.faq-section', repeatable: true },
    ],
  },
  {
    singleType: 'einfache-sprache-seite',
    blocks: [
      { field: 'title', block: 'field.title' },
      { field: 'intro', block: 'field.richtext' },
      { field: 'sections', block: 'shared.section', repeatable: true },
    ],
  },
  { singleType: 'cookie-bestimmungen', blocks: LEGAL_BLOCKS },
  { singleType: 'datenschutzerklaerung', blocks: LEGAL_BLOCKS },
  { singleType: 'impressum', blocks: LEGAL_BLOCKS },
  { singleType: 'nutzungshinweise', blocks: LEGAL_BLOCKS },
  { singleType: 'joboerse-nutzungsbedingungen', blocks: LEGAL_BLOCKS },
  {
    singleType: 'kontakt',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'description', block: 'field.richtext' },
      { field: 'openingTimes', block: 'shared.opening-time', repeatable: true },
      { field: 'contactSection', block: 'home.contact-section' },
      { widget: 'site.chat-contact' },
      // Every location with its address; the single type's own address list would repeat them.
      { widget: 'site.locations' },
    ],
  },
  {
    singleType: 'ladengeschaeft-seite',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'shop', block: 'shop.location' },
      { field: 'gallery', block: 'field.gallery' },
      { field: 'sections', block: 'shared.section', repeatable: true },
      { field: 'eventSection', block: 'home.event-section' },
      { widget: 'site.location-block' },
      { field: 'faq', block: 'shared.faq-section' },
    ],
  },
  {
    singleType: 'avgs-coaching',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'sections', block: 'shared.section', repeatable: true },
      { field: 'offers', block: 'home.offers' },
      { field: 'steps', block: 'home.manual-steps' },
      { field: 'faq', block: 'shared.faq-section' },
    ],
  },
  {
    singleType: 'bewerbungsberatung',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'sections', block: 'shared.section', repeatable: true },
      { field: 'onlineConsultation', block: 'shared.online-consultation' },
      { field: 'faq', block: 'shared.faq-section' },
    ],
    failuresIgnored: true,
  },
  {
    singleType: 'ag-shop-a-job-seite',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'description', block: 'field.richtext' },
      { field: 'eventsTitle', block: 'field.title' },
      { widget: 'site.fair-events' },
      { widget: 'site.fair-block' },
      { field: 'companiesTitle', block: 'field.title' },
      { widget: 'site.fair-exhibitors' },
      { field: 'sections', block: 'shared.section', repeatable: true },
      { field: 'faq', block: 'shared.faq-section' },
    ],
  },
  {
    // The counselling overview (/beratung); its events come beside it (libs/events).
    singleType: 'home',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'offers', block: 'home.offers' },
      { field: 'meetingHoursTitle', block: 'field.title' },
      { field: 'onlineConsultation', block: 'shared.online-consultation' },
      { field: 'limits', block: 'beratung.limits' },
    ],
  },
  {
    singleType: 'jb-anleitung',
    blocks: [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'manualSteps', block: 'home.manual-steps' },
      { field: 'jobManagement', block: 'shared.bullet-list' },
      { field: 'dos', block: 'shared.bullet-list' },
      { field: 'donts', block: 'shared.bullet-list' },
      { field: 'downloads', block: 'shared.download', repeatable: true },
      { field: 'faq', block: 'shared.faq-section' },
    ],
  },
];

for (const description of DESCRIPTIONS) {
  defineSingleType(description);
}

// The questions below live here, not beside the registry they read, so that asking them loads (and
// defines) the descriptions.
export function hasContentDescription(singleType: string): boolean {
  return describedSingleType(singleType) !== undefined;
}

export function contentDescription(singleType: string): SingleTypeDescription {
  const description = describedSingleType(singleType);
  if (!description) {
    throw new Error(`No content description for the single type ${singleType}`);
  }
  return description;
}

export function contentDescriptions(): SingleTypeDescription[] {
  return describedSingleTypes();
}
