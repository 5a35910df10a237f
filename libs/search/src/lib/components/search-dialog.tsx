import { useRef, type RefObject } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { SearchPanel } from './search-panel';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The magnifier button: focus goes back to it when the overlay closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The search overlay (its code, with the search client, loads on demand, see `SearchButton`). */
export function SearchDialog({ open, onOpenChange, buttonRef }: SearchDialogProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="top"
      size={{ mdDown: 'full', md: 'lg' }}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={() => buttonRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SearchPanel inputRef={inputRef} onClose={() => onOpenChange(false)} />
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
