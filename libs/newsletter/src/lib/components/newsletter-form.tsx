import { Box, Button, chakra, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH } from '@jobpoint/mailing-client';
import { FieldError, RichText } from '@jobpoint/ui-kit';
import type { SignupValues } from '../signup/signup-state';
import { useNewsletterSignup } from '../signup/use-newsletter-signup';

export interface NewsletterFormTexts {
  emailLabel: string;
  placeholder: string;
  /** The consent text beside the checkbox, in Markdown (it may link to the privacy policy). */
  consent: string;
  submit: string;
  success: string;
  error: string;
}

export interface NewsletterFormProps {
  texts: NewsletterFormTexts;
  /** `footer` lays the form out for the dark footer box. */
  variant?: 'page' | 'footer';
}

/** A loose shape check; the gateway validates the address properly. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The signup form of the newsletter page and of the footer: an e-mail field and the consent box, both
 * required. Success replaces both with the thank-you text; an error keeps them for another attempt.
 */
export function NewsletterForm({ texts, variant = 'page' }: NewsletterFormProps) {
  const { t } = useTranslation('newsletter');
  const { status, submit } = useNewsletterSignup();
  const { control, register, handleSubmit, formState } = useForm<SignupValues>({
    defaultValues: { email: '', acceptedTerms: false },
  });
  const emailError = formState.errors.email?.message;
  const loading = status === 'loading';
  // On the footer's brand-coloured background, messages and links take the footer's white text colour.
  const onBrand = variant === 'footer';
  const messageColor = onBrand ? 'inherit' : 'fg.error';

  if (status === 'success') {
    return (
      <Box role="status" aria-live="polite" fontWeight="semibold">
        {texts.success}
      </Box>
    );
  }

  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} maxW={variant === 'page' ? 'xl' : undefined}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(emailError)} required>
          <Field.Label>{texts.emailLabel}</Field.Label>
          <Input
            type="email"
            autoComplete="email"
            placeholder={texts.placeholder}
            bg="bg"
            color="fg"
            {...register('email', {
              validate: (value) => {
                const email = value.trim();
                if (!email) {
                  return t('required');
                }
                return (email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)) || t('invalidEmail');
              },
            })}
          />
          <FieldError color={messageColor} message={emailError} />
        </Field.Root>

        <Controller
          name="acceptedTerms"
          control={control}
          rules={{ validate: (accepted) => accepted || t('required') }}
          render={({ field, fieldState }) => (
            <Field.Root invalid={Boolean(fieldState.error)} required>
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={({ checked }) => field.onChange(checked === true)}
                invalid={Boolean(fieldState.error)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
                <Checkbox.Control mt="0.5" bg="bg" />
                <Checkbox.Label fontWeight="normal" css={onBrand ? { '& a': { color: 'inherit' } } : undefined}>
                  <RichText as="span" display="block" markdown={texts.consent} />
                </Checkbox.Label>
              </Checkbox.Root>
              <FieldError color={messageColor} message={fieldState.error?.message} />
            </Field.Root>
          )}
        />

        <Box>
          <Button
            type="submit"
            loading={loading}
            loadingText={t('sending')}
            colorPalette="brand"
            {...(onBrand ? { bg: 'white', color: 'brand.solid', _hover: { bg: 'brand.subtle' } } : {})}
          >
            {texts.submit}
          </Button>
        </Box>
        {status === 'error' ? (
          <Text role="alert" color={messageColor} fontWeight="semibold">
            {texts.error}
          </Text>
        ) : null}
      </Stack>
    </chakra.form>
  );
}
