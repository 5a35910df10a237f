import { COLLECTION_TYPES } from '../content-types';
import { editorPermissions } from './editor-user';

const ARTICLE = COLLECTION_TYPES.article.uid;
const SEARCH_MISS = COLLECTION_TYPES['search-miss'].uid;
const fields = { fields: ['title'], locales: ['de', 'en', 'tr', 'ar'] };

/** What Strapi gives its Super Admin, in part: content, the model, settings, users and tokens. */
const SUPER_ADMIN = [
  ...['create', 'read', 'update', 'delete', 'publish'].flatMap((action) => [
    { action: `plugin::content-manager.explorer.${action}`, subject: ARTICLE, properties: fields },
    { action: `plugin::content-manager.explorer.${action}`, subject: SEARCH_MISS, properties: fields },
    { action: `plugin::content-manager.explorer.${action}`, subject: 'plugin::users-permissions.user', properties: {} },
  ]),
  { action: 'plugin::content-type-builder.read', subject: null },
  { action: 'plugin::content-manager.collection-types.configure-view', subject: null },
  { action: 'admin::users.read', subject: null },
  { action: 'admin::roles.update', subject: null },
  { action: 'admin::api-tokens.create', subject: null },
  { action: 'admin::webhooks.update', subject: null },
  { action: 'plugin::i18n.locale.create', subject: null },
  { action: 'plugin::navigation.settings', subject: null },
];

describe('the Editor role', () => {
  const permissions = editorPermissions(SUPER_ADMIN);
  const actionsOn = (subject: string | null) => permissions.filter((permission) => permission.subject === subject).map((permission) => permission.action);

  it('creates, edits, publishes and deletes the site’s content, with every field and language', () => {
    expect(actionsOn(ARTICLE)).toEqual(['create', 'read', 'update', 'delete', 'publish'].map((action) => `plugin::content-manager.explorer.${action}`));
    expect(permissions.filter((permission) => permission.subject === ARTICLE).every((permission) => permission.properties === fields)).toBe(true);
  });

  it('reads the report of queries without hits and changes nothing in it', () => {
    expect(actionsOn(SEARCH_MISS)).toEqual(['plugin::content-manager.explorer.read']);
  });

  it('uploads media and edits the navigations, and has nothing of the model, settings, users, roles or tokens', () => {
    expect(actionsOn(null)).toEqual([
      'plugin::upload.read',
      'plugin::upload.configure-view',
      'plugin::upload.assets.create',
      'plugin::upload.assets.update',
      'plugin::upload.assets.download',
      'plugin::upload.assets.copy-link',
      'plugin::navigation.read',
      'plugin::navigation.update',
    ]);
    expect(actionsOn('plugin::users-permissions.user')).toEqual([]);
  });
});
