import { Box, chakra, HStack, Input, Stack, Text, useSlotRecipe } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { Locale } from '@jobpoint/i18n';
import type { JobSearch, PublicViewConstants } from '@jobpoint/jobs-client';
import {
  EMAIL_MAX_LENGTH,
  gatewayFieldRule,
  JOB_ALERT_CAPTCHA_ACTION,
  JOB_ALERT_FREQUENCIES,
  useCaptchaToken,
  useSubscribeJobAlertMutation,
  type JobAlertFrequency,
} from '@jobpoint/mailing-client';
import { ROUTES } from '@jobpoint/site-routes';
import { LabelledField, PlainCheckbox, SiteLink, SubmitButton } from '@jobpoint/ui-kit';
import { JOB_ALERT_NAMESPACE } from '../i18n/job-alert-resources';
import { JOB_BOARD_NAMESPACE } from '../i18n/job-board-resources';
import { describeJobSearch } from '../search/describe-job-search';
import { jobAlertQuery } from '../search/search-state';
import type { SpecialEventLabel } from '../search/special-events';
import { jobAlertRefusal, type JobAlertProblem } from './job-alert-refusal';

export interface JobAlertFormProps {
  /** The job board's search the alert is for (page and ordering are not kept). */
  search: JobSearch;
  constants: PublicViewConstants | undefined;
  specialEvents: readonly SpecialEventLabel[];
  locale: Locale;
  /** The id of the text that names the form. */
  labelledBy: string;
}

interface JobAlertFormValues {
  email: string;
  frequency: JobAlertFrequency;
  acceptedTerms: boolean;
}

const Radio = chakra('input', { base: { boxSize: '5', flexShrink: 0, accentColor: 'colorPalette.solid', cursor: 'pointer' } });

/**
 * The job alert for the board's current search: what it looks for in words, the address, how often
 * (daily by default) and the consent, both required ('Pflichtfeld'). The fields are uncontrolled and stay
 * as typed through every failure (refused fields get their message and the first of them the focus;
 * the rate limit, a failure of the site or the network get a message of their own) and through a new
 * search while the form is open. Accepted, the form gives way to the note that a confirmation mail is on
 * its way and must be confirmed within 48 hours.
 */
export function JobAlertForm({ search, constants, specialEvents, locale, labelledBy }: JobAlertFormProps) {
  const { t } = useTranslation(JOB_ALERT_NAMESPACE);
  const { t: boardT } = useTranslation(JOB_BOARD_NAMESPACE);
  const [subscribe, { isLoading: sending, isSuccess }] = useSubscribeJobAlertMutation();
  const captchaToken = useCaptchaToken();
  const [problem, setProblem] = useState<JobAlertProblem | null>(null);
  const { register, handleSubmit, formState, setError, setFocus } = useForm<JobAlertFormValues>({
    defaultValues: { email: '', frequency: 'daily', acceptedTerms: false },
  });
  const ids = useId();
  const field = useSlotRecipe({ key: 'field' })();
  const confirmationRef = useRef<HTMLDivElement>(null);
  const errors = formState.errors;
  const required = t('required');
  const lines = describeJobSearch(search, constants, specialEvents, boardT, locale);

  useEffect(() => {
    if (isSuccess) confirmationRef.current?.focus();
  }, [isSuccess]);

  const submit = async (values: JobAlertFormValues) => {
    setProblem(null);
    try {
      const token = await captchaToken(JOB_ALERT_CAPTCHA_ACTION);
      await subscribe({
        email: values.email.trim(),
        acceptedTerms: true,
        search: jobAlertQuery(search),
        frequency: values.frequency,
        locale,
        ...(token ? { captchaToken: token } : {}),
      }).unwrap();
    } catch (error) {
      const refusal = jobAlertRefusal(error, navigator.onLine);
      if (refusal.acceptedTerms) setError('acceptedTerms', { message: required });
      if (refusal.email) setError('email', { message: t('invalidEmail') });
      if (refusal.email || refusal.acceptedTerms) setFocus(refusal.email ? 'email' : 'acceptedTerms');
      setProblem(refusal.problem);
    }
  };

  const consentErrorId = `${ids}-consent-error`;

  return (
    <Stack gap="4">
      <Text>{t('intro')}</Text>
      <Box>
        <Text id={`${ids}-looking-for`} fontWeight="semibold">
          {t('lookingFor')}
        </Text>
        <chakra.ul aria-labelledby={`${ids}-looking-for`} ps="5" listStyleType="disc" overflowWrap="anywhere">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </chakra.ul>
      </Box>
      {isSuccess ? (
        <Box
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          fontWeight="semibold"
          borderInlineStartWidth="4px"
          borderColor="colorPalette.solid"
          colorPalette="brand"
          ps="3"
          outline="none"
        >
          {t('success')}
        </Box>
      ) : (
        <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-labelledby={labelledBy}>
          <Stack gap="4">
            <LabelledField label={t('email')} error={errors.email?.message} required>
              <Input
                type="email"
                dir="ltr"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                placeholder={t('emailPlaceholder')}
                bg="bg"
                {...register('email', { validate: gatewayFieldRule('jobAlert', 'email', t('invalidEmail'), required) })}
              />
            </LabelledField>
            <Box as="fieldset">
              <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
                {t('frequency')}
              </Box>
              <HStack gap="6" wrap="wrap">
                {JOB_ALERT_FREQUENCIES.map((frequency) => (
                  <HStack as="label" key={frequency} gap="2" cursor="pointer" minH="6">
                    <Radio type="radio" value={frequency} colorPalette="brand" {...register('frequency')} />
                    <span>{t(`${frequency}`)}</span>
                  </HStack>
                ))}
              </HStack>
            </Box>
            <chakra.div css={field.root}>
              <PlainCheckbox
                {...register('acceptedTerms', { required })}
                required
                aria-invalid={errors.acceptedTerms ? true : undefined}
                aria-describedby={errors.acceptedTerms ? consentErrorId : undefined}
              >
                <Trans t={t} i18nKey="consent" components={{ privacy: <SiteLink href={ROUTES.privacy} /> }} />
              </PlainCheckbox>
              {errors.acceptedTerms && (
                <chakra.div id={consentErrorId} css={field.errorText} color="fg.error">
                  {errors.acceptedTerms.message}
                </chakra.div>
              )}
            </chakra.div>
            <Box>
              <SubmitButton sending={sending} loadingText={t('sending')} whiteSpace="normal" textAlign="center" h="auto" minH="10" py="2">
                {t('submit')}
              </SubmitButton>
            </Box>
            {problem && !sending && (
              <Text role="alert" color="fg.error" fontWeight="semibold">
                {t(`${problem}`)}
              </Text>
            )}
          </Stack>
        </chakra.form>
      )}
    </Stack>
  );
}
