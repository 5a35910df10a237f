import { useEffect } from 'react';
import { IconButton } from '@chakra-ui/react';
import { ALargeSmall } from 'lucide-react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { nextTextSize, selectTextSize, TEXT_SIZE_COOKIE, textSizeCycled, type SiteState } from '@jobpoint/store';
import { writePreferenceCookie } from '../utils/cookies';

/** Cycles the text size 100 → 110 → 120 → 100 % (spec §4); the cookie keeps it across reloads. */
export function TextSizeButton() {
  const { t } = useTranslation('layout');
  const dispatch = useDispatch();
  const textSize = useSelector((state: { site: SiteState }) => selectTextSize(state));
  const next = nextTextSize(textSize);

  // The root font size scales every rem-based size of the theme.
  useEffect(() => {
    document.documentElement.style.fontSize = `${textSize}%`;
  }, [textSize]);

  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={t('textSize', { current: textSize, next })}
      onClick={() => {
        writePreferenceCookie(TEXT_SIZE_COOKIE, String(next));
        dispatch(textSizeCycled());
      }}
    >
      <ALargeSmall aria-hidden />
    </IconButton>
  );
}
