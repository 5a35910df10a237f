/** One pass of the announcement across the bar (its text out at one end and back to where it stood) takes 30 s. */
export const TICKER_DURATION = 30;
