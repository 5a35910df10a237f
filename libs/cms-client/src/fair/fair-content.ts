import { EVENT_SUMMARY_POPULATE } from '../events/event-summary';

export type { FairBlock, FairEvent, FairFilter } from './fair-schema';

export const FAIR_EVENT_POPULATE = { ...EVENT_SUMMARY_POPULATE, exhibition: true };

export const FAIR_BLOCK_POPULATE = { locations: { populate: { info: true } } };
