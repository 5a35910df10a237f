import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '@jobpoint/search-client';
import { SiteLink } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { hitText, hitTitle } from './hit-content';
import { HitThumbnail } from './hit-thumbnail';
import { HighlightedText } from './highlighted-text';

const THUMBNAIL_SIZE = 64;

/** One hit of the results page: its title links to the page, with its kind, company and the matching text. */
export function SearchResultCard({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  return (
    <Flex as="article" gap="4" p={{ base: '3', md: '4' }} borderWidth="1px" borderColor="border" borderRadius="md">
      <HitThumbnail hit={hit} size={THUMBNAIL_SIZE} display={{ base: 'none', sm: 'block' }} />
      <Box minW="0" flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="md" overflowWrap="anywhere">
            <SiteLink href={hit.url} display="inline" color="colorPalette.fg">
              <HighlightedText value={hitTitle(hit)} />
            </SiteLink>
          </Heading>
          <Badge size="sm" variant="subtle">
            {t(`type.${hit.type}`)}
          </Badge>
        </Flex>
        {hit.type === 'job' && hit.company.name ? (
          <Text fontSize="sm" color="fg.muted">
            {hit.company.name}
          </Text>
        ) : null}
        <Text mt="1" overflowWrap="anywhere">
          <HighlightedText value={hitText(hit)} />
        </Text>
      </Box>
    </Flex>
  );
}
