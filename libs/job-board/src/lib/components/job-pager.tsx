import { useTranslation } from 'react-i18next';
import type { JobSearch } from '@jobpoint/jobs-client';
import { Pager, pagerTexts } from '@jobpoint/ui-kit';
import { JOB_BOARD_NAMESPACE } from '../i18n/job-board-resources';
import { jobBoardHref } from '../search/search-state';

/** Links to the other pages of a search; the page is part of the URL like the rest of the search. */
export function JobPager({ search, pageCount }: { search: JobSearch; pageCount: number }) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  return (
    <Pager
      page={search.page}
      pageCount={pageCount}
      href={(page) => jobBoardHref({ ...search, page })}
      texts={pagerTexts(t)}
    />
  );
}
