import { useEffect, useId, useRef } from 'react';
import { Box, chakra, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanyRegistrationFormContent } from '@jobpoint/cms-client';
import {
  EMAIL_MAX_LENGTH,
  gatewayFieldRule,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@jobpoint/mailing-client';
import { type CarriedValues, HEADING_SIZES, headingTag, LabelledField, PlainCheckbox, SubmitButton, withCarried } from '@jobpoint/ui-kit';
import { COMPANY_FORM_NAMESPACE } from './company-form-resources';
import { EMPTY_COMPANY_FORM, type CompanyFormValues } from './company-registration-state';
import { useCompanyRegistration } from './use-company-registration';

export interface CompanyRegistrationFormProps {
  /** The CMS component `forms.company-registration`: labels, send button, location title and locations. */
  content: CompanyRegistrationFormContent;
  /** Level of the form's title, one below the heading of the section that holds it. */
  headingLevel?: number;
  /** What the visitor entered into the server's HTML of the form before its code was there (ADR 064). */
  carried?: CarriedValues;
}

/**
 * The company registration of the employer home page. Company name, contact person and e-mail are
 * required; an error keeps every value for another attempt, success replaces the form with the thank-you
 * text and moves the focus there, because the button that had it is gone.
 */
export function CompanyRegistrationForm({ content, headingLevel = 2, carried }: CompanyRegistrationFormProps) {
  const { t } = useTranslation(COMPANY_FORM_NAMESPACE);
  const { status, submit } = useCompanyRegistration();
  const { register, handleSubmit, formState } = useForm<CompanyFormValues>({ defaultValues: withCarried(EMPTY_COMPANY_FORM, carried) });
  const titleId = useId();
  const thanksRef = useRef<HTMLDivElement>(null);
  const errors = formState.errors;
  const sending = status === 'sending';
  const title = content.title?.trim();
  const tag = headingTag(headingLevel);

  useEffect(() => {
    if (status === 'success') {
      thanksRef.current?.focus();
    }
  }, [status]);

  /** Empty gives 'Pflichtfeld' where the field is required; otherwise the gateway's rule decides. */
  const rule = (field: keyof CompanyFormValues, message: string, required: boolean) =>
    gatewayFieldRule('company', field, message, required ? t('required') : null);

  return (
    <Stack gap="6" maxW="2xl">
      {title ? (
        <Heading as={tag} id={titleId} size={HEADING_SIZES[tag]}>
          {title}
        </Heading>
      ) : null}
      {status === 'success' ? (
        <Box ref={thanksRef} tabIndex={-1} role="status" aria-live="polite" fontWeight="semibold" outline="none">
          {t('success')}
        </Box>
      ) : (
        <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-labelledby={title ? titleId : undefined}>
          <Stack gap="4">
            <LabelledField label={content.companyNameLabel || t('companyName')} error={errors.companyName?.message} required>
              <Input
                autoComplete="organization"
                maxLength={TITLE_MAX_LENGTH}
                {...register('companyName', {
                  validate: rule('companyName', t('tooLong', { max: TITLE_MAX_LENGTH }), true),
                })}
              />
            </LabelledField>
            <LabelledField label={content.contactPartnerLabel || t('contactName')} error={errors.contactName?.message} required>
              <Input
                autoComplete="name"
                maxLength={NAME_MAX_LENGTH}
                {...register('contactName', {
                  validate: rule('contactName', t('tooLong', { max: NAME_MAX_LENGTH }), true),
                })}
              />
            </LabelledField>
            <LabelledField label={content.emailLabel || t('email')} error={errors.email?.message} required>
              <Input
                type="email"
                dir="ltr"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                {...register('email', { validate: rule('email', t('invalidEmail'), true) })}
              />
            </LabelledField>
            <LabelledField label={content.phoneLabel || t('phone')} error={errors.phone?.message}>
              <Input
                type="tel"
                dir="ltr"
                autoComplete="tel"
                maxLength={PHONE_MAX_LENGTH}
                {...register('phone', { validate: rule('phone', t('invalidPhone'), false) })}
              />
            </LabelledField>
            <LabelledField label={content.noteLabel || t('notes')} error={errors.notes?.message}>
              {/* The site's system leaves the textarea recipe out to stay small; this one field brings its own. */}
              <Textarea
                recipe={textareaRecipe}
                rows={5}
                maxLength={NOTES_MAX_LENGTH}
                {...register('notes', { validate: rule('notes', t('tooLong', { max: NOTES_MAX_LENGTH }), false) })}
              />
            </LabelledField>

            {content.locations.length > 0 ? (
              <chakra.fieldset border="0" p="0" m="0" minW="0">
                <chakra.legend fontWeight="medium" mb="2">
                  {content.locationTitle || t('locations')}
                </chakra.legend>
                <Stack gap="2">
                  {content.locations.map((location) => (
                    <PlainCheckbox key={location.id ?? location.text} value={location.text.trim()} {...register('locations')}>
                      {location.text}
                    </PlainCheckbox>
                  ))}
                </Stack>
              </chakra.fieldset>
            ) : null}

            <Box>
              <SubmitButton sending={sending} loadingText={t('sending')}>
                {content.sendButton || t('submit')}
              </SubmitButton>
            </Box>
            {status === 'error' ? (
              <Text role="alert" color="fg.error" fontWeight="semibold">
                {t('error')}
              </Text>
            ) : null}
          </Stack>
        </chakra.form>
      )}
    </Stack>
  );
}
