/** Set while the seed writes content, so that the reindex hook stays quiet during it. */
export const seedState = { running: false };
