import { LOCAL_JOBS_ADMIN_TOKEN, readConfig } from './config';

describe('readConfig', () => {
  it('takes the local admin token outside production', () => {
    expect(readConfig({}, __dirname).adminToken).toBe(LOCAL_JOBS_ADMIN_TOKEN);
    expect(readConfig({ JOBS_ADMIN_TOKEN: 'a-token-of-its-own' }, __dirname).adminToken).toBe('a-token-of-its-own');
  });

  it('stops in production without a token of its own', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, __dirname)).toThrow(
      'jobs service configuration is invalid: JOBS_ADMIN_TOKEN: must be set in production',
    );
    expect(readConfig({ NODE_ENV: 'production', JOBS_ADMIN_TOKEN: 'secret' }, __dirname).adminToken).toBe('secret');
  });
});
