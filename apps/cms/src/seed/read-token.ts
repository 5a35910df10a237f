import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES, SINGLE_TYPES } from '../content-types';

const TOKEN_NAME = 'Website (read-only)';
const LOCAL_TOKEN = 'local-cms-read-token-2f7c9a41d8e3b56f';
const NAVIGATION_RENDER = 'plugin::navigation.client.render';
/** Strapi creates these on a fresh database; the site needs only its own read token. */
const STRAPI_DEFAULT_TOKENS = [
  { name: 'Read Only', type: 'read-only' },
  { name: 'Full Access', type: 'full-access' },
];

/** find/findOne on every content type and the navigation render route; nothing else. */
function readPermissions(): string[] {
  const uids = [...Object.values(SINGLE_TYPES), ...Object.values(COLLECTION_TYPES)].map((type) => type.uid);
  return [...uids.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]), NAVIGATION_RENDER].filter((action) =>
    // Single types have no findOne action.
    !(action.endsWith('.findOne') && Object.values(SINGLE_TYPES).some((type) => action.startsWith(`${type.uid}.`))),
  );
}

/**
 * Ensures the site's read-only API token exists with the key from CMS_API_TOKEN. The token service
 * always generates a random key, so the stored hash and encrypted key are replaced afterwards;
 * running this on every start also applies a changed CMS_API_TOKEN.
 */
export async function ensureReadToken(strapi: Core.Strapi): Promise<void> {
  const key = process.env.CMS_API_TOKEN || LOCAL_TOKEN;
  const tokens = strapi.service('admin::api-token');
  const permissions = readPermissions();
  let token = await tokens.getByName(TOKEN_NAME);
  if (!token) {
    token = await tokens.create({
      name: TOKEN_NAME,
      description: 'Used by the website gateway and server-side rendering to read published content.',
      type: 'custom',
      lifespan: null,
      permissions,
    });
  } else {
    await tokens.update(token.id, { permissions });
  }
  for (const unused of STRAPI_DEFAULT_TOKENS) {
    const existing = await tokens.getByName(unused.name);
    if (existing?.type === unused.type) await tokens.revoke(existing.id);
  }
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: {
      accessKey: tokens.hash(key),
      encryptedKey: strapi.service('admin::encryption').encrypt(key),
    },
  });
}
