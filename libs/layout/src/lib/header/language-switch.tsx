import { Button, Menu, Portal } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_COOKIE, LOCALE_NAMES, LOCALE_QUERY_PARAM, LOCALES, type Locale } from '@jobpoint/i18n';
import { localeChanged } from '@jobpoint/store';
import { useLocale } from '../data/use-layout-content';
import { writePreferenceCookie } from '../utils/cookies';
import { loadDocument } from '../utils/load-document';

/**
 * Spec §4: choosing a language stores the `lang` cookie, sets the language and reloads the page with
 * `?locale=`, so the server renders every text, the direction and the content in that language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
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
    <Menu.Root lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label={t('language', { language: LOCALE_NAMES[locale] })}>
          <Globe aria-hidden />
          {locale.toUpperCase()}
        </Button>
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
