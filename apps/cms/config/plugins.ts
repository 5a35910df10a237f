import type { Core } from '@strapi/strapi';

import { LOCAL_DEFAULTS } from '../src/local-defaults';

// The i18n plugin reads its initial default locale from the environment when its module loads, which
// happens after the configuration is read: on an empty database de becomes the default locale even
// when the variable is not set outside.
process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE ??= 'de';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', LOCAL_DEFAULTS.jwtSecret),
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  upload: {
    config: {
      security: {
        allowedTypes: ['image/*', 'application/pdf'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  navigation: {
    enabled: true,
  },
});

export default config;
