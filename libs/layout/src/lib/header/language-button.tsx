import { forwardRef } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, type Locale } from '@jobpoint/i18n';

/** The button that opens the language menu: a globe and the current language's code. */
export const LanguageButton = forwardRef<HTMLButtonElement, ButtonProps & { locale: Locale }>(function LanguageButton(
  { locale, ...rest },
  ref,
) {
  const { t } = useTranslation('layout');
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      px="2"
      aria-label={t('language', { language: LOCALE_NAMES[locale] })}
      {...rest}
    >
      <Globe aria-hidden />
      {locale.toUpperCase()}
    </Button>
  );
});
