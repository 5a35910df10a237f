import { Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetChatContactQuery } from '@jobpoint/cms-client';
import { CmsButton, SiteLink } from '@jobpoint/ui-kit';
import { hasText } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { chatHasContent, chatLinks } from './block-has-content';
import { ContentLanguage } from './content-language';
import { TitledSection } from './titled-section';

/** The WhatsApp contact: when someone answers, and the number as a link that opens the chat. */
export function ChatContactBlock({ id, tone, headingLevel, context }: BlockProps<null>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const { data } = useGetChatContactQuery(context.locale);
  if (!data) {
    return null;
  }
  const { content: chat, locale } = data;
  if (!chatHasContent(chat)) {
    return null;
  }
  const { chatHref, number, extraButton } = chatLinks(chat);
  return (
    <ContentLanguage locale={locale} pageLocale={context.locale}>
      <TitledSection id={id} tone={tone} title={chat.title} headingLevel={headingLevel}>
        {() => (
          <Stack gap="4" maxW="prose">
            {hasText(chat.description) && <Text fontSize="lg">{chat.description}</Text>}
            {(chatHref || number || hasText(chat.availability)) && (
              <Grid as="dl" templateColumns="auto minmax(0, 1fr)" columnGap="6" rowGap="2">
                {(chatHref || number) && (
                  <Text as="div" display="contents">
                    <Text as="dt" fontWeight="semibold">
                      {t('whatsapp')}
                    </Text>
                    <Text as="dd">
                      {chatHref ? (
                        <SiteLink href={chatHref} color="colorPalette.fg" textDecoration="underline">
                          {number ? <bdi dir="ltr">{number}</bdi> : t('chatOnWhatsApp')}
                        </SiteLink>
                      ) : (
                        <bdi dir="ltr">{number}</bdi>
                      )}
                    </Text>
                  </Text>
                )}
                {hasText(chat.availability) && (
                  <Text as="div" display="contents">
                    <Text as="dt" fontWeight="semibold">
                      {t('availability')}
                    </Text>
                    <Text as="dd">{chat.availability}</Text>
                  </Text>
                )}
              </Grid>
            )}
            {extraButton && (
              <Flex>
                <CmsButton button={extraButton} today={context.today} />
              </Flex>
            )}
          </Stack>
        )}
      </TitledSection>
    </ContentLanguage>
  );
}
