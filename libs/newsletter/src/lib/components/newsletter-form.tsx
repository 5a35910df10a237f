import { Box, chakra, Stack, Text, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainCheckbox, RichText, SubmitButton } from '@jobpoint/ui-kit';
import { signupErrors, type SignupErrors, type SignupProblem, type SignupValues } from '../signup/signup-state';
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

/**
 * The signup form of the newsletter page and of the footer: an e-mail field and the consent box, both
 * required. Fields are checked when the form is sent and, after that, as they change; the first field
 * in error gets the focus. Success replaces both with the thank-you text; an error keeps them for
 * another attempt. Two fields need no form library: every page has this form in its footer, so its code
 * is part of every page's start-up (ADR 050). For the same reason the fields are plain inputs on the
 * theme's input and field recipes and a `PlainCheckbox` rather than Chakra's `Input`, `Field` and
 * `Checkbox`, whose state machine and field context would start with every page (ADR 054). Both fields
 * are uncontrolled, so what a visitor typed or ticked before the page finished starting stays.
 */
export function NewsletterForm({ texts, variant = 'page' }: NewsletterFormProps) {
  const { t } = useTranslation('newsletter');
  const { status, submit } = useNewsletterSignup();
  const emailInput = useRef<HTMLInputElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const input = useRecipe({ key: 'input' })();
  const field = useSlotRecipe({ key: 'field' })();
  // Nothing is marked before the first attempt to send.
  const [errors, setErrors] = useState<SignupErrors | null>(null);
  const valuesWith = (changed: Partial<SignupValues>): SignupValues => ({
    email: emailInput.current?.value ?? '',
    acceptedTerms: consentInput.current?.checked ?? false,
    ...changed,
  });
  const recheck = (changed: Partial<SignupValues>) => {
    if (errors) {
      setErrors(signupErrors(valuesWith(changed)));
    }
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesWith({});
    const found = signupErrors(values);
    setErrors(found);
    if (found.email) {
      emailInput.current?.focus();
    } else if (found.acceptedTerms) {
      consentInput.current?.focus();
    } else {
      void submit(values);
    }
  };
  const loading = status === 'loading';
  // On the footer's brand-coloured background, messages and links take the footer's white text colour.
  const onBrand = variant === 'footer';
  const messageColor = onBrand ? 'inherit' : 'fg.error';
  /** A field's message while it has one: the text under the field, and the input's link to it. */
  const messageOf = (name: keyof SignupValues, error: SignupProblem | undefined) => {
    const id = `${ids}-${name}-error`;
    return error
      ? {
          input: { 'aria-invalid': true, 'aria-describedby': id },
          text: (
            <chakra.div id={id} css={field.errorText} color={messageColor}>
              {t(error)}
            </chakra.div>
          ),
        }
      : { input: {}, text: null };
  };
  const email = messageOf('email', errors?.email);
  const consent = messageOf('acceptedTerms', errors?.acceptedTerms);

  if (status === 'success') {
    return (
      <Box role="status" aria-live="polite" fontWeight="semibold">
        {texts.success}
      </Box>
    );
  }

  return (
    <chakra.form noValidate onSubmit={send} maxW={variant === 'page' ? 'xl' : undefined}>
      <Stack gap="4">
        <chakra.div css={field.root}>
          <chakra.label htmlFor={`${ids}-email`} css={field.label}>
            {texts.emailLabel}
          </chakra.label>
          <chakra.input
            id={`${ids}-email`}
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={texts.placeholder}
            css={[input, { bg: 'bg', color: 'fg' }]}
            name="email"
            required
            {...email.input}
            ref={emailInput}
            onChange={(event) => recheck({ email: event.target.value })}
          />
          {email.text}
        </chakra.div>

        <chakra.div css={field.root}>
          <PlainCheckbox
            name="acceptedTerms"
            required
            {...consent.input}
            ref={consentInput}
            onChange={(event) => recheck({ acceptedTerms: event.target.checked })}
            onBrand={onBrand}
          >
            <RichText as="span" display="block" markdown={texts.consent} />
          </PlainCheckbox>
          {consent.text}
        </chakra.div>

        <Box>
          <SubmitButton
            sending={loading}
            loadingText={t('sending')}
            {...(onBrand ? { bg: 'white', color: 'brand.solid', _hover: { bg: 'brand.subtle' } } : {})}
          >
            {texts.submit}
          </SubmitButton>
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
