import { Box, chakra, Text } from '@chakra-ui/react';
import { BellRing, ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@jobpoint/i18n';
import type { JobSearch, PublicViewConstants } from '@jobpoint/jobs-client';
import { onDemand } from '@jobpoint/ui-kit';
import { JOB_ALERT_NAMESPACE } from '../i18n/job-alert-resources';
import type { SpecialEventLabel } from '../search/special-events';
import type { JobAlertFormProps } from './job-alert-form';

/** The form and react-hook-form load when the visitor opens the job alert, not with the job board. */
const JobAlertFormCode = onDemand(() => import('./job-alert-form').then((module) => module.JobAlertForm));

const Details = chakra('details');
const Summary = chakra('summary');

export interface JobAlertProps {
  search: JobSearch;
  constants: PublicViewConstants | undefined;
  specialEvents: readonly SpecialEventLabel[];
  locale: Locale;
}

type FormCode = { status: 'waiting' | 'failed' } | { status: 'loaded'; Form: ComponentType<JobAlertFormProps> };

/**
 * 'Job-Alarm für diese Suche': a native disclosure beside the results, so it opens by keyboard and
 * before the page has started too. Opening it loads the form's code (pointing at it or focusing it starts
 * that early); if it cannot load, it says so and the next opening tries again. The form stays mounted
 * while the disclosure is closed, so nothing typed is lost by closing it or by a new search.
 */
export function JobAlert({ search, constants, specialEvents, locale }: JobAlertProps) {
  const { t } = useTranslation(JOB_ALERT_NAMESPACE);
  const summaryId = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const [code, setCode] = useState<FormCode>({ status: 'waiting' });

  const loadForm = useCallback(() => {
    JobAlertFormCode.load().then(
      (Form) => setCode({ status: 'loaded', Form }),
      () => setCode({ status: 'failed' }),
    );
  }, []);
  const toggled = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || code.status === 'loaded') return;
    setCode({ status: 'waiting' });
    loadForm();
  };
  // A disclosure opened before the page started sent its toggle event to no one: it is taken over here.
  useEffect(() => {
    if (details.current?.open) loadForm();
  }, [loadForm]);

  return (
    <Details ref={details} onToggle={toggled} colorPalette="brand">
      <Summary
        id={summaryId}
        display="inline-flex"
        alignItems="center"
        gap="2"
        minH="10"
        px="4"
        py="2"
        borderWidth="1px"
        borderColor="colorPalette.solid"
        borderRadius="md"
        color="colorPalette.fg"
        fontWeight="semibold"
        cursor="pointer"
        listStyleType="none"
        onPointerEnter={JobAlertFormCode.preload}
        onFocus={JobAlertFormCode.preload}
        _hover={{ bg: 'colorPalette.subtle' }}
        css={{ '&::-webkit-details-marker': { display: 'none' }, 'details[open] > & > svg:last-child': { transform: 'rotate(180deg)' } }}
      >
        <BellRing aria-hidden="true" size="1.1em" />
        {t('open')}
        <ChevronDown aria-hidden="true" size="1.1em" />
      </Summary>
      <Box mt="3" p={{ base: '4', md: '6' }} borderWidth="1px" borderColor="border" borderRadius="md" maxW="2xl">
        {code.status === 'loaded' ? (
          <code.Form search={search} constants={constants} specialEvents={specialEvents} locale={locale} labelledBy={summaryId} />
        ) : (
          <Text role={code.status === 'failed' ? 'alert' : undefined}>{t(code.status === 'failed' ? 'loadFailed' : 'loading')}</Text>
        )}
      </Box>
    </Details>
  );
}
