import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS_CONTENT_TYPES } from './cms-content-types';
import { changeOfWebhook, cmsReadOf, isAffected, isAffectedUrl, type ContentChange } from './content-change';

interface Schema {
  kind: 'singleType' | 'collectionType';
  info: { singularName: string; pluralName: string };
  attributes: Record<string, { type: string; target?: string }>;
}

/** The CMS's content types as its schema files declare them, by uid. */
function cmsSchemas(): Map<string, Schema> {
  const apiDir = path.resolve(__dirname, '../../../cms/src/api');
  const schemas = new Map<string, Schema>();
  for (const api of readdirSync(apiDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    for (const type of readdirSync(typesDir)) {
      const schema = JSON.parse(readFileSync(path.join(typesDir, type, 'schema.json'), 'utf8')) as Schema;
      schemas.set(`api::${api}.${schema.info.singularName}`, schema);
    }
  }
  return schemas;
}

const endpointOf = (schema: Schema) => (schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName);

// The table is written by the CMS's model generator; this reads the schema files it wrote beside it, so a
// model changed without running the generator fails here.
describe('the CMS content types the gateway knows', () => {
  const schemas = cmsSchemas();

  it('are every content type of the CMS, each with its own endpoint first', () => {
    expect(Object.keys(CMS_CONTENT_TYPES).sort()).toEqual([...schemas.keys()].sort());
    for (const [uid, schema] of schemas) {
      expect([uid, CMS_CONTENT_TYPES[uid]?.[0]]).toEqual([uid, endpointOf(schema)]);
    }
  });

  it('name, for a type another one relates to, that other type’s endpoint too', () => {
    for (const schema of schemas.values()) {
      for (const attribute of Object.values(schema.attributes)) {
        if (attribute.type === 'relation' && attribute.target?.startsWith('api::')) {
          expect([attribute.target, CMS_CONTENT_TYPES[attribute.target]]).toEqual([
            attribute.target,
            expect.arrayContaining([endpointOf(schema)]),
          ]);
        }
      }
    }
  });
});

describe('a content change', () => {
  it('is read from Strapi’s webhook calls, by type and language', () => {
    expect(changeOfWebhook({ event: 'entry.publish', model: 'article', uid: 'api::article.article', entry: { id: 3, locale: 'en' } })).toEqual({
      kind: 'resources',
      resources: ['articles', 'categories', 'tags'],
      locale: 'en',
    });
    expect(changeOfWebhook({ event: 'entry.update', uid: 'api::home.home', entry: { id: 1 } })).toEqual({ kind: 'resources', resources: ['home'], locale: null });
    expect(changeOfWebhook({ event: 'entry.delete', uid: 'plugin::navigation.navigation-item', entry: {} })).toEqual({
      kind: 'resources',
      resources: ['navigation'],
      locale: null,
    });
  });

  it('is everything when the call names a file of the media library, which any page may show', () => {
    expect(changeOfWebhook({ event: 'media.update', media: { id: 4 } })).toEqual({ kind: 'everything' });
    expect(changeOfWebhook({ event: 'media.create' })).toEqual({ kind: 'everything' });
  });

  it('is in every language when the entry’s language is not one', () => {
    expect(changeOfWebhook({ event: 'entry.publish', uid: 'api::home.home', entry: { locale: '../../x' } })).toEqual({
      kind: 'resources',
      resources: ['home'],
      locale: null,
    });
  });

  it('is nothing when the call names nothing the gateway knows', () => {
    for (const body of [
      { event: 'entry.publish', uid: 'api::neu.neu', entry: { locale: 'de' } },
      { event: 'entry.publish', uid: 'constructor' },
      { event: 'entry.publish', uid: '__proto__' },
      { event: 'entry.publish', model: 'article' },
      { uid: 'api::home.home', entry: {} },
      { event: 'trigger-test' },
      { event: 42, uid: 'api::home.home' },
      {},
      null,
      undefined,
      '',
      'text',
      [],
      [{ event: 'media.create' }],
    ]) {
      expect([body, changeOfWebhook(body)]).toEqual([body, null]);
    }
  });

  it('touches what was read of its endpoints in its language, or in none', () => {
    const change = changeOfWebhook({ event: 'entry.publish', uid: 'api::article.article', entry: { locale: 'de' } }) as ContentChange;
    expect(cmsReadOf('http://cms.test/api/articles?filters%5Bslug%5D=x&locale=de')).toBe('articles de');
    expect(isAffected(change, 'articles de')).toBe(true);
    expect(isAffected(change, 'articles en')).toBe(false);
    expect(isAffected(change, 'categories *')).toBe(true);
    expect(isAffected(change, 'home de')).toBe(false);
    expect(isAffectedUrl(change, 'http://cms.test/api/navigation/render/38?type=TREE')).toBe(false);
    expect(isAffectedUrl(change, 'http://cms.test/api/articles?locale=ar')).toBe(false);
    expect(isAffectedUrl({ kind: 'everything' }, 'http://cms.test/api/home?locale=ar')).toBe(true);
  });
});
