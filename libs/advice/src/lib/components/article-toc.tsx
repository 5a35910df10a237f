import { Box, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@jobpoint/i18n';
import { SiteLink } from '@jobpoint/ui-kit';
import { ADVICE_NAMESPACE } from '../i18n/advice-resources';
import type { TocEntry } from '../toc/table-of-contents';
import { languageProps } from './content-language';

const TOC_HEADING_ID = 'artikel-inhalt';

/**
 * The article's table of contents. Its links are anchors on the page: the site's link scrolls to the
 * heading with the header offset (docs/product-overview.md, Link and scroll behaviour).
 */
export function ArticleToc({ entries, locale, articleLocale }: { entries: TocEntry[]; locale: Locale; articleLocale: Locale }) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  if (entries.length < 2) return null;
  return (
    <Box as="nav" aria-labelledby={TOC_HEADING_ID} borderInlineStartWidth="3px" borderColor="colorPalette.solid" ps="4" py="1">
      <Heading as="h2" id={TOC_HEADING_ID} size="md" mb="3">
        {t('article.toc')}
      </Heading>
      <Stack as="ol" listStyleType="none" gap="2" {...languageProps(articleLocale, locale)}>
        {entries.map((entry) => (
          <Box as="li" key={entry.id} ps={entry.depth === 2 ? '4' : '0'} fontSize={entry.depth === 2 ? 'sm' : 'md'}>
            <SiteLink href={`#${entry.id}`} color="colorPalette.fg" overflowWrap="anywhere">
              {entry.text}
            </SiteLink>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
