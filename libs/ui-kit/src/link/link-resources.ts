/** i18next namespace of the link strings; register `linkResources` under it. */
export const LINK_NAMESPACE = 'ui-kit-link';

export const linkResources = {
  de: { opensInNewTab: '(öffnet in einem neuen Tab)' },
  en: { opensInNewTab: '(opens in a new tab)' },
  tr: { opensInNewTab: '(yeni sekmede açılır)' },
  ar: { opensInNewTab: '(يفتح في علامة تبويب جديدة)' },
};
