import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES, SINGLE_TYPES } from '../content-types';
import { LOCAL_DEFAULTS } from '../local-defaults';

const NAVIGATION_RENDER = 'plugin::navigation.client.render';
/** Strapi creates these on a fresh database; the site needs only its own tokens. */
const STRAPI_DEFAULT_TOKENS = [
  { name: 'Read Only', type: 'read-only' },
  { name: 'Full Access', type: 'full-access' },
];

interface SiteToken {
  name: string;
  description: string;
  /** The key from the environment, or the local default. */
  key: () => string;
}

/** The site's two API tokens: the same read permissions; only the drafts token may ask for `status=draft`. */
export const SITE_TOKENS = {
  read: {
    name: 'Website (read-only)',
    description: 'Used by the website gateway and server-side rendering to read published content.',
    key: () => process.env.CMS_API_TOKEN || LOCAL_DEFAULTS.readToken,
  },
  drafts: {
    name: 'Website (drafts)',
    description: 'Used by the website only while an editor previews: reads drafts (status=draft), which no other token may.',
    key: () => process.env.CMS_PREVIEW_TOKEN || LOCAL_DEFAULTS.previewToken,
  },
} as const satisfies Record<string, SiteToken>;

/** find/findOne on every content type and the navigation render route; nothing else. */
export function readPermissions(): string[] {
  const uids = [...Object.values(SINGLE_TYPES), ...Object.values(COLLECTION_TYPES)].map((type) => type.uid);
  return [...uids.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]), NAVIGATION_RENDER].filter((action) =>
    // Single types have no findOne action.
    !(action.endsWith('.findOne') && Object.values(SINGLE_TYPES).some((type) => action.startsWith(`${type.uid}.`))),
  );
}

/**
 * Ensures one of the site's tokens exists with the read permissions and its key from the environment.
 * The token service always generates a random key, so the stored hash and encrypted key are replaced
 * afterwards; running this on every start also applies a changed variable.
 */
async function ensureSiteToken(strapi: Core.Strapi, { name, description, key }: SiteToken): Promise<void> {
  const tokens = strapi.service('admin::api-token');
  const permissions = readPermissions();
  let token = await tokens.getByName(name);
  if (!token) {
    token = await tokens.create({ name, description, type: 'custom', lifespan: null, permissions });
  } else {
    await tokens.update(token.id, { permissions });
  }
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: {
      accessKey: tokens.hash(key()),
      encryptedKey: strapi.service('admin::encryption').encrypt(key()),
    },
  });
}

/** The read token (CMS_API_TOKEN) and the drafts token (CMS_PREVIEW_TOKEN); Strapi's default tokens go. */
export async function ensureSiteTokens(strapi: Core.Strapi): Promise<void> {
  for (const token of Object.values(SITE_TOKENS)) await ensureSiteToken(strapi, token);
  const tokens = strapi.service('admin::api-token');
  for (const unused of STRAPI_DEFAULT_TOKENS) {
    const existing = await tokens.getByName(unused.name);
    if (existing?.type === unused.type) await tokens.revoke(existing.id);
  }
}
