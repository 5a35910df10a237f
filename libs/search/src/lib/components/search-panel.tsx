import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Box, Button, chakra, Flex, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_QUERY_PARAM } from '@jobpoint/i18n';
import { useSearchQuery } from '@jobpoint/search-client';
import { appForPath } from '@jobpoint/site-routes';
import { useLocale } from '@jobpoint/store';
import { useSiteApp, withLocaleParam } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  SEARCH_PARAMS,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_PATH,
  searchResultsHref,
} from '../results/search-results-query';
import { SEARCH_DEBOUNCE_MS, SEARCH_PANEL_MAX_HEIGHT } from '../search-constants';
import { DidYouMean } from './did-you-mean';
import { SearchHitOption } from './search-hit-option';

export interface SearchPanelProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Closes the overlay around the panel. */
  onClose: () => void;
}

/**
 * The autocomplete: a combobox input that owns the focus, and a listbox of results whose active option
 * it names through `aria-activedescendant`. Arrow keys move through the results, Enter follows the
 * active one, or like 'Suchen' opens the results page with all hits; Escape closes the dialog around it.
 */
export function SearchPanel({ inputRef, onClose }: SearchPanelProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const locale = useLocale();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();
  const app = useSiteApp();
  const urlLocale = new URLSearchParams(useLocation().search).get(LOCALE_QUERY_PARAM);
  // A page belongs to its query and an active option to its results: a new query starts at page 0 and
  // new results start with no option active.
  const [paging, setPaging] = useState({ query, page: 0 });
  const page = paging.query === query ? paging.page : 0;
  const setPage = (next: number) => setPaging({ query, page: next });
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const { data, isError, isFetching } = useSearchQuery({ query, locale, page }, { skip: query === '' });
  const hits = query === '' ? [] : (data?.hits ?? []);

  const [activeOption, setActiveOption] = useState<{ hits: unknown; index: number }>({ hits, index: -1 });
  const active = activeOption.hits === hits ? activeOption.index : -1;
  const setActive = (index: number) => setActiveOption({ hits, index });

  useEffect(() => {
    if (active >= 0) {
      document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [active, listboxId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (hits.length === 0) {
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((active + 1) % hits.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active <= 0 ? hits.length - 1 : active - 1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      document.getElementById(optionId(active))?.click();
    }
  }

  /**
   * The results page: in this app a navigation; from the other app the form's own GET request loads it,
   * as links between the apps do.
   */
  function onSubmit(event: FormEvent) {
    const typed = text.trim();
    if (typed !== '' && appForPath(SEARCH_RESULTS_PATH) !== app) return;
    event.preventDefault();
    if (typed === '') return;
    // Navigating inside the submit event would make React hold the form as a pending form action; a
    // moment later it is a plain navigation. The overlay closes at once.
    onClose();
    const href = withLocaleParam(searchResultsHref({ query: typed, page: 1 }), urlLocale);
    setTimeout(() => navigate(href), 0);
  }

  function clear() {
    setText('');
    inputRef.current?.focus();
  }

  function searchFor(suggestion: string) {
    setText(suggestion);
    inputRef.current?.focus();
  }

  const expanded = hits.length > 0;
  let status: string;
  let suggestion: string | undefined;
  if (query === '') {
    status = t('hint');
  } else if (isError) {
    status = '';
  } else if (!data && isFetching) {
    status = t('loading');
  } else if (data && data.nbHits === 0) {
    status = t('empty', { query });
    suggestion = data.suggestedQuery;
  } else {
    status = data ? t('resultCount', { count: data.nbHits }) : '';
  }

  return (
    <Stack gap="4">
      <chakra.form role="search" method="get" action={SEARCH_RESULTS_PATH} onSubmit={onSubmit} aria-label={t('title')}>
        {urlLocale && <input type="hidden" name={LOCALE_QUERY_PARAM} value={urlLocale} />}
        <Flex gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <VisuallyHidden asChild>
            <label htmlFor={`${listboxId}-input`}>{t('label')}</label>
          </VisuallyHidden>
          <Input
            ref={inputRef}
            id={`${listboxId}-input`}
            type="search"
            name={SEARCH_PARAMS.query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={t('placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            flex="1"
            minW="0"
          />
          <Button type="button" variant="outline" onClick={clear} disabled={text === ''}>
            {t('clear')}
          </Button>
          <Button type="submit">{t('submit')}</Button>
        </Flex>
      </chakra.form>

      <Text aria-live="polite" fontSize="sm" color="fg.muted">
        {status}
        {suggestion ? <DidYouMean suggestion={suggestion} onSelect={searchFor} /> : null}
      </Text>
      {isError && query !== '' ? (
        <Text role="alert" color="fg.error">
          {t('error')}
        </Text>
      ) : null}

      <Box maxH={`${SEARCH_PANEL_MAX_HEIGHT}px`} overflowY="auto">
        <Stack as="ul" id={listboxId} role="listbox" aria-label={t('results')} listStyleType="none" gap="1" m="0" p="0">
          {hits.map((hit, index) => (
            <SearchHitOption
              key={hit.objectID}
              hit={hit}
              id={optionId(index)}
              active={index === active}
              onPointerEnter={() => setActive(index)}
            />
          ))}
        </Stack>
      </Box>

      {data && data.nbPages > 1 && !isError ? (
        <HStack justify="space-between">
          <Button size="sm" variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('previousPage')}
          </Button>
          <Text fontSize="sm">{t('page', { page: page + 1, pages: data.nbPages })}</Text>
          <Button size="sm" variant="ghost" disabled={page + 1 >= data.nbPages} onClick={() => setPage(page + 1)}>
            {t('nextPage')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
