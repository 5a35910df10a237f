import { EMAIL_MAX_LENGTH } from '@jobpoint/mailing-client';
import { canSubmit, signupErrors, signupReducer, type SignupStatus } from './signup-state';

describe('signupReducer', () => {
  it('goes from idle to loading to success or error', () => {
    expect(signupReducer('idle', { type: 'started' })).toBe('loading');
    expect(signupReducer('loading', { type: 'succeeded' })).toBe('success');
    expect(signupReducer('loading', { type: 'failed' })).toBe('error');
  });

  it.each<SignupStatus>(['error', 'success', 'idle'])('resets the flags when a new attempt starts after %s', (status) => {
    expect(signupReducer(status, { type: 'started' })).toBe('loading');
  });

  it('ignores an outcome that arrives without an attempt under way', () => {
    expect(signupReducer('idle', { type: 'succeeded' })).toBe('idle');
    expect(signupReducer('error', { type: 'succeeded' })).toBe('error');
  });
});

describe('canSubmit', () => {
  it('needs a non-empty e-mail and the ticked consent box', () => {
    expect(canSubmit({ email: 'ada@example.org', acceptedTerms: true })).toBe(true);
    expect(canSubmit({ email: '', acceptedTerms: true })).toBe(false);
    expect(canSubmit({ email: '   ', acceptedTerms: true })).toBe(false);
    expect(canSubmit({ email: 'ada@example.org', acceptedTerms: false })).toBe(false);
  });
});

describe('signupErrors', () => {
  it('finds nothing wrong with an address and the ticked consent box', () => {
    expect(signupErrors({ email: ' ada@example.org ', acceptedTerms: true })).toEqual({});
  });

  it('requires both fields', () => {
    expect(signupErrors({ email: '  ', acceptedTerms: false })).toEqual({ email: 'required', acceptedTerms: 'required' });
  });

  it.each(['ada', 'ada@example', 'ada @example.org', '@example.org'])('rejects %p as an address', (email) => {
    expect(signupErrors({ email, acceptedTerms: true })).toEqual({ email: 'invalidEmail' });
  });

  it('rejects an address longer than the mailing service takes', () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH - 'example.org'.length)}@example.org`;
    expect(email.length).toBe(EMAIL_MAX_LENGTH + 1);
    expect(signupErrors({ email, acceptedTerms: true })).toEqual({ email: 'invalidEmail' });
    expect(signupErrors({ email: email.slice(1), acceptedTerms: true })).toEqual({});
  });
});
