import { SECTION_POPULATE, SEO_POPULATE } from '../lib/models/shared';

/** The list filters the job board can offer, by the names the jobs service uses. */
export const JOB_BOARD_FILTERS = ['jobCategories', 'corporateSectors', 'qualifications', 'workTimeCategories', 'zipCodes'] as const;
export type JobBoardFilter = (typeof JOB_BOARD_FILTERS)[number];

export const JOB_BOARD_PAGE_POPULATE = { seo: SEO_POPULATE, headerSection: SECTION_POPULATE } as const;

export const JOB_DETAIL_LABELS_POPULATE = { seo: SEO_POPULATE } as const;

export const BOOKMARKS_PAGE_POPULATE = { seo: SEO_POPULATE, button: true } as const;
