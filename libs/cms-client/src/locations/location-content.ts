export type { ChatContact, CmsLocation, LocationBlock } from './location-schema';

export const LOCATION_POPULATE = {
  address: true,
  openingTimes: true,
  bulletPoints: true,
  images: true,
  mapImage: true,
  gallery: true,
  shopImages: true,
  quarterlyEventsButton: true,
  locationInfos: true,
};
