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

/** Nothing happens (no call, no message) unless the e-mail is non-empty and consent is given. */
export function canSubmit(values: SignupValues): boolean {
  return values.email.trim() !== '' && values.acceptedTerms === true;
}
