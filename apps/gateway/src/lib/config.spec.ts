import { availableParallelism } from 'node:os';
import { DEFAULT_NAVIGATION_IDS, loadConfig, LOCAL_SECRETS } from './config';

describe('loadConfig', () => {
  it('has a local default for every service', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4200);
    expect(config.CMS_URL).toBe('http://127.0.0.1:1337');
    expect(config.JOBS_SERVICE_URL).toBe('http://127.0.0.1:4310');
    expect(config.NAVIGATION_IDS).toEqual(DEFAULT_NAVIGATION_IDS);
  });

  it('lets PORT override the port', () => {
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('reads navigation ids as JSON', () => {
    const ids = {
      jobseekers: { de: 'arbeitssuchende', en: 'arbeitssuchende', tr: 'arbeitssuchende', ar: 'arbeitssuchende' },
      employers: { de: 'arbeitgebende', en: 'arbeitgebende', tr: 'arbeitgebende', ar: 'arbeitgebende' },
    };
    expect(loadConfig({ NAVIGATION_IDS: JSON.stringify(ids) }).NAVIGATION_IDS).toEqual(ids);
  });

  it('stops with a message naming each malformed variable', () => {
    expect(() => loadConfig({ PORT: 'abc', CMS_URL: 'not a url', NAVIGATION_IDS: '{' })).toThrow(
      /PORT[\s\S]*CMS_URL[\s\S]*NAVIGATION_IDS/,
    );
  });

  it('serves the metrics on the interface of the site unless METRICS_HOST names another', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_HOST: '10.0.3.7' }).METRICS_HOST).toBe('10.0.3.7');
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses navigation ids that miss a language', () => {
    const ids = { jobseekers: { de: 1 }, employers: { de: 2, en: 3, tr: 4, ar: 5 } };
    expect(() => loadConfig({ NAVIGATION_IDS: JSON.stringify(ids) })).toThrow(/NAVIGATION_IDS/);
  });

  it('keeps rendered pages, fresh and stale, no longer than the CMS answers are shared', () => {
    expect(loadConfig({})).toMatchObject({ PAGE_CACHE_SECONDS: 10, PAGE_CACHE_STALE_SECONDS: 30 });
    expect(loadConfig({ CMS_CACHE_SECONDS: '15' })).toMatchObject({ PAGE_CACHE_SECONDS: 10, PAGE_CACHE_STALE_SECONDS: 5 });
    expect(loadConfig({ CMS_CACHE_SECONDS: '0' })).toMatchObject({ PAGE_CACHE_SECONDS: 0, PAGE_CACHE_STALE_SECONDS: 0 });
    expect(loadConfig({ PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0);
    expect(() => loadConfig({ CMS_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '5' })).toThrow(/PAGE_CACHE_SECONDS: .*CMS_CACHE_SECONDS \(0\)/);
    expect(() => loadConfig({ PAGE_CACHE_STALE_SECONDS: '55' })).toThrow(/PAGE_CACHE_STALE_SECONDS/);
    expect(() => loadConfig({ PAGE_CACHE_MAX_ENTRIES: '0', PAGE_CACHE_MAX_MB: 'viel' })).toThrow(/PAGE_CACHE_MAX_ENTRIES[\s\S]*PAGE_CACHE_MAX_MB/);
  });

  it('counts a circuit’s calls longer back than one call may wait, and keeps last good answers a day unless told', () => {
    expect(loadConfig({}).CIRCUIT_WINDOW_MS).toBe(10_000);
    expect(loadConfig({ UPSTREAM_TIMEOUT_MS: '8000', RENDER_TIMEOUT_MS: '20000' }).CIRCUIT_WINDOW_MS).toBe(16_000);
    expect(() => loadConfig({ CIRCUIT_WINDOW_MS: '5000' })).toThrow('CIRCUIT_WINDOW_MS: must be longer than UPSTREAM_TIMEOUT_MS (5000)');
    expect(loadConfig({}).STALE_IF_ERROR_SECONDS).toBe(86_400);
    expect(loadConfig({ STALE_IF_ERROR_SECONDS: '0' }).STALE_IF_ERROR_SECONDS).toBe(0);
  });

  it('answers from a last good answer after a soft limit shorter than the hard one, and renders twice as many pages at once as there are cores', () => {
    expect(loadConfig({}).UPSTREAM_SOFT_TIMEOUT_MS).toBe(500);
    expect(loadConfig({ UPSTREAM_TIMEOUT_MS: '300' }).UPSTREAM_SOFT_TIMEOUT_MS).toBe(150);
    expect(loadConfig({ UPSTREAM_SOFT_TIMEOUT_MS: '0' }).UPSTREAM_SOFT_TIMEOUT_MS).toBe(0);
    expect(() => loadConfig({ UPSTREAM_SOFT_TIMEOUT_MS: '5000' })).toThrow('UPSTREAM_SOFT_TIMEOUT_MS: must be shorter than UPSTREAM_TIMEOUT_MS (5000)');
    expect(loadConfig({})).toMatchObject({ RENDER_CONCURRENCY: 2 * availableParallelism(), RENDER_QUEUE_MAX: 4 * availableParallelism(), RENDER_QUEUE_TIMEOUT_MS: 1000, RENDER_SHED_PAUSE_MS: 500, PAGE_GRACE_MS: 800 });
    expect(loadConfig({ RENDER_CONCURRENCY: '3', RENDER_QUEUE_MAX: '0' })).toMatchObject({ RENDER_CONCURRENCY: 3, RENDER_QUEUE_MAX: 0 });
    expect(() => loadConfig({ RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
  });

  it('uses the local preview and webhook secrets outside production, and refuses to start in production without its own', () => {
    expect(loadConfig({})).toMatchObject({ PREVIEW_SECRET: 'local-preview-secret', CMS_WEBHOOK_SECRET: 'local-cms-webhook-secret' });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PREVIEW_SECRET: must be set in production[\s\S]*CMS_PREVIEW_TOKEN[\s\S]*CMS_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PREVIEW_SECRET: 'kurz' })).toThrow(/PREVIEW_SECRET/);
  });

  describe('in production', () => {
    const OWN_VALUES = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.jobpoint-berlin.de',
      CMS_API_TOKEN: 'read-token-of-the-site',
      PREVIEW_SECRET: 'preview-secret-of-the-site',
      CMS_PREVIEW_TOKEN: 'preview-token-of-the-site',
      CMS_WEBHOOK_SECRET: 'webhook-secret-of-the-site',
    };

    it('starts with an https address and secrets of its own', () => {
      expect(loadConfig(OWN_VALUES)).toMatchObject({ PUBLIC_ORIGIN: 'https://www.jobpoint-berlin.de', CMS_API_TOKEN: 'read-token-of-the-site' });
    });

    it('names every missing value at once', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /CMS_API_TOKEN: must be set in production[\s\S]*PREVIEW_SECRET: must be[\s\S]*CMS_PREVIEW_TOKEN: must be[\s\S]*CMS_WEBHOOK_SECRET: must be[\s\S]*PUBLIC_URL: must be/,
      );
    });

    it.each(Object.entries(LOCAL_SECRETS))('refuses the local %s given explicitly', (name, localValue) => {
      expect(() => loadConfig({ ...OWN_VALUES, [name]: localValue })).toThrow(`${name}: must be set in production, to a value other than the local default`);
    });

    it('refuses an address without https', () => {
      expect(() => loadConfig({ ...OWN_VALUES, PUBLIC_URL: 'http://www.jobpoint-berlin.de' })).toThrow("PUBLIC_URL: must be set in production, to the site's https:// address");
    });
  });
});
