import { loadMailingConfig } from './mailing-config';

const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  BREVO_API_KEY: 'xkeysib-1',
  BREVO_DOI_TEMPLATE_ID: '12',
  CAPTCHA_SECRET: 'captcha-api-key',
  CAPTCHA_SITE_KEY: 'site-key',
  CAPTCHA_PROJECT_ID: 'jobpoint-site',
  DATABASE_URL: 'postgres://gateway@db.internal:5432/outbox',
};

describe('loadMailingConfig', () => {
  it('runs locally without keys: local mailbox, no captcha, outbox in .data', () => {
    const config = loadMailingConfig({});
    expect(config.brevo).toBeNull();
    expect(config.captcha).toBeNull();
    expect((config.outbox as { file: string }).file).toMatch(/\.data[/\\]outbox\.sqlite$/);
    expect(config.mailboxDir).toMatch(/\.data[/\\]mailbox$/);
    expect(config.allowedListIds).toEqual([2]);
    expect(config.doubleOptIn.redirectionUrl).toBe('http://localhost:4200/newsletter');
    expect(config.addressLimit).toEqual({ windowMs: 10 * 60_000 });
  });

  it('keeps the outbox in PostgreSQL when DATABASE_URL names a database, and refuses other URLs', () => {
    expect(loadMailingConfig({ DATABASE_URL: 'postgres://gateway@db.internal:5432/outbox' }).outbox).toEqual({
      databaseUrl: 'postgres://gateway@db.internal:5432/outbox',
    });
    expect(() => loadMailingConfig({ DATABASE_URL: 'mysql://db.internal/outbox' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it('uses Brevo at its public URL once a key is set', () => {
    const config = loadMailingConfig({ BREVO_API_KEY: 'xkeysib-1', BREVO_DOI_TEMPLATE_ID: '12' });
    expect(config.brevo).toEqual({ apiKey: 'xkeysib-1', apiUrl: 'https://api.brevo.com/v3', timeoutMs: 10_000 });
    expect(config.doubleOptIn.templateId).toBe(12);
  });

  it('stops in production when the captcha secret is missing (fail closed)', () => {
    const { CAPTCHA_SECRET: _omitted, ...withoutSecret } = PRODUCTION_SECRETS;
    expect(() => loadMailingConfig(withoutSecret)).toThrow(/CAPTCHA_SECRET: is required in production/);
  });

  it('stops in production without a Brevo key', () => {
    const { BREVO_API_KEY: _omitted, ...withoutKey } = PRODUCTION_SECRETS;
    expect(() => loadMailingConfig(withoutKey)).toThrow(/BREVO_API_KEY: is required in production/);
  });

  it('stops in production without a shared outbox database unless told it is the only gateway', () => {
    const { DATABASE_URL: _omitted, ...withoutDatabase } = PRODUCTION_SECRETS;
    expect(() => loadMailingConfig(withoutDatabase)).toThrow(/DATABASE_URL: is required in production .*OUTBOX_SINGLE_GATEWAY=true/);
    const single = loadMailingConfig({ ...withoutDatabase, OUTBOX_SINGLE_GATEWAY: 'true', DATA_DIR: '/srv/jobpoint' });
    expect(single.outbox).toEqual({ file: '/srv/jobpoint/outbox.sqlite' });
    expect(() => loadMailingConfig({ ...withoutDatabase, OUTBOX_SINGLE_GATEWAY: 'false' })).toThrow(/DATABASE_URL/);
    expect(() => loadMailingConfig({ ...withoutDatabase, OUTBOX_SINGLE_GATEWAY: 'vielleicht' })).toThrow(/OUTBOX_SINGLE_GATEWAY/);
  });

  it('names every missing production value at once', () => {
    expect(() => loadMailingConfig({ NODE_ENV: 'production' })).toThrow(
      /BREVO_API_KEY[\s\S]*BREVO_DOI_TEMPLATE_ID[\s\S]*CAPTCHA_SECRET[\s\S]*CAPTCHA_SITE_KEY[\s\S]*CAPTCHA_PROJECT_ID[\s\S]*DATABASE_URL/,
    );
  });

  it('starts in production with every secret', () => {
    const config = loadMailingConfig(PRODUCTION_SECRETS);
    expect(config.captcha).toMatchObject({ siteKey: 'site-key', projectId: 'jobpoint-site', minScore: 0.5 });
  });

  it('names malformed values', () => {
    expect(() => loadMailingConfig({ CAPTCHA_MIN_SCORE: '2', BREVO_API_URL: 'nope' })).toThrow(
      /BREVO_API_URL[\s\S]*CAPTCHA_MIN_SCORE/,
    );
  });
});
