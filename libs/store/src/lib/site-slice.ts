import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '@jobpoint/i18n';

/** The text sizes the header button cycles through, in percent of the browser's default. */
const TEXT_SIZES = [100, 110, 120] as const;

export type TextSize = (typeof TEXT_SIZES)[number];

/** The cookie that keeps the chosen text size across navigation and reloads. */
export const TEXT_SIZE_COOKIE = 'textSize';

export function nextTextSize(current: TextSize): TextSize {
  const index = TEXT_SIZES.indexOf(current);
  return TEXT_SIZES[(index + 1) % TEXT_SIZES.length];
}

export function parseTextSize(value: unknown): TextSize {
  const size = Number(value);
  return (TEXT_SIZES as readonly number[]).includes(size) ? (size as TextSize) : TEXT_SIZES[0];
}

export interface SiteState {
  locale: Locale;
  textSize: TextSize;
  /** The page shows the CMS's drafts to an editor (the gateway's preview), never to a visitor. */
  preview: boolean;
}

const initialState: SiteState = { locale: DEFAULT_LOCALE, textSize: TEXT_SIZES[0], preview: false };

export const siteSlice = createSlice({
  name: 'site',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    textSizeRestored(state, action: PayloadAction<TextSize>) {
      state.textSize = action.payload;
    },
    textSizeCycled(state) {
      state.textSize = nextTextSize(state.textSize);
    },
    previewShown(state) {
      state.preview = true;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
    selectTextSize: (state) => state.textSize,
    selectPreview: (state) => state.preview,
  },
});

export const { localeChanged, textSizeRestored, textSizeCycled, previewShown } = siteSlice.actions;
export const { selectLocale, selectTextSize, selectPreview } = siteSlice.selectors;
