import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

import draftsGuard from './drafts-guard';

const hash = (key: string) => createHash('sha512').update(key).digest('hex');
const DRAFTS_KEY = 'drafts-key';

const strapi = {
  db: { query: () => ({ findOne: async ({ where }: { where: { name: string } }) => (where.name === 'Website (drafts)' ? { accessKey: hash(DRAFTS_KEY) } : null) }) },
  service: () => ({ hash }),
} as unknown as Core.Strapi;

async function answer(path: string, query: Record<string, unknown>, key?: string, method = 'GET') {
  const ctx = { method, path, query, status: 200, body: undefined as unknown, get: (name: string) => (name === 'authorization' && key ? `Bearer ${key}` : '') };
  let passed = false;
  await draftsGuard(undefined, { strapi })(ctx as never, async () => {
    passed = true;
  });
  return passed ? 'passed' : ctx.status;
}

describe('the drafts guard', () => {
  it('answers 403 to a content-API request for drafts without the drafts token', async () => {
    expect(await answer('/api/seiten', { status: 'draft' }, 'read-key')).toBe(403);
    expect(await answer('/api/seiten', { status: 'draft' })).toBe(403);
    expect(await answer('/api/seiten', { status: 'draft' }, 'read-key', 'HEAD')).toBe(403);
    expect(await answer('/api/navigation/render/arbeitssuchende', { status: ['published', 'draft'] }, 'read-key')).toBe(403);
  });

  it('lets the drafts token read drafts', async () => {
    expect(await answer('/api/seiten', { status: 'draft' }, DRAFTS_KEY)).toBe('passed');
  });

  it('leaves a write to Strapi\'s permissions (saving without publishing)', async () => {
    expect(await answer('/api/seiten/a1', { status: 'draft' }, 'write-key', 'PUT')).toBe('passed');
  });

  it('leaves published content and the admin alone', async () => {
    expect(await answer('/api/seiten', {}, 'read-key')).toBe('passed');
    expect(await answer('/api/seiten', { status: 'published' }, 'read-key')).toBe('passed');
    expect(await answer('/content-manager/collection-types/api::seite.seite', { status: 'draft' })).toBe('passed');
  });
});
