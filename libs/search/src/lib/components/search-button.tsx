import { useRef, useState } from 'react';
import { Button, Dialog, IconButton, Portal } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SEARCH_NAMESPACE } from '../i18n/search-resources';
import { SearchPanel } from './search-panel';

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
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="top"
      size={{ mdDown: 'full', md: 'lg' }}
      initialFocusEl={() => inputRef.current}
    >
      <Dialog.Trigger asChild>
        <IconButton aria-label={t('open')} variant="ghost">
          <Search aria-hidden="true" />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SearchPanel inputRef={inputRef} onClose={() => setOpen(false)} />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('cancel')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
