import type { Core } from '@strapi/strapi';

import { LOCAL_DEFAULTS } from '../src/local-defaults';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET', LOCAL_DEFAULTS.adminJwtSecret),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', LOCAL_DEFAULTS.apiTokenSalt),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', LOCAL_DEFAULTS.transferTokenSalt),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', LOCAL_DEFAULTS.encryptionKey),
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});

export default config;
