import type { Core } from '@strapi/strapi';

import { LOCAL_DEFAULTS } from '../src/local-defaults';

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
