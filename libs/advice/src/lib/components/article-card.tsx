import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ArticleSummary } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { pagePath } from '@jobpoint/site-routes';
import { berlinDateOf, formatCalendarDate, ResponsiveImage, SiteLink } from '@jobpoint/ui-kit';
import { articleImage } from './article-image';
import { languageProps } from './content-language';
import { TagBadge } from './tag-badge';

export function articlePath(slug: string): string {
  return pagePath('article', { slug });
}

export interface ArticleCardProps {
  article: ArticleSummary;
  /** The page's language, for the date and for marking an article in another language. */
  locale: Locale;
  articleLocale: Locale;
  headingLevel: 2 | 3;
  /** `compact`: a thumbnail beside the title, for the long list of top articles. */
  variant?: 'card' | 'compact';
}

/** One article in a list: image, categories, title linking to the article, description, date and tags. */
export function ArticleCard({ article, locale, articleLocale, headingLevel, variant = 'card' }: ArticleCardProps) {
  const image = articleImage(article.image);
  const date = formatCalendarDate(berlinDateOf(article.publishedAt ?? article.createdAt), locale);
  const heading = (
    <Heading as={`h${headingLevel}`} size={variant === 'compact' ? 'sm' : 'md'} flex="1" overflowWrap="break-word" {...languageProps(articleLocale, locale)}>
      <SiteLink href={articlePath(article.slug)} color="fg" _hover={{ color: 'colorPalette.fg' }}>
        {article.title}
      </SiteLink>
    </Heading>
  );

  if (variant === 'compact') {
    return (
      <Flex as="article" gap="3" align="center" py="2">
        {image && (
          <ResponsiveImage image={{ ...image, alt: '' }} sizes="72px" w="72px" h="48px" objectFit="cover" borderRadius="sm" flexShrink={0} />
        )}
        {heading}
      </Flex>
    );
  }

  const categories = article.categories.map((category) => category.name).join(' · ');
  return (
    <Stack as="article" gap="0" h="full" borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden" bg="bg">
      {image && (
        <ResponsiveImage image={{ ...image, alt: '' }} sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw" w="full" aspectRatio="16 / 10" objectFit="cover" />
      )}
      <Stack gap="2" p={{ base: '4', md: '5' }} flex="1">
        {categories && (
          <Text fontSize="sm" fontWeight="semibold" color="colorPalette.fg" {...languageProps(articleLocale, locale)}>
            {categories}
          </Text>
        )}
        {heading}
        {article.description && (
          <Text color="fg.muted" lineClamp={3} {...languageProps(articleLocale, locale)}>
            {article.description}
          </Text>
        )}
        <Box flex="1" />
        {date && (
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={article.publishedAt ?? article.createdAt}>{date}</time>
          </Text>
        )}
        {article.tags.length > 0 && (
          <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" {...languageProps(articleLocale, locale)}>
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <TagBadge name={tag.name} color={tag.color} />
              </li>
            ))}
          </Flex>
        )}
      </Stack>
    </Stack>
  );
}
