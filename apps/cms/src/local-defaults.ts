/**
 * Secrets for a local, throw-away installation only. Every value is overridden by its environment
 * variable; a deployment must set all of them (see README). They exist so that `npm start` works on a
 * fresh machine without a hand-written `.env`.
 */
export const LOCAL_DEFAULTS = {
  appKeys: ['local-app-key-a1c3e5', 'local-app-key-b2d4f6', 'local-app-key-c7e9a1', 'local-app-key-d8f0b2'],
  apiTokenSalt: 'local-api-token-salt-5d1e8a',
  adminJwtSecret: 'local-admin-jwt-secret-9b3f27',
  transferTokenSalt: 'local-transfer-token-salt-4c6a80',
  jwtSecret: 'local-jwt-secret-7e2d19',
  encryptionKey: 'local-encryption-key-3f8b6c',
  /** CMS_API_TOKEN: key of the site's read token (published content). */
  readToken: 'local-cms-read-token-2f7c9a41d8e3b56f',
  /** CMS_PREVIEW_TOKEN: key of the site's drafts token, the only one that may read `status=draft`. */
  previewToken: 'local-cms-preview-token-8d41c07be25a93f6',
  /** PREVIEW_SECRET: the secret of the site's preview entry (`/api/preview?secret=…`). */
  previewSecret: 'local-preview-secret',
  /** CMS_WEBHOOK_SECRET: sent in `x-cms-webhook-secret` with every call of the site's webhook. */
  webhookSecret: 'local-cms-webhook-secret',
} as const;

/** The site's address while nothing else is set: the local gateway. */
export const LOCAL_SITE_URL = 'http://localhost:4200';
/** Its webhook, which the CMS calls on the loopback address. */
export const LOCAL_WEBHOOK_URL = 'http://127.0.0.1:4200/api/cms-webhook';
