import type { HydrationState } from 'react-router';
import type { UiStrings } from '@jobpoint/i18n';
import type { PublicConfig } from './public-config';
import type { RootState } from './create-app-store';

/** The id of the JSON script that carries the server's store, UI strings and the public configuration. */
export const PAGE_STATE_ELEMENT_ID = '__PAGE_STATE__';

export interface PageState {
  state: RootState;
  /** The UI strings of the page's language (the script carries none). */
  strings: UiStrings;
  publicConfig: PublicConfig;
  /** React Router's loader data and route errors of the server render. */
  hydrationData: HydrationState;
}

/**
 * JSON that is safe inside a `<script>` element: `<` can't close the element, and the two line
 * separators that JavaScript treats as line breaks are escaped.
 */
export function serializePageState(pageState: PageState): string {
  return JSON.stringify(pageState)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
