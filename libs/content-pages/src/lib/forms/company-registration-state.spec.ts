import { companyRegistrationReducer, EMPTY_COMPANY_FORM, toCompanyRegistration, type CompanyRegistrationStatus } from './company-registration-state';

describe('companyRegistrationReducer', () => {
  it('goes from idle to sending to success or error', () => {
    expect(companyRegistrationReducer('idle', { type: 'started' })).toBe('sending');
    expect(companyRegistrationReducer('sending', { type: 'succeeded' })).toBe('success');
    expect(companyRegistrationReducer('sending', { type: 'failed' })).toBe('error');
  });

  it.each<CompanyRegistrationStatus>(['error', 'idle'])('starts a new attempt from sending after %s', (status) => {
    expect(companyRegistrationReducer(status, { type: 'started' })).toBe('sending');
  });

  it('ignores an outcome that arrives without an attempt under way', () => {
    expect(companyRegistrationReducer('idle', { type: 'failed' })).toBe('idle');
    expect(companyRegistrationReducer('error', { type: 'succeeded' })).toBe('error');
  });
});

describe('toCompanyRegistration', () => {
  it('trims the values, names the page’s language and adds the captcha token only when there is one', () => {
    const values = { ...EMPTY_COMPANY_FORM, companyName: ' Kaya ', contactName: 'Elif ', email: ' elif@kaya.example', phone: ' 030 1 ', notes: ' Hallo ' };
    expect(toCompanyRegistration(values, 'tr', undefined)).toEqual({
      companyName: 'Kaya',
      email: 'elif@kaya.example',
      contactName: 'Elif',
      notes: 'Hallo',
      phone: '030 1',
      locations: [],
      locale: 'tr',
    });
    expect(toCompanyRegistration(values, 'de', 'token')).toMatchObject({ captchaToken: 'token' });
  });
});
