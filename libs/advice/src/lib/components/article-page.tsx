import { Box, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetArticleQuery, useGetRelatedArticlesQuery, type Article } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { pagePath } from '@jobpoint/site-routes';
import { berlinDateOf, formatCalendarDate, JsonLdScript, ResponsiveImage, RichText, SiteLink, StaticRegion } from '@jobpoint/ui-kit';
import { relatedArgs, type ArticlePageData } from '../data/load-advice';
import { ADVICE_NAMESPACE } from '../i18n/advice-resources';
import { buildBlogPosting } from '../json-ld/blog-posting';
import { articleHeadingId } from '../toc/article-heading-id';
import { ArticleCard, articlePath } from './article-card';
import { articleImage } from './article-image';
import { ContentLanguage } from './content-language';
import { ArticleToc } from './article-toc';
import { TagBadge } from './tag-badge';

const MIRROR_IN_RTL = { '[dir=rtl] & svg': { transform: 'scaleX(-1)' } };

function ArticleDates({ article, locale }: { article: Article; locale: Locale }) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  const publishedAt = article.publishedAt ?? article.createdAt;
  const published = formatCalendarDate(berlinDateOf(publishedAt), locale);
  const updated = formatCalendarDate(berlinDateOf(article.updatedAt), locale);
  return (
    <Flex columnGap="4" rowGap="1" wrap="wrap" fontSize="sm" color="fg.muted">
      {published && <time dateTime={publishedAt}>{t('article.published', { date: published })}</time>}
      {updated && updated !== published && <time dateTime={article.updatedAt ?? undefined}>{t('article.updated', { date: updated })}</time>}
    </Flex>
  );
}

/** The categories and tags of an article, each list named for screen readers. */
function Taxonomies({ article }: { article: Article }) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  return (
    <Flex gap="3" wrap="wrap" align="center">
      {article.categories.length > 0 && (
        <Flex as="ul" aria-label={t('article.categories')} listStyleType="none" gap="2" wrap="wrap">
          {article.categories.map((category) => (
            <Box as="li" key={category.id} fontSize="sm" fontWeight="semibold" color="colorPalette.fg" textTransform="uppercase" letterSpacing="wide">
              {category.name}
            </Box>
          ))}
        </Flex>
      )}
      {article.tags.length > 0 && (
        <Flex as="ul" aria-label={t('article.tags')} listStyleType="none" gap="2" wrap="wrap">
          {article.tags.map((tag) => (
            <li key={tag.id}>
              <TagBadge name={tag.name} color={tag.color} />
            </li>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

function RelatedArticles({ article, articleLocale, locale }: { article: Article; articleLocale: Locale; locale: Locale }) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  const related = useGetRelatedArticlesQuery(relatedArgs(article, articleLocale)).data;
  const articles = related ?? [];
  if (articles.length === 0) return null;
  const shares = (other: (typeof articles)[number]) =>
    other.tags.some((tag) => article.tags.some((own) => own.slug === tag.slug)) ||
    other.categories.some((category) => article.categories.some((own) => own.slug === category.slug));
  return (
    <Stack as="section" aria-labelledby="artikel-weitere" gap="4">
      <Heading as="h2" id="artikel-weitere" size={{ base: 'xl', md: '2xl' }}>
        {articles.some(shares) ? t('article.related') : t('article.latest')}
      </Heading>
      <StaticRegion deps={[related, locale, articleLocale]}>
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }}>
          {articles.map((other) => (
            <li key={other.id}>
              <ArticleCard article={other} locale={locale} articleLocale={articleLocale} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </StaticRegion>
    </Stack>
  );
}

/**
 * /ratgeber/{slug}: the article with its table of contents, its dates, categories and tags, the articles
 * related to it and its BlogPosting structured data. An article the Ratgeber has only in German or
 * English keeps that language (and direction) inside a Turkish or Arabic page.
 */
export function ArticlePage({ data }: { data: ArticlePageData }) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  const { locale, slug, origin, toc } = data;
  const found = useGetArticleQuery({ locale, slug }).data;
  if (!found) return null;
  const { content: article, locale: articleLocale } = found;
  const image = articleImage(article.image);
  const url = `${origin}${articlePath(article.slug)}`;
  const foreign = articleLocale !== locale;

  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '10', md: '14' }}>
        {/* The article takes no input: a hydrating page keeps its server HTML (ADR 046). */}
        <StaticRegion deps={[found, locale, toc]}>
          <Stack as="article" gap={{ base: '6', md: '8' }}>
            <SiteLink href={pagePath('advice')} display="inline-flex" alignItems="center" gap="2" alignSelf="flex-start" color="colorPalette.fg" css={MIRROR_IN_RTL}>
              <ArrowLeft aria-hidden="true" size="1.1em" />
              {t('article.back')}
            </SiteLink>
            {foreign && (
              <Text fontSize="sm" bg="surface.muted" borderRadius="md" px="3" py="2" alignSelf="flex-start">
                {t(`article.onlyIn.${articleLocale === 'en' ? 'en' : 'de'}`)}
              </Text>
            )}
            <ContentLanguage locale={articleLocale} pageLocale={locale}>
              <Stack gap="4" maxW="4xl">
                <Taxonomies article={article} />
                <Heading as="h1" size={{ base: '2xl', md: '4xl' }} overflowWrap="break-word" hyphens="auto">
                  {article.title}
                </Heading>
                {article.description && (
                  <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
                    {article.description}
                  </Text>
                )}
              </Stack>
            </ContentLanguage>
            <ArticleDates article={article} locale={locale} />
            {image && (
              <ResponsiveImage image={image} sizes="(min-width: 1200px) 1100px, 100vw" priority borderRadius="md" w="full" maxH="lg" objectFit="cover" />
            )}
            <Grid templateColumns={{ base: '1fr', lg: toc.length > 1 ? 'minmax(0, 1fr) minmax(0, 3fr)' : '1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
              {toc.length > 1 && (
                <Box position={{ lg: 'sticky' }} top={{ lg: '150px' }}>
                  <ArticleToc entries={toc} locale={locale} articleLocale={articleLocale} />
                </Box>
              )}
              <ContentLanguage locale={articleLocale} pageLocale={locale}>
                <RichText markdown={article.content} headingOffset={1} headingId={articleHeadingId} maxW="3xl" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" />
              </ContentLanguage>
            </Grid>
          </Stack>
        </StaticRegion>
        <RelatedArticles article={article} articleLocale={articleLocale} locale={locale} />
      </Stack>
      <JsonLdScript data={buildBlogPosting(article, { url, origin, inLanguage: articleLocale, organizationName: t('layout:siteName') })} />
    </Container>
  );
}
