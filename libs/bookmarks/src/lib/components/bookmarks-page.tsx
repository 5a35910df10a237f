import { Box, Button, Container, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBookmarksPageQuery, type BookmarksPage as BookmarksPageContent } from '@jobpoint/cms-client';
import { localDateString, type Locale } from '@jobpoint/i18n';
import { entryName, JOB_BOARD_PATH, jobPath, jobPlace } from '@jobpoint/jobs-client';
import { useLocale } from '@jobpoint/store';
import { berlinDateOf, CmsButton, formatCalendarDate, isCmsButtonShown, LinkButton, RichText, SiteLink, StaticRegion } from '@jobpoint/ui-kit';
import { useBookmarks, useRemoveBookmark } from '../hooks/use-bookmarks';
import { BOOKMARKS_NAMESPACE } from '../i18n/bookmarks-resources';
import type { BookmarkedJob } from '../state/bookmark-storage';

const HEADING_ID = 'merkliste-heading';

function SavedJob({ job, locale, removeText, onRemove }: { job: BookmarkedJob; locale: Locale; removeText: string; onRemove: () => void }) {
  const { t } = useTranslation(BOOKMARKS_NAMESPACE);
  const title = job.title?.trim() || t('untitled', { id: job.id });
  const place = jobPlace(job);
  const published = formatCalendarDate(berlinDateOf(job.created_at), locale);
  const workTimes = (job.work_time_categories ?? []).map((entry) => entryName(entry, locale).text).join(', ');
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '5' }}>
      <Stack gap="2">
        <Box lang={job.language ?? 'de'} dir="auto">
          <Heading as="h2" size="md" overflowWrap="anywhere" hyphens="auto">
            <SiteLink href={jobPath({ id: job.id, title: job.title ?? '' })} color="colorPalette.fg" textDecoration="underline">
              {title}
            </SiteLink>
          </Heading>
          {job.company?.full_name && <Text fontWeight="medium">{job.company.full_name}</Text>}
          {(place || workTimes) && <Text color="fg.muted">{[place, workTimes].filter(Boolean).join(' · ')}</Text>}
        </Box>
        {published && (
          <Text fontSize="sm" color="fg.muted">
            {t('published', { date: published })}
          </Text>
        )}
        <HStack justify="flex-end">
          <Button variant="outline" colorPalette="brand" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {removeText}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The box of an empty list: its first line, how to bookmark a job and the way to the job board. All but the
 * first line is known on the server, so while the stored list is read the box stands there with the
 * loading line: the page's largest text comes with the server's HTML, and an empty list changes one line.
 */
function BookmarkingHint({ firstLine, busy, content }: { firstLine: string; busy: boolean; content: BookmarksPageContent | null | undefined }) {
  const locale = useLocale();
  return (
    <Stack gap="4" align="flex-start" bg="surface.muted" p={{ base: '4', md: '6' }} borderRadius="md" aria-busy={busy || undefined}>
      <Text fontWeight="semibold">{firstLine}</Text>
      {/* Takes no input: a hydrating page keeps its HTML and needs no date formatter for the button (ADR 175). */}
      <StaticRegion deps={[content, locale]}>
        <WaysToBookmark content={content} />
      </StaticRegion>
    </Stack>
  );
}

/** How to bookmark a job, and the CMS's button (while it is shown) or the way to the job board. */
function WaysToBookmark({ content }: { content: BookmarksPageContent | null | undefined }) {
  const { t } = useTranslation(BOOKMARKS_NAMESPACE);
  const today = localDateString();
  return (
    <>
      <Text>{t('howTo')}</Text>
      {isCmsButtonShown(content?.button, today) ? (
        <CmsButton button={content?.button} today={today} />
      ) : (
        <LinkButton colorPalette="brand">
          <SiteLink href={JOB_BOARD_PATH} unstyled>
            {t('toJobBoard')}
          </SiteLink>
        </LinkButton>
      )}
    </>
  );
}

/** /job-boerse/merkliste: the jobs bookmarked in this browser, with the page's content from the CMS. */
export function BookmarksPage() {
  const { t } = useTranslation(BOOKMARKS_NAMESPACE);
  const locale = useLocale();
  const { data: content } = useGetBookmarksPageQuery({ locale });
  const { jobs, ready } = useBookmarks();
  const removeBookmark = useRemoveBookmark();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const remove = (job: BookmarkedJob) => {
    removeBookmark(job.id);
    setAnnouncement(t('removed', { title: job.title?.trim() || t('untitled', { id: job.id }) }));
    // The removed item's button is gone; the list's heading is the next sensible place for focus.
    headingRef.current?.focus();
  };

  return (
    // The stored list appears after hydration and may be long: the page keeps at least a screen's height, so
    // what follows it (contact bar, footer) starts below the first screen and does not move in view then.
    <Container maxW="4xl" minH="100svh" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="3">
          <Heading as="h1" id={HEADING_ID} ref={headingRef} tabIndex={-1} size={{ base: '2xl', md: '3xl' }} overflowWrap="break-word">
            {content?.title || t('title')}
          </Heading>
          <RichText markdown={content?.description} headingOffset={1} />
        </Stack>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        {!ready || jobs.length === 0 ? (
          <BookmarkingHint firstLine={ready ? content?.emptyText || t('empty') : t('loading')} busy={!ready} content={content} />
        ) : (
          <Stack gap="4">
            <Text color="fg.muted">{t('count', { count: jobs.length })}</Text>
            <Stack as="ul" listStyleType="none" gap="4" aria-labelledby={HEADING_ID}>
              {jobs.map((job) => (
                <SavedJob key={job.id} job={job} locale={locale} removeText={content?.removeText || t('remove')} onRemove={() => remove(job)} />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
