import { useCallback, useReducer } from 'react';
import { useCaptchaToken, useRegisterCompanyMutation } from '@jobpoint/mailing-client';
import { useLocale } from '@jobpoint/store';
import {
  companyRegistrationReducer,
  toCompanyRegistration,
  type CompanyFormValues,
  type CompanyRegistrationStatus,
} from './company-registration-state';

/** The reCAPTCHA action of the form; the gateway accepts a token only for the kind of the submission. */
const COMPANY_CAPTCHA_ACTION = 'company';

/**
 * Sends a company registration through RTK Query to the gateway, which stores it in its outbox before
 * it answers, in the page's language and with a captcha token where the site has a captcha; tracks the
 * form's state.
 */
export function useCompanyRegistration(): { status: CompanyRegistrationStatus; submit: (values: CompanyFormValues) => Promise<void> } {
  const [status, dispatch] = useReducer(companyRegistrationReducer, 'idle');
  const [registerCompany] = useRegisterCompanyMutation();
  const captchaToken = useCaptchaToken();
  const locale = useLocale();

  const submit = useCallback(
    async (values: CompanyFormValues) => {
      dispatch({ type: 'started' });
      try {
        const token = await captchaToken(COMPANY_CAPTCHA_ACTION);
        await registerCompany(toCompanyRegistration(values, locale, token)).unwrap();
        dispatch({ type: 'succeeded' });
      } catch {
        dispatch({ type: 'failed' });
      }
    },
    [registerCompany, captchaToken, locale],
  );

  return { status, submit };
}
