import type { Core } from '@strapi/strapi';

import { LOCAL_DEFAULTS } from '../src/local-defaults';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS', [...LOCAL_DEFAULTS.appKeys]),
  },
  // PUBLIC_DIR (relative to apps/cms) moves the uploads, e.g. for a second instance beside this one.
  dirs: {
    public: env('PUBLIC_DIR', './public'),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
