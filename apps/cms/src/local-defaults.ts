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
} as const;
