import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CaptchaSiteKeyProvider, executeCaptcha, recaptchaScriptUrl, useCaptchaToken } from './captcha';

type Grecaptcha = { enterprise: { ready: (callback: () => void) => void; execute: jest.Mock } };

/** The enterprise script as Google loads it: `ready` calls back once the script has started. */
function loadScript(execute: jest.Mock): Grecaptcha {
  const grecaptcha = { enterprise: { ready: (callback: () => void) => callback(), execute } };
  (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha = grecaptcha;
  return grecaptcha;
}

afterEach(() => {
  delete (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
});

describe('recaptchaScriptUrl', () => {
  it('loads the enterprise script in score mode for the site key, escaped', () => {
    expect(recaptchaScriptUrl('key&1 2')).toBe('https://www.google.com/recaptcha/enterprise.js?render=key%261%202');
  });
});

describe('executeCaptcha', () => {
  it('asks the script for a token for the site key and the form action once it is ready', async () => {
    const execute = jest.fn().mockResolvedValue('token-1');
    loadScript(execute);
    await expect(executeCaptcha('site-key', 'newsletter')).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'newsletter' });
  });

  it('waits for the script to be ready before asking', async () => {
    const execute = jest.fn().mockResolvedValue('token-1');
    const grecaptcha = loadScript(execute);
    let start: () => void = () => undefined;
    grecaptcha.enterprise.ready = (callback) => {
      start = callback;
    };
    const token = executeCaptcha('site-key', 'newsletter');
    expect(execute).not.toHaveBeenCalled();
    start();
    await expect(token).resolves.toBe('token-1');
  });

  it('fails when the script fails or is not loaded (blocked, offline)', async () => {
    loadScript(jest.fn().mockRejectedValue(new Error('invalid key')));
    await expect(executeCaptcha('site-key', 'newsletter')).rejects.toThrow('invalid key');
    delete (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
    await expect(executeCaptcha('site-key', 'newsletter')).rejects.toThrow('The captcha script is not loaded');
  });
});

describe('useCaptchaToken', () => {
  it('gives a token from the script for the site key of the page', async () => {
    const execute = jest.fn().mockResolvedValue('token-2');
    loadScript(execute);
    const wrapper = ({ children }: { children: ReactNode }) => <CaptchaSiteKeyProvider value="page-key">{children}</CaptchaSiteKeyProvider>;
    const { result } = renderHook(() => useCaptchaToken(), { wrapper });
    await expect(result.current('event_registration')).resolves.toBe('token-2');
    expect(execute).toHaveBeenCalledWith('page-key', { action: 'event_registration' });
  });

  it('follows a change of the site key', async () => {
    const execute = jest.fn().mockResolvedValue('token-3');
    loadScript(execute);
    let siteKey = 'first-key';
    const wrapper = ({ children }: { children: ReactNode }) => <CaptchaSiteKeyProvider value={siteKey}>{children}</CaptchaSiteKeyProvider>;
    const { result, rerender } = renderHook(() => useCaptchaToken(), { wrapper });
    siteKey = 'second-key';
    rerender();
    await result.current('newsletter');
    expect(execute).toHaveBeenCalledWith('second-key', { action: 'newsletter' });
  });

  it('gives no token and asks no script where the site has no site key', async () => {
    const execute = jest.fn();
    loadScript(execute);
    const { result } = renderHook(() => useCaptchaToken());
    await expect(result.current('newsletter')).resolves.toBeUndefined();
    expect(execute).not.toHaveBeenCalled();
  });
});
