import { jobAlertRefusal } from './job-alert-refusal';

const refused = (errors: Record<string, string>) => ({ status: 400, data: { errors } });

describe('why a job alert was not taken', () => {
  it('marks the fields the visitor can fix, and names a search or captcha the gateway refused', () => {
    expect(jobAlertRefusal(refused({ email: 'invalid', acceptedTerms: 'required' }), true)).toEqual({ email: true, acceptedTerms: true, problem: null });
    expect(jobAlertRefusal(refused({ acceptedTerms: 'required' }), true)).toEqual({ email: false, acceptedTerms: true, problem: null });
    expect(jobAlertRefusal(refused({ email: 'invalid', search: 'too long' }), true)).toEqual({ email: true, acceptedTerms: false, problem: 'invalidSearch' });
    expect(jobAlertRefusal(refused({ captchaToken: 'missing' }), true)).toEqual({ email: false, acceptedTerms: false, problem: 'captcha' });
  });

  it('is a failure for a refusal that names no field of the form', () => {
    expect(jobAlertRefusal(refused({ frequency: 'unknown' }), true)).toEqual({ email: false, acceptedTerms: false, problem: 'error' });
    expect(jobAlertRefusal({ status: 400, data: 'Bad Request' }, true).problem).toBe('error');
    expect(jobAlertRefusal({ status: 400, data: { errors: null } }, true).problem).toBe('error');
    expect(jobAlertRefusal({ status: 400 }, true).problem).toBe('error');
  });

  it('tells the captcha check, the rate limit and a failure apart', () => {
    expect(jobAlertRefusal({ status: 403 }, true)).toEqual({ email: false, acceptedTerms: false, problem: 'captcha' });
    expect(jobAlertRefusal({ status: 429 }, false).problem).toBe('tooMany');
    expect(jobAlertRefusal({ status: 500 }, false).problem).toBe('error');
  });

  it('is "offline" for no answer while the browser is offline, and a failure while it is online', () => {
    expect(jobAlertRefusal({ status: 'FETCH_ERROR' }, false).problem).toBe('offline');
    expect(jobAlertRefusal(new Error('no captcha'), false).problem).toBe('offline');
    expect(jobAlertRefusal(null, false).problem).toBe('offline');
    expect(jobAlertRefusal({ status: 'FETCH_ERROR' }, true).problem).toBe('error');
  });
});
