import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getMiniNewsletter, getNewsletterPage, type Seo } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import type { NewsletterRootState } from './newsletter-state';

export type NewsletterDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * A page-load error shows the error page with the CMS's status; a CMS that cannot be reached or does not
 * answer in time makes the page unavailable for now (503).
 */
const UNREACHABLE_STATUS = 503;

/**
 * The /newsletter route's loader: the page content for the language, in the store for the server
 * render and hydration. A page the CMS has not filled still renders (the form with the site's own
 * texts); a failing CMS is passed on to the error page.
 */
export async function loadNewsletterPage(dispatch: NewsletterDispatch, { locale }: { locale: Locale }): Promise<void> {
  const request = dispatch(getNewsletterPage.initiate({ locale }));
  try {
    const result = await request;
    if (result.error) {
      const error = result.error as FetchBaseQueryError;
      const status = typeof error.status === 'number' && error.status >= 400 ? error.status : UNREACHABLE_STATUS;
      throw new Response('The newsletter page could not be loaded', { status });
    }
  } finally {
    request.unsubscribe();
  }
}

/** The footer form's texts, for a layout loader that wants the form in the server's HTML. Never throws. */
export async function loadMiniNewsletter(dispatch: NewsletterDispatch, { locale }: { locale: Locale }): Promise<void> {
  const request = dispatch(getMiniNewsletter.initiate({ locale }));
  try {
    await request;
  } finally {
    request.unsubscribe();
  }
}

export function selectNewsletterSeo(state: Pick<NewsletterRootState, 'cmsApi'>, { locale }: { locale: Locale }): Seo | null {
  return getNewsletterPage.select({ locale })(state).data?.seo ?? null;
}
