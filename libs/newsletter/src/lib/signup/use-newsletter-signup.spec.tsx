import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CaptchaSiteKeyProvider, mailingApi, NEWSLETTER_LIST_ID } from '@jobpoint/mailing-client';
import { createTestStore, startMockServer } from '@jobpoint/test-utils';
import { useNewsletterSignup } from './use-newsletter-signup';

const signups: unknown[] = [];
const server = startMockServer(
  http.post('http://localhost/api/brevo/contacts', async ({ request }) => {
    signups.push(await request.json());
    return HttpResponse.json({ id: 'entry-1', status: 'delivered' }, { status: 201 });
  }),
);

afterEach(() => {
  signups.length = 0;
  delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
});

/** The hook in a store with the mailing API, on a site with the given captcha site key. */
function renderSignup(siteKey: string | null = null) {
  const store = createTestStore({ apis: [mailingApi] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <CaptchaSiteKeyProvider value={siteKey}>{children}</CaptchaSiteKeyProvider>
    </Provider>
  );
  return renderHook(useNewsletterSignup, { wrapper }).result;
}

describe('useNewsletterSignup', () => {
  it('sends the trimmed address with the consent to the newsletter’s list, without a token where the site has no captcha', async () => {
    const signup = renderSignup();
    expect(signup.current.status).toBe('idle');
    await act(() => signup.current.submit({ email: ' ada@example.org ', acceptedTerms: true }));
    expect(signups).toEqual([{ email: 'ada@example.org', acceptedTerms: true, listId: NEWSLETTER_LIST_ID }]);
    expect(signup.current.status).toBe('success');
  });

  it('sends the captcha’s token for the newsletter’s action', async () => {
    const execute = jest.fn().mockResolvedValue('token-1');
    (globalThis as { grecaptcha?: unknown }).grecaptcha = { enterprise: { ready: (callback: () => void) => callback(), execute } };
    const signup = renderSignup('site-key');
    await act(() => signup.current.submit({ email: 'ada@example.org', acceptedTerms: true }));
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'newsletter' });
    expect(signups).toEqual([expect.objectContaining({ captchaToken: 'token-1' })]);
  });

  it('sends nothing without consent, and shows a refused signup or a captcha that failed as an error', async () => {
    const signup = renderSignup();
    await act(() => signup.current.submit({ email: 'ada@example.org', acceptedTerms: false }));
    expect(signups).toEqual([]);
    expect(signup.current.status).toBe('idle');
    server.use(http.post('http://localhost/api/brevo/contacts', () => HttpResponse.json({ message: 'refused' }, { status: 422 }), { once: true }));
    await act(() => signup.current.submit({ email: 'ada@example.org', acceptedTerms: true }));
    expect(signup.current.status).toBe('error');
    const withoutScript = renderSignup('site-key');
    await act(() => withoutScript.current.submit({ email: 'ada@example.org', acceptedTerms: true }));
    expect(withoutScript.current.status).toBe('error');
    expect(signups).toEqual([]);
  });
});
