import type { Core } from '@strapi/strapi';

const LOCAL_ADMIN = { email: 'admin@jobpoint.local', password: 'Jobpoint-local-1' };

/** Creates the editor account (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD) when no admin exists yet. */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email: process.env.CMS_ADMIN_EMAIL || LOCAL_ADMIN.email,
    password: process.env.CMS_ADMIN_PASSWORD || LOCAL_ADMIN.password,
    firstname: 'Jobpoint',
    lastname: 'Redaktion',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
}
