/** The results panel never grows taller than this, it scrolls instead. */
export const SEARCH_PANEL_MAX_HEIGHT = 650;

/** Typing pauses this long before a query goes out, so a fast typist sends one query, not one per key. */
export const SEARCH_DEBOUNCE_MS = 200;
