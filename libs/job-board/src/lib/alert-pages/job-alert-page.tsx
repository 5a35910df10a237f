import { Alert, Box, Button, chakra, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetJobBoardPageQuery } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { JOB_BOARD_PATH, useGetPublicViewConstantsQuery } from '@jobpoint/jobs-client';
import { JOB_ALERT_FREQUENCIES, useGetJobAlertQuery, type JobAlert } from '@jobpoint/mailing-client';
import { JOB_ALERT_FREQUENCY_FIELD, jobAlertHref, ONE_CLICK_UNSUBSCRIBE } from '@jobpoint/site-routes';
import { useLocale } from '@jobpoint/store';
import { LinkButton, ResultsUnavailable, SiteLink } from '@jobpoint/ui-kit';
import { JOB_BOARD_NAMESPACE } from '../i18n/job-board-resources';
import { describeJobSearch } from '../search/describe-job-search';
import { jobBoardHref, searchStateFromQuery } from '../search/search-state';
import { specialEventLabels } from '../search/special-events';
import { JOB_ALERT_PAGES_NAMESPACE } from './job-alert-pages-resources';
import { JOB_ALERT_PAGE_TEXTS, type JobAlertPageQuery } from './load-job-alert-page';

const Form = chakra('form');
const Radio = chakra('input', { base: { boxSize: '5', flexShrink: 0, accentColor: 'colorPalette.solid', cursor: 'pointer' } });

function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap="6" align="flex-start">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="break-word">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}

function JobBoardLink({ children }: { children: ReactNode }) {
  return (
    <LinkButton colorPalette="brand">
      <SiteLink href={JOB_BOARD_PATH} unstyled>
        {children}
      </SiteLink>
    </LinkButton>
  );
}

/** The alert's search in words, with a link to the job board showing it. */
function AlertSearch({ alert, locale }: { alert: JobAlert; locale: Locale }) {
  const { t } = useTranslation(JOB_ALERT_PAGES_NAMESPACE);
  const { t: tJobBoard } = useTranslation(JOB_BOARD_NAMESPACE);
  const { data: constants } = useGetPublicViewConstantsQuery();
  const { data: content } = useGetJobBoardPageQuery({ locale });
  const search = searchStateFromQuery(new URLSearchParams(alert.search));
  const lines = describeJobSearch(search, constants, specialEventLabels(content?.searchConfig, tJobBoard), tJobBoard, locale);
  return (
    <Stack gap="3" bg="surface.muted" borderRadius="md" p={{ base: '4', md: '6' }} alignSelf="stretch">
      <Text fontWeight="semibold">{t('search')}</Text>
      <List.Root listStyleType="disc" ps="5" gap="1">
        {lines.map((line) => (
          <List.Item key={line} overflowWrap="anywhere">
            {line}
          </List.Item>
        ))}
      </List.Root>
      <SiteLink href={jobBoardHref(search)} alignSelf="flex-start">
        {t('searchLink')}
      </SiteLink>
    </Stack>
  );
}

/**
 * The form that ends an alert: a plain POST, as a mail program's one-click unsubscribe (RFC 8058) sends
 * it, so it works before and without the page's code.
 */
function EndForm({ query, token }: { query: JobAlertPageQuery; token: string }) {
  const { t } = useTranslation(JOB_ALERT_PAGES_NAMESPACE);
  return (
    <Form method="post" action={jobAlertHref('jobAlertEnd', token, query.urlLocale)}>
      <input type="hidden" name={ONE_CLICK_UNSUBSCRIBE.name} value={ONE_CLICK_UNSUBSCRIBE.value} />
      <Button type="submit" colorPalette="brand" variant="outline" whiteSpace="normal" h="auto" minH="10" py="2">
        {t('end.submit')}
      </Button>
    </Form>
  );
}

/** How often the alert mails: a plain POST of the gateway's manage form. */
function FrequencyForm({ query, token, alert }: { query: JobAlertPageQuery; token: string; alert: JobAlert }) {
  const { t } = useTranslation(JOB_ALERT_PAGES_NAMESPACE);
  return (
    <Form method="post" action={jobAlertHref('jobAlertManage', token, query.urlLocale)}>
      <Stack gap="4" align="flex-start">
        <Box as="fieldset">
          <Box as="legend" mb="2">
            {t('manage.frequencyLegend')}
          </Box>
          <Stack gap="2">
            {JOB_ALERT_FREQUENCIES.map((frequency) => (
              <HStack as="label" key={frequency} gap="3" cursor="pointer" colorPalette="brand">
                <Radio type="radio" name={JOB_ALERT_FREQUENCY_FIELD} value={frequency} defaultChecked={alert.frequency === frequency} />
                <span>{t(`frequencyOption.${frequency}`)}</span>
              </HStack>
            ))}
          </Stack>
        </Box>
        <Button type="submit" colorPalette="brand">
          {t('manage.save')}
        </Button>
      </Stack>
    </Form>
  );
}

/** What a page shows where its address has no alert, by page. */
function NoAlert({ query }: { query: JobAlertPageQuery }) {
  const { t } = useTranslation(JOB_ALERT_PAGES_NAMESPACE);
  const texts = query.page === 'jobAlertConfirm' ? 'confirm' : 'end';
  return (
    <PageFrame title={t(`${texts}.unknown`)}>
      <Text>{t(`${texts}.unknownText`)}</Text>
      <JobBoardLink>{t('jobBoardLink')}</JobBoardLink>
    </PageFrame>
  );
}

function ConfirmedAlert({ alert, token, locale }: { alert: JobAlert; token: string; locale: Locale }) {
  const { t } = useTranslation(JOB_ALERT_PAGES_NAMESPACE);
  if (!alert.confirmed) {
    return (
      <PageFrame title={t('confirm.title')}>
        <ResultsUnavailable title={t('confirm.notConfirmed')} hint={t('confirm.notConfirmedHint')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('confirm.active')}>
      <Text>{t('confirm.activeText', { frequency: t(`frequency.${alert.frequency}`) })}</Text>
      <AlertSearch alert={alert} locale={locale} />
      <Text>{t('confirm.manageHint')}</Text>
      <LinkButton colorPalette="brand">
        <SiteLink href={jobAlertHref('jobAlertManage', token)} unstyled>
          {t('confirm.manage')}
        </SiteLink>
      </LinkButton>
    </PageFrame>
  );
}

function EndAlert({ alert, token, query, locale }: { alert: JobAlert; token: string; query: JobAlertPageQuery; locale: Locale }) {
  const { t } = useTranslation(JOB_ALERT_PAGES_NAMESPACE);
  return (
    <PageFrame title={t('end.title')}>
      <AlertSearch alert={alert} locale={locale} />
      <Text>{t('end.text')}</Text>
      <EndForm query={query} token={token} />
    </PageFrame>
  );
}

const FREQUENCY_HEADING_ID = 'job-alert-frequency';
const END_HEADING_ID = 'job-alert-end';

function ManageAlert({ alert, token, query, locale }: { alert: JobAlert; token: string; query: JobAlertPageQuery; locale: Locale }) {
  const { t } = useTranslation(JOB_ALERT_PAGES_NAMESPACE);
  return (
    <PageFrame title={t('manage.title')}>
      {query.saved && (
        <Alert.Root status="success" role="status" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{t('manage.saved', { frequency: t(`frequency.${alert.frequency}`) })}</Alert.Title>
        </Alert.Root>
      )}
      <AlertSearch alert={alert} locale={locale} />
      <Stack as="section" aria-labelledby={FREQUENCY_HEADING_ID} gap="3" alignSelf="stretch">
        <Heading as="h2" id={FREQUENCY_HEADING_ID} size="lg">
          {t('manage.frequencyTitle')}
        </Heading>
        <FrequencyForm query={query} token={token} alert={alert} />
      </Stack>
      <Stack as="section" aria-labelledby={END_HEADING_ID} gap="3" alignSelf="stretch" align="flex-start">
        <Heading as="h2" id={END_HEADING_ID} size="lg">
          {t('end.title')}
        </Heading>
        <Text>{t('end.text')}</Text>
        <EndForm query={query} token={token} />
      </Stack>
    </PageFrame>
  );
}

/**
 * /job-alarm/bestaetigen, /abmelden and /verwalten: an alert confirmed (by the gateway, before this
 * page), one to end, or one to manage, each with its search in words. The forms post to the gateway as
 * plain HTML forms; an address without an alert says so.
 */
export function JobAlertPage({ query }: { query: JobAlertPageQuery }) {
  const { t } = useTranslation(JOB_ALERT_PAGES_NAMESPACE);
  const locale = useLocale();
  const endedNow = query.page === 'jobAlertEnd' && query.ended;
  const { data: alert, isError } = useGetJobAlertQuery(query.token ?? '', { skip: query.token === null || endedNow });

  if (endedNow) {
    return (
      <PageFrame title={t('end.ended')}>
        <Text>{t('end.endedText')}</Text>
        <JobBoardLink>{t('jobBoardLink')}</JobBoardLink>
      </PageFrame>
    );
  }
  if (query.token === null || alert === null) return <NoAlert query={query} />;
  if (!alert) {
    return (
      <PageFrame title={t(`${JOB_ALERT_PAGE_TEXTS[query.page]}.title`)}>
        {isError && <ResultsUnavailable title={t('unavailable')} hint={t('unavailableHint')} />}
      </PageFrame>
    );
  }
  if (query.page === 'jobAlertConfirm') return <ConfirmedAlert alert={alert} token={query.token} locale={locale} />;
  if (query.page === 'jobAlertEnd') return <EndAlert alert={alert} token={query.token} query={query} locale={locale} />;
  return <ManageAlert alert={alert} token={query.token} query={query} locale={locale} />;
}
