import { defineNamespace } from '@jobpoint/i18n';
import { useTranslation } from 'react-i18next';

/** i18next namespace of the link strings. */
export const LINK_NAMESPACE = 'ui-kit-link';

export const linkResources = defineNamespace({
  de: { opensInNewTab: '(öffnet in einem neuen Tab)' },
  en: { opensInNewTab: '(opens in a new tab)' },
  tr: { opensInNewTab: '(yeni sekmede açılır)' },
  ar: { opensInNewTab: '(يفتح في علامة تبويب جديدة)' },
});

export function useLinkTranslation() {
  return useTranslation(LINK_NAMESPACE);
}
