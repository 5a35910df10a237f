import { useCallback, useReducer } from 'react';
import { NEWSLETTER_LIST_ID, useCaptchaToken, useSubscribeNewsletterMutation } from '@jobpoint/mailing-client';
import { canSubmit, signupReducer, type SignupStatus, type SignupValues } from './signup-state';

/** The reCAPTCHA action name of the signup; the gateway expects the token for exactly this action. */
const NEWSLETTER_CAPTCHA_ACTION = 'newsletter';

/**
 * Sends a signup through RTK Query (email, consent, list id 2) with a captcha token where the site has
 * a captcha, and tracks the form's state. A call without an address or without consent is ignored.
 */
export function useNewsletterSignup(): { status: SignupStatus; submit: (values: SignupValues) => Promise<void> } {
  const [status, dispatch] = useReducer(signupReducer, 'idle');
  const [subscribe] = useSubscribeNewsletterMutation();
  const captchaToken = useCaptchaToken();

  const submit = useCallback(
    async (values: SignupValues) => {
      if (!canSubmit(values)) {
        return;
      }
      dispatch({ type: 'started' });
      try {
        const token = await captchaToken(NEWSLETTER_CAPTCHA_ACTION);
        await subscribe({
          email: values.email.trim(),
          acceptedTerms: true,
          listId: NEWSLETTER_LIST_ID,
          ...(token ? { captchaToken: token } : {}),
        }).unwrap();
        dispatch({ type: 'succeeded' });
      } catch {
        dispatch({ type: 'failed' });
      }
    },
    [subscribe, captchaToken],
  );

  return { status, submit };
}
