import { EMAIL_MAX_LENGTH } from '@jobpoint/mailing-client';

/** Idle, then loading, then success or error. */
export type SignupStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SignupValues {
  email: string;
  acceptedTerms: boolean;
}

export type SignupEvent = { type: 'started' } | { type: 'succeeded' } | { type: 'failed' };

/**
 * The state machine of one form. A new attempt starts from loading whatever came before, so an earlier
 * success or error flag never shows next to a new attempt.
 */
export function signupReducer(status: SignupStatus, event: SignupEvent): SignupStatus {
  switch (event.type) {
    case 'started':
      return 'loading';
    case 'succeeded':
      return status === 'loading' ? 'success' : status;
    case 'failed':
      return status === 'loading' ? 'error' : status;
  }
}

/** Nothing happens (no call, no message) unless the form's check finds nothing wrong (`signupErrors`). */
export function canSubmit(values: SignupValues): boolean {
  return Object.keys(signupErrors(values)).length === 0;
}

/** What is wrong with a field, as the key of its message in the newsletter's strings. */
export type SignupProblem = 'required' | 'invalidEmail';

export type SignupErrors = Partial<Record<keyof SignupValues, SignupProblem>>;

/** A loose shape check; the gateway validates the address properly. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's check before sending: both fields are required, and the address must look like one. */
export function signupErrors({ email, acceptedTerms }: SignupValues): SignupErrors {
  const address = email.trim();
  const errors: SignupErrors = {};
  if (!address) {
    errors.email = 'required';
  } else if (address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(address)) {
    errors.email = 'invalidEmail';
  }
  if (!acceptedTerms) {
    errors.acceptedTerms = 'required';
  }
  return errors;
}
