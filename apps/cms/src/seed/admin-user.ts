import type { Core } from '@strapi/strapi';

const LOCAL_ADMIN = { email: 'admin@jobpoint.local', password: 'Jobpoint-local-1' };

/** An active admin panel account with the given role, signed in with email and password. */
export async function createAccount(strapi: Core.Strapi, { email, password, roleId }: { email: string; password: string; roleId: number }): Promise<void> {
  await strapi.service('admin::user').create({
    email,
    password,
    firstname: 'Jobpoint',
    lastname: 'Redaktion',
    isActive: true,
    registrationToken: null,
    roles: [roleId],
  });
}

/** Creates the Super Admin account (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD) when no admin exists yet. */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  if (await strapi.service('admin::user').exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await createAccount(strapi, {
    email: process.env.CMS_ADMIN_EMAIL || LOCAL_ADMIN.email,
    password: process.env.CMS_ADMIN_PASSWORD || LOCAL_ADMIN.password,
    roleId: superAdmin.id,
  });
}
