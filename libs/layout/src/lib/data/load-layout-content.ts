import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  getFooter,
  getNavigation,
  getNavigationExtension,
  getNotification,
  getSocialButtons,
  type FooterContent,
  type NavigationExtension,
  type NavItem,
  type SocialButton,
} from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { settle, type Audience, type LoadingRequest } from '@jobpoint/store';

export interface LayoutContentArgs {
  audience: Audience;
  locale: Locale;
}

export interface LayoutContent {
  navigation: NavItem[];
  footer: FooterContent | null;
  notification: string | null;
  navigationExtension: NavigationExtension | null;
  socialButtons: SocialButton[];
}

export type LayoutDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * A part's data, or `empty` when it failed. The layout's hooks hold their own subscriptions; the cache keeps
 * the data for them.
 */
async function dataOr<T>(request: LoadingRequest<{ data?: T }>, empty: T): Promise<T> {
  return (await settle(request))?.data ?? empty;
}

/**
 * Loads everything the layout shows, for a route loader on the server and in the browser. Never throws:
 * A failed part is left out without a message, so a failure gives an empty result.
 */
export async function loadLayoutContent(dispatch: LayoutDispatch, { audience, locale }: LayoutContentArgs): Promise<LayoutContent> {
  const [navigation, footer, notification, navigationExtension, socialButtons] = await Promise.all([
    dataOr(dispatch(getNavigation.initiate({ audience, locale })), [] as NavItem[]),
    dataOr(dispatch(getFooter.initiate({ locale })), null as FooterContent | null),
    dataOr(dispatch(getNotification.initiate({ locale })), null as string | null),
    dataOr(dispatch(getNavigationExtension.initiate({ locale })), null as NavigationExtension | null),
    dataOr(dispatch(getSocialButtons.initiate({ locale })), [] as SocialButton[]),
  ]);
  return { navigation, footer, notification, navigationExtension, socialButtons };
}
