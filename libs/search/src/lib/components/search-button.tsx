import { Suspense, useRef, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { onDemand } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';

/** The overlay and the search client load when the button is pointed at, focused or pressed. */
const SearchDialog = onDemand(() => import('./search-dialog').then((module) => module.SearchDialog));

/**
 * The global search of the job seekers' layout: a magnifier button that opens the search
 * overlay. The overlay mounts on opening and unmounts on closing, so each opening starts empty. It
 * belongs to the page it was opened on: going to a hit or to the results page closes it.
 */
export function SearchButton() {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : null);
  // Mounted from the first opening on, so it closes (focus back on the button) like a dialog does.
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        onPointerEnter={SearchDialog.preload}
        onFocus={SearchDialog.preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog.Component open={open} onOpenChange={setOpen} buttonRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
