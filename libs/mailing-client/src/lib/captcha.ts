import { createContext, useCallback, useContext } from 'react';

/** The part of Google's reCAPTCHA Enterprise browser API the forms use. */
interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const RECAPTCHA_ENTERPRISE_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js';

/** The script tag's `src` for a site key: the enterprise script in score mode (no checkbox). */
export function recaptchaScriptUrl(siteKey: string): string {
  return `${RECAPTCHA_ENTERPRISE_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
}

/** What the page's Content-Security-Policy must allow for the enterprise script (Google's CSP guide). */
export const RECAPTCHA_CSP_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
} as const;

/** The public reCAPTCHA Enterprise site key of the page, or null where the site has no captcha. */
const CaptchaSiteKeyContext = createContext<string | null>(null);

export const CaptchaSiteKeyProvider = CaptchaSiteKeyContext.Provider;

export type CaptchaTokenSource = (action: string) => Promise<string | undefined>;

/**
 * A function that asks the enterprise script for a token for one form action; it gives undefined where
 * no site key is configured (the local default), so the form is sent without one.
 */
export function useCaptchaToken(): CaptchaTokenSource {
  const siteKey = useContext(CaptchaSiteKeyContext);
  return useCallback((action: string) => (siteKey ? executeCaptcha(siteKey, action) : Promise.resolve(undefined)), [siteKey]);
}

export function executeCaptcha(siteKey: string, action: string): Promise<string> {
  const recaptcha = (globalThis as { grecaptcha?: { enterprise?: RecaptchaEnterprise } }).grecaptcha?.enterprise;
  if (!recaptcha) {
    return Promise.reject(new Error('The captcha script is not loaded'));
  }
  return new Promise((resolve, reject) => recaptcha.ready(() => recaptcha.execute(siteKey, { action }).then(resolve, reject)));
}
