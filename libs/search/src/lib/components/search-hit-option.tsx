import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '@jobpoint/search-client';
import { SiteLink } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { hitText, hitTitle } from './hit-content';
import { HitThumbnail } from './hit-thumbnail';
import { HighlightedText } from './highlighted-text';

const THUMBNAIL_SIZE = 48;

export interface SearchHitOptionProps {
  hit: SearchHit;
  id: string;
  active: boolean;
  onPointerEnter: () => void;
}

/**
 * One result: the link itself is the listbox option, so the option holds no nested control and Enter
 * (through the combobox) or a click follows the same link.
 */
export function SearchHitOption({ hit, id, active, onPointerEnter }: SearchHitOptionProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  return (
    <Box as="li" role="presentation">
      <SiteLink
        href={hit.url}
        id={id}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        onPointerEnter={onPointerEnter}
        display="flex"
        gap="3"
        p="3"
        borderRadius="md"
        textDecoration="none"
        color="inherit"
        bg={active ? 'bg.muted' : undefined}
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <HitThumbnail hit={hit} size={THUMBNAIL_SIZE} />
        <Box minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text as="span" fontWeight="semibold">
              <HighlightedText value={hitTitle(hit)} />
            </Text>
            <Badge size="sm" variant="subtle">
              {t(`type.${hit.type}`)}
            </Badge>
          </Flex>
          {hit.type === 'job' && hit.company.name ? (
            <Text as="span" display="block" fontSize="sm" color="fg.muted">
              {hit.company.name}
            </Text>
          ) : null}
          <Text as="span" display="block" fontSize="sm">
            <HighlightedText value={hitText(hit)} />
          </Text>
        </Box>
      </SiteLink>
    </Box>
  );
}
