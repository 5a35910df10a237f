import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES } from '../content-types';
import { createAccount } from './admin-user';

const LOCAL_EDITOR = { email: 'redaktion@jobpoint.local', password: 'Jobpoint-redaktion-1' };
const EDITOR_ROLE = 'strapi-editor';

/** The Content Manager's actions on an entry; editors have all of them on content, only reading on the report. */
const CONTENT_ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map((action) => `plugin::content-manager.explorer.${action}`);
const READ_ONLY = new Set<string>([COLLECTION_TYPES['search-miss'].uid]);
const READ = 'plugin::content-manager.explorer.read';

/** Beyond the content: the media library (as Strapi gives its Editor role) and the navigations' editor. */
const TOOL_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
  'plugin::navigation.read',
  'plugin::navigation.update',
];

interface Permission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

/**
 * The Editor role's permissions: every content type of the site with all its fields and languages, as
 * the Super Admin has them (Strapi keeps those up to date with the model), the report of queries without
 * hits to read, the media library and the navigations; nothing of the content model, the settings,
 * users, roles or tokens.
 */
export function editorPermissions(superAdmin: readonly Permission[]): Permission[] {
  const content = superAdmin
    .filter(({ action, subject }) => CONTENT_ACTIONS.includes(action) && subject?.startsWith('api::'))
    .filter(({ action, subject }) => !READ_ONLY.has(subject as string) || action === READ)
    .map(({ action, subject, properties }) => ({ action, subject, properties, conditions: [] }));
  return [...content, ...TOOL_ACTIONS.map((action) => ({ action, subject: null, properties: {}, conditions: [] }))];
}

/**
 * Gives Strapi's Editor role the editors' permissions (at every start, so that a new content type or
 * field is theirs too) and creates the editors' account (CMS_EDITOR_EMAIL / CMS_EDITOR_PASSWORD) when
 * it does not exist; an existing account keeps its password.
 */
export async function ensureEditorUser(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  const permissions = strapi.service('admin::permission');
  const [superAdmin, editor] = await Promise.all([roles.getSuperAdmin(), roles.findOne({ code: EDITOR_ROLE })]);
  if (!superAdmin || !editor) return;
  const superAdminPermissions = (await permissions.findMany({ where: { role: { id: superAdmin.id } } })) as Permission[];
  await roles.assignPermissions(editor.id, editorPermissions(superAdminPermissions));

  const email = (process.env.CMS_EDITOR_EMAIL || LOCAL_EDITOR.email).toLowerCase();
  if (await strapi.service('admin::user').exists({ email })) return;
  await createAccount(strapi, { email, password: process.env.CMS_EDITOR_PASSWORD || LOCAL_EDITOR.password, roleId: editor.id });
}
