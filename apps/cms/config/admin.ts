import type { Core } from '@strapi/strapi';

import { LOCAL_DEFAULTS } from '../src/local-defaults';
import { previewUrl, siteUrl } from '../src/preview/preview-url';

const site = siteUrl();

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
  // "Open preview" in the Content Manager: the site's preview entry for the page the entry is (ADR 143).
  preview: {
    enabled: site !== null && env.bool('PREVIEW_ENABLED', true),
    config: {
      allowedOrigins: site === null ? [] : [new URL(site).origin],
      handler: (uid, target) => previewUrl(strapi, uid, target),
    },
  },
  // Sign-ins per account and address within five minutes (Strapi's own limit, 5, unless set).
  rateLimit: {
    max: env.int('ADMIN_LOGIN_LIMIT', 5),
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});

export default config;
