import { Suspense, useState } from 'react';
import { onDemand } from '@jobpoint/ui-kit';
import { useLocale } from '@jobpoint/store';
import { LanguageButton } from './language-button';

/** The menu's code loads when its button is pointed at or focused, at the latest when it is pressed. */
const LanguageMenu = onDemand(() => import('./language-menu').then((module) => module.LanguageMenu));

/**
 * The language switch of the header. Until the first press its button stands alone; the press loads
 * the menu, which takes the button's place and opens.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const [used, setUsed] = useState(false);
  const button = (
    <LanguageButton
      locale={locale}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={LanguageMenu.preload}
      onFocus={LanguageMenu.preload}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) {
    return button;
  }
  return (
    <Suspense fallback={button}>
      <LanguageMenu.Component defaultOpen />
    </Suspense>
  );
}
