import { Container, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import {
  DEFAULT_ARTICLE_SEARCH,
  useGetAdvicePageQuery,
  useGetArticleCategoriesQuery,
  useGetArticlesQuery,
  useGetArticleTagsQuery,
  useGetLatestArticlesQuery,
  useGetTopArticlesQuery,
  type ArticleSummary,
} from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import {
  LinkButton,
  Pager,
  pagerTexts,
  ResponsiveImage,
  ResultsUnavailable,
  RichText,
  SectionHeading,
  SiteLink,
  StaticRegion,
} from '@jobpoint/ui-kit';
import type { AdviceListData } from '../data/load-advice';
import { ADVICE_NAMESPACE } from '../i18n/advice-resources';
import { ADVICE_PATH, adviceHref, isNarrowed } from '../search/advice-search';
import { AdviceFilters } from './advice-filters';
import { AdviceSearchForm } from './advice-search-form';
import { ArticleCard } from './article-card';
import { articleImage } from './article-image';
import { languageProps } from './content-language';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function ArticleGrid({ articles, locale, articleLocale, columns }: { articles: ArticleSummary[]; locale: Locale; articleLocale: Locale; columns: { base: number; md: number; lg: number } }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={{ base: '4', md: '6' }}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} locale={locale} articleLocale={articleLocale} headingLevel={3} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * /ratgeber: the header from the CMS, the top and the newest articles, then every article with search,
 * tag and category filters and pages, all kept in the URL.
 */
export function AdvicePage({ data }: { data: AdviceListData }) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  const { locale, articleLocale, search } = data;
  const navigation = useNavigation();
  const page = useGetAdvicePageQuery(locale).data;
  const latest = useGetLatestArticlesQuery(locale).data;
  const narrowed = isNarrowed(search);
  const topData = useGetTopArticlesQuery({ locale: articleLocale }, { skip: narrowed }).data;
  const top = topData ?? [];
  const tags = useGetArticleTagsQuery({ locale: articleLocale }).data ?? [];
  const categories = useGetArticleCategoriesQuery({ locale: articleLocale }).data ?? [];
  const list = useGetArticlesQuery({ locale: articleLocale, ...search });
  const loading = navigation.state === 'loading' && navigation.location.pathname === ADVICE_PATH;

  const content = page?.content;
  const header = content?.headerSection;
  // The section titles, placeholder and empty-list text are interface: where the CMS has none in the
  // page's language, the site's own strings in that language stand in instead of German ones.
  const texts = page?.locale === locale ? content : undefined;
  // While a search narrows the list, the header keeps its text only, so the results come first.
  const headerImage = narrowed ? null : articleImage(header?.image);
  const paged = list.data;

  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '10', md: '14' }}>
        {/* The texts, cards and page links take no input: a hydrating page keeps their server HTML (ADR 046). */}
        <StaticRegion deps={[page, narrowed, locale]}>
          <Grid templateColumns={{ base: '1fr', md: headerImage ? '3fr 2fr' : '1fr' }} gap={{ base: '6', md: '10' }} alignItems="center">
            <Stack gap="3" {...(page ? languageProps(page.locale, locale) : {})}>
              <SectionHeading title={header?.title || t('title')} subtitle={header?.subtitle} level={1} mb="0" />
              <RichText markdown={header?.description} headingOffset={1} />
            </Stack>
            {headerImage && <ResponsiveImage image={headerImage} sizes="(min-width: 768px) 40vw, 100vw" priority borderRadius="md" w="full" />}
          </Grid>
        </StaticRegion>

        {!narrowed && top.length > 0 && (
          <Section id="ratgeber-top" title={texts?.topArticlesTitle || t('sections.top')}>
            <StaticRegion deps={[topData, locale, articleLocale]}>
              <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} columnGap="6" rowGap="1">
                {top.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} locale={locale} articleLocale={articleLocale} headingLevel={3} variant="compact" />
                  </li>
                ))}
              </SimpleGrid>
            </StaticRegion>
          </Section>
        )}

        {!narrowed && latest && latest.content.length > 0 && (
          <Section id="ratgeber-neueste" title={texts?.latestTitle || t('sections.latest')}>
            <StaticRegion deps={[latest, locale, articleLocale]}>
              <ArticleGrid articles={latest.content} locale={locale} articleLocale={articleLocale} columns={{ base: 1, md: 2, lg: 3 }} />
            </StaticRegion>
          </Section>
        )}

        <Section id="ratgeber-alle" title={texts?.allTitle || t('sections.all')}>
          <Stack gap="5" bg="surface.muted" borderRadius="md" p={{ base: '4', md: '6' }}>
            <AdviceSearchForm key={`${search.query}|${search.tag}|${search.category}`} search={search} placeholder={texts?.searchPlaceholder} />
            <AdviceFilters search={search} tags={tags} categories={categories} locale={locale} articleLocale={articleLocale} />
          </Stack>

          <Stack gap="5" aria-busy={loading || list.isFetching}>
            {paged && (
              <Text fontWeight="semibold" aria-live="polite">
                {t('results.count', { count: paged.total })}
              </Text>
            )}

            {!paged && list.isError && <ResultsUnavailable title={t('results.unavailable')} hint={t('results.unavailableHint')} />}

            {paged && paged.articles.length === 0 && (
              <Stack gap="3" align="flex-start" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
                <Text fontWeight="semibold">
                  {texts?.noResultsText || t('results.empty')}
                </Text>
                <Text>{t('results.emptyHint')}</Text>
                <LinkButton colorPalette="brand">
                  <SiteLink href={adviceHref(DEFAULT_ARTICLE_SEARCH)} unstyled>
                    {t('filters.reset')}
                  </SiteLink>
                </LinkButton>
              </Stack>
            )}

            {paged && paged.articles.length > 0 && (
              <Stack gap="6" opacity={loading ? 0.6 : 1}>
                <StaticRegion deps={[paged, search, locale, articleLocale]}>
                  <ArticleGrid articles={paged.articles} locale={locale} articleLocale={articleLocale} columns={{ base: 1, md: 2, lg: 3 }} />
                  <Pager page={search.page} pageCount={paged.pageCount} href={(target) => adviceHref({ ...search, page: target })} texts={pagerTexts(t)} />
                </StaticRegion>
              </Stack>
            )}
          </Stack>
        </Section>
      </Stack>
    </Container>
  );
}
