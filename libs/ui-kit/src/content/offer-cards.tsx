import { Box, Card, Heading, SimpleGrid } from '@chakra-ui/react';
import { CmsButton, isCmsButtonShown, type CmsButtonData } from './cms-button';
import { HEADING_SIZES, headingTag } from './heading-level';
import { ResponsiveImage, type ImageData } from './responsive-image';
import { RichText } from './rich-text';

export interface OfferCardItem {
  id?: number | string | null;
  title: string;
  /** Markdown. */
  description?: string | null;
  /** Decorative icon above the title. */
  icon?: ImageData | null;
  button?: CmsButtonData | null;
}

export interface OfferCardsProps {
  items: OfferCardItem[];
  headingLevel?: number;
  /** Today's date in Berlin (`YYYY-MM-DD`), for the cards' buttons. */
  today: string;
}

const ICON_SIZE = 64;

/** Offers as a list of cards: one column on phones, up to three on wide screens. */
export function OfferCards({ items, headingLevel = 3, today }: OfferCardsProps) {
  if (items.length === 0) {
    return null;
  }
  const tag = headingTag(headingLevel);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {items.map((item, index) => (
        <Box as="li" key={item.id ?? index} display="flex">
          <Card.Root flex="1" variant="outline">
            <Card.Body gap="3">
              {item.icon && (
                <ResponsiveImage
                  image={{ ...item.icon, alt: '' }}
                  sizes={`${ICON_SIZE}px`}
                  boxSize={`${ICON_SIZE}px`}
                  objectFit="contain"
                />
              )}
              <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word" hyphens="auto">
                {item.title}
              </Heading>
              <RichText markdown={item.description} headingOffset={headingLevel} />
            </Card.Body>
            {isCmsButtonShown(item.button, today) && (
              <Card.Footer>
                <CmsButton button={item.button} today={today} />
              </Card.Footer>
            )}
          </Card.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
