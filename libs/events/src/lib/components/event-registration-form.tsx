import { Box, chakra, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import {
  EMAIL_MAX_LENGTH,
  gatewayFieldRule,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  useCaptchaToken,
  useRegisterForEventMutation,
} from '@jobpoint/mailing-client';
import { LabelledField, SubmitButton, withCarried, type CarriedValues } from '@jobpoint/ui-kit';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';
import { EMPTY_EVENT_FORM, EVENT_CAPTCHA_ACTION, toEventRegistration, type EventFormValues } from './event-registration';
import { useRegistrationTexts } from './registration-texts';

export interface EventRegistrationFormProps {
  event: EventDetail;
  locale: Locale;
  /** The id of the section's title, which names the form. */
  titleId: string;
  /** What the visitor typed into the server's HTML of the form before its code was there. */
  carried?: CarriedValues;
}

/**
 * The event registration form, below its section's title and text. Texts and placeholders come from the
 * CMS (`anmeldung`); when they cannot be read the form uses its own strings. Name, surname and e-mail are required ('Pflichtfeld' when empty);
 * an error keeps every value for another attempt, success replaces the form with the thank-you text and
 * moves the focus there.
 */
export function EventRegistrationForm({ event, locale, titleId, carried }: EventRegistrationFormProps) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const texts = useRegistrationTexts(locale);
  const [registerForEvent, { isLoading: sending, isSuccess }] = useRegisterForEventMutation();
  // Also set when no captcha token could be had, which the mutation never sees.
  const [failed, setFailed] = useState(false);
  const captchaToken = useCaptchaToken();
  const { register, handleSubmit, formState } = useForm<EventFormValues>({ defaultValues: withCarried(EMPTY_EVENT_FORM, carried) });
  const thanksRef = useRef<HTMLDivElement>(null);
  const form = texts?.eventRegistration;
  const placeholders = form?.placeholders ?? {};
  const errors = formState.errors;
  const required = texts?.requiredText?.trim() || t('form.required');

  useEffect(() => {
    if (isSuccess) thanksRef.current?.focus();
  }, [isSuccess]);

  const submit = async (values: EventFormValues) => {
    setFailed(false);
    try {
      const token = await captchaToken(EVENT_CAPTCHA_ACTION);
      await registerForEvent(toEventRegistration(values, event, locale, token)).unwrap();
    } catch {
      setFailed(true);
    }
  };

  /** Empty gives 'Pflichtfeld' where the field is required; otherwise the gateway's rule decides. */
  const rule = (field: keyof EventFormValues, message: string, isRequired: boolean) =>
    gatewayFieldRule('event', field, message, isRequired ? required : null);

  return isSuccess ? (
    <Box ref={thanksRef} tabIndex={-1} role="status" aria-live="polite" fontWeight="semibold" outline="none">
      {texts?.successText?.trim() || t('form.success')}
    </Box>
  ) : (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-labelledby={titleId}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <LabelledField label={t('form.name')} error={errors.name?.message} required>
            <Input
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              placeholder={placeholders['name']}
              {...register('name', { validate: rule('name', t('form.tooLong', { max: NAME_MAX_LENGTH }), true) })}
            />
          </LabelledField>
          <LabelledField label={t('form.surname')} error={errors.surname?.message} required>
            <Input
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
              placeholder={placeholders['surname']}
              {...register('surname', { validate: rule('surname', t('form.tooLong', { max: NAME_MAX_LENGTH }), true) })}
            />
          </LabelledField>
        </SimpleGrid>
        <LabelledField label={t('form.email')} error={errors.customerEmail?.message} required>
          <Input
            type="email"
            dir="ltr"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder={placeholders['customerEmail']}
            {...register('customerEmail', { validate: rule('customerEmail', t('form.invalidEmail'), true) })}
          />
        </LabelledField>
        <LabelledField label={t('form.phone')} error={errors.phone?.message}>
          <Input
            type="tel"
            dir="ltr"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            placeholder={placeholders['phone']}
            {...register('phone', { validate: rule('phone', t('form.invalidPhone'), false) })}
          />
        </LabelledField>
        <LabelledField label={t('form.notes')} error={errors.notes?.message}>
          <Textarea
            recipe={textareaRecipe}
            rows={4}
            maxLength={NOTES_MAX_LENGTH}
            placeholder={placeholders['notes']}
            {...register('notes', { validate: rule('notes', t('form.tooLong', { max: NOTES_MAX_LENGTH }), false) })}
          />
        </LabelledField>
        {form?.infoText && (
          <Text fontSize="sm" color="fg.muted">
            {form.infoText}
          </Text>
        )}
        <Box>
          <SubmitButton sending={sending} loadingText={t('form.sending')}>
            {form?.btnText?.trim() || t('form.submit')}
          </SubmitButton>
        </Box>
        {failed && !sending && (
          <Text role="alert" color="fg.error" fontWeight="semibold">
            {texts?.errorText?.trim() || t('form.error')}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
