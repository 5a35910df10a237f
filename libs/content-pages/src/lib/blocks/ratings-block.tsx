import { Card, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  useGetCompanyRatingsQuery,
  useGetCustomerRatingsQuery,
  useGetRatingBlockQuery,
  type LocalizedContent,
  type Rating,
  type RatingBlock,
} from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { CmsButton, HEADING_SIZES, headingTag, isCmsButtonShown } from '@jobpoint/ui-kit';
import { hasText, toButtonData } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { ContentLanguage } from './content-language';
import { TitledSection } from './titled-section';

const MAX_STARS = 5;

/** Whole stars from 0 to 5, whatever the editors typed. */
function clampStars(stars: number): number {
  return Math.min(MAX_STARS, Math.max(0, Math.round(stars)));
}

/**
 * The stars drawn for the eye, filled from the start of the card's own language, and said in words
 * ('4 von 5 Sternen') for screen readers: the site's own words, in the page's language even on a
 * German rating.
 */
function Stars({ stars, contentLocale, pageLocale }: { stars: number; contentLocale: Locale; pageLocale: Locale }) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const count = clampStars(stars);
  return (
    <div>
      <HStack gap="1" aria-hidden="true" color="colorPalette.solid">
        {Array.from({ length: MAX_STARS }, (_, index) => (
          <Icon key={index} as={Star} boxSize="5" fill={index < count ? 'currentColor' : 'none'} />
        ))}
      </HStack>
      <ContentLanguage locale={pageLocale} pageLocale={contentLocale}>
        <VisuallyHidden>{t('starRating', { count })}</VisuallyHidden>
      </ContentLanguage>
    </div>
  );
}

function RatingCard({
  rating,
  contentLocale,
  pageLocale,
}: {
  rating: Rating;
  contentLocale: Locale;
  pageLocale: Locale;
}) {
  return (
    <Card.Root flex="1" variant="outline">
      <Card.Body as="figure" gap="3">
        <Stars stars={rating.stars} contentLocale={contentLocale} pageLocale={pageLocale} />
        {hasText(rating.text) && (
          <Text as="blockquote" fontSize="lg">
            {rating.text}
          </Text>
        )}
        <Text as="figcaption" fontWeight="semibold">
          {rating.name}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

interface RatingsProps extends BlockProps<null> {
  ratings: LocalizedContent<Rating[]> | null | undefined;
  /** The title of this list in the rating block. */
  listTitle: (block: RatingBlock) => string | null | undefined;
}

/** The rating block's titles and button around one list of ratings; nothing while there are no ratings. */
function Ratings({ id, tone, headingLevel, context, ratings, listTitle }: RatingsProps) {
  const { data: block } = useGetRatingBlockQuery(context.locale);
  if (!ratings) {
    return null;
  }
  const frame = block?.content;
  const frameLocale = block?.locale ?? context.locale;
  const title = frame ? listTitle(frame) : null;
  const button = toButtonData(frame?.button);
  return (
    <ContentLanguage locale={frameLocale} pageLocale={context.locale}>
      <TitledSection id={id} tone={tone} title={frame?.title} subtitle={frame?.subtitle} headingLevel={headingLevel}>
        {(level) => {
          const tag = headingTag(level);
          return (
            <Stack gap="6">
              {hasText(title) && (
                <Heading as={tag} size={HEADING_SIZES[tag]}>
                  {title}
                </Heading>
              )}
              <ContentLanguage locale={ratings.locale} pageLocale={frameLocale}>
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
                  {ratings.content.map((rating) => (
                    <Flex as="li" key={rating.id}>
                      <RatingCard rating={rating} contentLocale={ratings.locale} pageLocale={context.locale} />
                    </Flex>
                  ))}
                </SimpleGrid>
              </ContentLanguage>
              {isCmsButtonShown(button, context.today) && (
                <Flex>
                  <CmsButton button={button} today={context.today} />
                </Flex>
              )}
            </Stack>
          );
        }}
      </TitledSection>
    </ContentLanguage>
  );
}

/** What job seekers say about the counselling. */
export function CustomerRatingsBlock(props: BlockProps<null>) {
  const { data } = useGetCustomerRatingsQuery(props.context.locale);
  return <Ratings {...props} ratings={data} listTitle={(block) => block.customerTitle} />;
}

/** What companies say about working with the organisation. */
export function CompanyRatingsBlock(props: BlockProps<null>) {
  const { data } = useGetCompanyRatingsQuery(props.context.locale);
  return <Ratings {...props} ratings={data} listTitle={(block) => block.companyTitle} />;
}
