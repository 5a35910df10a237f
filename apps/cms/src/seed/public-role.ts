import type { Core } from '@strapi/strapi';

/** Content is served to the site's server only (with the read token): the public role reads nothing. */
export async function closePublicRole(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  await strapi.db.query('plugin::users-permissions.permission').deleteMany({
    where: {
      role: role.id,
      $or: [{ action: { $startsWith: 'api::' } }, { action: { $startsWith: 'plugin::navigation.' } }],
    },
  });
}
