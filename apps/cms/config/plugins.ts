import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES } from '../src/content-types';
import { LOCAL_DEFAULTS } from '../src/local-defaults';

const SEITE = COLLECTION_TYPES.seite.uid;

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
  // Editors link their own pages from a navigation item (title and path taken from the page). The plugin
  // keeps its settings in its store and reads this only for an empty store or "restore defaults"; the
  // seed adds these values to a stored configuration that lacks them (src/seed/navigation.ts).
  navigation: {
    enabled: true,
    config: {
      contentTypes: [SEITE],
      contentTypesNameFields: { [SEITE]: ['title'] },
      pathDefaultFields: { [SEITE]: ['slug'] },
    },
  },
});

export default config;
