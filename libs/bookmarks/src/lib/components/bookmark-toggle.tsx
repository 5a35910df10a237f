import { Button, IconButton, type ButtonProps } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBookmarkToggle } from '../hooks/use-bookmarks';
import { BOOKMARKS_NAMESPACE } from '../i18n/bookmarks-resources';
import type { BookmarkedJob } from '../state/bookmark-storage';

export interface BookmarkToggleProps extends Omit<ButtonProps, 'onClick' | 'children' | 'aria-pressed'> {
  job: BookmarkedJob;
  /**
   * A visible label (e.g. the job detail page's "save" label from the CMS). Without one the toggle is an
   * icon button named after the job, for job cards.
   */
  label?: string | null;
}

/**
 * Adds the job to the Merkliste or removes it, as a toggle button (`aria-pressed`). It is
 * disabled until the stored list has been read, so it never claims a wrong state.
 */
export function BookmarkToggle({ job, label, ...buttonProps }: BookmarkToggleProps) {
  const { t } = useTranslation(BOOKMARKS_NAMESPACE);
  const { bookmarked, ready, toggle } = useBookmarkToggle(job);
  const icon = bookmarked ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />;
  const common = {
    'aria-pressed': bookmarked,
    disabled: !ready,
    onClick: toggle,
    colorPalette: 'brand',
    variant: bookmarked ? ('solid' as const) : ('outline' as const),
    'data-print': 'hide',
    ...buttonProps,
  };
  if (label?.trim()) {
    return (
      <Button {...common}>
        {icon}
        {label}
      </Button>
    );
  }
  const title = job.title?.trim() || t('untitled', { id: job.id });
  return (
    <IconButton {...common} aria-label={t('saveJob', { title })} title={bookmarked ? t('saved') : t('save')}>
      {icon}
    </IconButton>
  );
}
