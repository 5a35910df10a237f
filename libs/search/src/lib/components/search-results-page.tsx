import { Button, chakra, Container, Flex, Heading, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_QUERY_PARAM, type Locale } from '@jobpoint/i18n';
import { useSearchQuery } from '@jobpoint/search-client';
import { SiteLink } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { resultsSearchArgs } from '../results/load-search-results';
import {
  SEARCH_PARAMS,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_PATH,
  searchResultsHref,
  type SearchResultsQuery,
} from '../results/search-results-query';
import { DidYouMean } from './did-you-mean';
import { SearchResultCard } from './search-result-card';
import { SearchResultsPager } from './search-results-pager';

/**
 * /suche?q=…&page=…: every hit of the site search in the visitor's language, 20 per page. The form is a
 * plain GET form, so a new search is a new URL, server-rendered like any other.
 */
export function SearchResultsPage({
  locale,
  results,
  urlLocale,
}: {
  locale: Locale;
  results: SearchResultsQuery;
  /** The language the page's URL names (`?locale=`), which the search form keeps. */
  urlLocale: Locale | null;
}) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const { query, page } = results;
  const { data, isError } = useSearchQuery(resultsSearchArgs(locale, results), { skip: query === '' });
  const inputId = useId();
  const offset = (page - 1) * (data?.hitsPerPage ?? 0);

  let status = t('hint');
  if (query !== '' && isError) status = t('error');
  else if (query !== '' && data)
    status = data.nbHits === 0 ? t('empty', { query }) : t('resultCount', { count: data.nbHits });

  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {query ? t('resultsFor', { query }) : t('results')}
        </Heading>

        <chakra.form role="search" aria-label={t('title')} method="get" action={SEARCH_RESULTS_PATH}>
          {urlLocale && <input type="hidden" name={LOCALE_QUERY_PARAM} value={urlLocale} />}
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            <VisuallyHidden asChild>
              <label htmlFor={inputId}>{t('label')}</label>
            </VisuallyHidden>
            <Input
              key={query}
              id={inputId}
              type="search"
              name={SEARCH_PARAMS.query}
              defaultValue={query}
              placeholder={t('placeholder')}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              size="lg"
              flex="1"
              minW="0"
            />
            <Button type="submit" size="lg">
              {t('submit')}
            </Button>
          </Flex>
        </chakra.form>

        <Text aria-live="polite" role={isError ? 'alert' : undefined} color={isError ? 'fg.error' : 'fg.muted'}>
          {status}
          {query !== '' && !isError && data?.nbHits === 0 && data.suggestedQuery ? (
            <DidYouMean suggestion={data.suggestedQuery} />
          ) : null}
        </Text>

        {data && data.hits.length > 0 ? (
          <chakra.ol
            start={offset + 1}
            display="flex"
            flexDirection="column"
            gap="3"
            listStyleType="none"
            m="0"
            p="0"
            aria-label={t('results')}
          >
            {data.hits.map((hit) => (
              <li key={hit.objectID}>
                <SearchResultCard hit={hit} />
              </li>
            ))}
          </chakra.ol>
        ) : null}

        {data && data.nbHits > 0 && data.hits.length === 0 ? (
          <Text>
            {t('pageEmpty')}{' '}
            <SiteLink href={searchResultsHref({ query, page: 1 })} color="colorPalette.fg" fontWeight="semibold">
              {t('firstPage')}
            </SiteLink>
          </Text>
        ) : null}

        {data ? <SearchResultsPager results={results} pageCount={data.nbPages} /> : null}
      </Stack>
    </Container>
  );
}
