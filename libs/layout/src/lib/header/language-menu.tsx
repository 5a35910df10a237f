import { Menu, Portal } from '@chakra-ui/react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { isLocale, LOCALE_COOKIE, LOCALE_NAMES, LOCALE_QUERY_PARAM, LOCALES, type Locale } from '@jobpoint/i18n';
import { localeChanged } from '@jobpoint/store';
import { useLocale } from '@jobpoint/store';
import { writePreferenceCookie } from '../utils/cookies';
import { loadDocument } from '../utils/load-document';
import { LanguageButton } from './language-button';

/**
 * The language menu (its code loads on demand, see `LanguageSwitch`). Choosing a language stores the
 * `lang` cookie, sets the language and reloads the page with `?locale=`, so the server renders every
 * text, the direction and the content in that language.
 */
export function LanguageMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const locale = useLocale();
  const dispatch = useDispatch();
  const location = useLocation();

  const choose = (next: Locale) => {
    writePreferenceCookie(LOCALE_COOKIE, next);
    dispatch(localeChanged(next));
    const params = new URLSearchParams(location.search);
    params.set(LOCALE_QUERY_PARAM, next);
    loadDocument(`${location.pathname}?${params.toString()}${location.hash}`);
  };

  return (
    <Menu.Root lazyMount unmountOnExit defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <LanguageButton locale={locale} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={({ value }) => {
                if (isLocale(value) && value !== locale) {
                  choose(value);
                }
              }}
            >
              {LOCALES.map((option) => (
                <Menu.RadioItem key={option} value={option} lang={option} dir={option === 'ar' ? 'rtl' : 'ltr'}>
                  <Menu.ItemIndicator />
                  {LOCALE_NAMES[option]}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
