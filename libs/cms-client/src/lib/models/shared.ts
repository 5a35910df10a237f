export type {
  Address,
  CmsButton,
  FaqItem,
  FaqSection,
  Media,
  OfferCard,
  Section,
  Seo,
  Step,
  TimelineEvent,
} from './shared-schema';

/** Populate tree of the shared SEO block, for every page query. */
export const SEO_POPULATE = { populate: { metaImage: true, metaSocial: { populate: { image: true } } } } as const;

/** Populate tree of a section with its image and buttons. */
export const SECTION_POPULATE = { populate: { image: true, buttons: true } } as const;
