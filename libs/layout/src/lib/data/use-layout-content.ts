import {
  useGetFooterQuery,
  useGetNavigationExtensionQuery,
  useGetNavigationQuery,
  useGetNotificationQuery,
  useGetSocialButtonsQuery,
} from '@jobpoint/cms-client';
import { useLocale, type Audience } from '@jobpoint/store';

/**
 * The layout's content with the loader's arguments, so the hydrated cache answers without a request.
 * `pending` covers the three parts the layout waits for; a failed part just has no data.
 */
export function useLayoutContent(audience: Audience) {
  const locale = useLocale();
  const navigation = useGetNavigationQuery({ audience, locale });
  const footer = useGetFooterQuery({ locale });
  const notification = useGetNotificationQuery({ locale });
  const navigationExtension = useGetNavigationExtensionQuery({ locale });
  const socialButtons = useGetSocialButtonsQuery({ locale });
  return {
    locale,
    pending: navigation.isLoading || footer.isLoading || notification.isLoading,
    navigation: navigation.data ?? [],
    footer: footer.data ?? null,
    notification: notification.data ?? null,
    navigationExtension: navigationExtension.data ?? null,
    socialButtons: socialButtons.data ?? [],
  };
}
