import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCategory, ArticleSearch, ArticleTag } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { SiteLink } from '@jobpoint/ui-kit';
import { ADVICE_NAMESPACE } from '../i18n/advice-resources';
import { adviceHref, withFilter } from '../search/advice-search';
import { languageProps } from './content-language';
import { tagColors } from './tag-badge';

const chipStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: '10',
  px: '3',
  borderRadius: 'full',
  borderWidth: '2px',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
} as const;

/** One choice of a filter: a link to the list with it chosen, or without it when it is the current one. */
function Chip({ href, selected, colors, children }: { href: string; selected: boolean; colors: { background: string; text: string } | null; children: ReactNode }) {
  const selectedColors = colors ?? { background: 'colorPalette.solid', text: 'colorPalette.contrast' };
  return (
    <SiteLink
      href={href}
      aria-current={selected ? 'true' : undefined}
      {...chipStyle}
      borderColor={colors?.background ?? 'colorPalette.solid'}
      bg={selected ? selectedColors.background : 'bg'}
      color={selected ? selectedColors.text : 'fg'}
    >
      {selected ? (
        <Check aria-hidden="true" size="1em" />
      ) : (
        colors && <Box as="span" aria-hidden="true" boxSize="2.5" borderRadius="full" bg={colors.background} borderWidth="1px" borderColor="border" />
      )}
      {children}
    </SiteLink>
  );
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Stack as="nav" aria-label={legend} gap="2">
      <Text fontWeight="semibold">{legend}</Text>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
        {children}
      </Flex>
    </Stack>
  );
}

export interface AdviceFiltersProps {
  search: ArticleSearch;
  tags: ArticleTag[];
  categories: ArticleCategory[];
  locale: Locale;
  articleLocale: Locale;
}

/**
 * Tag and category filters as links: each URL is a list someone can share, reload or go back to. A chosen
 * tag or category links back to the list without it.
 */
export function AdviceFilters({ search, tags, categories, locale, articleLocale }: AdviceFiltersProps) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  const names = languageProps(articleLocale, locale);
  return (
    <Stack gap="4">
      {categories.length > 0 && (
        <FilterGroup legend={t('filters.categories')}>
          <li>
            <Chip href={adviceHref(withFilter(search, { category: null }))} selected={search.category === null} colors={null}>
              {t('filters.all')}
            </Chip>
          </li>
          {categories.map((category) => {
            const selected = search.category === category.slug;
            return (
              <li key={category.id}>
                <Chip href={adviceHref(withFilter(search, { category: selected ? null : category.slug }))} selected={selected} colors={null}>
                  <span {...names}>{category.name}</span>
                </Chip>
              </li>
            );
          })}
        </FilterGroup>
      )}
      {tags.length > 0 && (
        <FilterGroup legend={t('filters.tags')}>
          {tags.map((tag) => {
            const selected = search.tag === tag.slug;
            return (
              <li key={tag.id}>
                <Chip href={adviceHref(withFilter(search, { tag: selected ? null : tag.slug }))} selected={selected} colors={tagColors(tag.color)}>
                  <span {...names}>{tag.name}</span>
                </Chip>
              </li>
            );
          })}
        </FilterGroup>
      )}
    </Stack>
  );
}
