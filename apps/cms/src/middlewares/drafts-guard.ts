import { timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

import { SITE_TOKENS } from '../seed/site-tokens';

/** Any `status` other than `published` asks for drafts (an invalid one is refused here as well). */
function asksForDrafts(status: unknown): boolean {
  if (status === undefined) return false;
  return (Array.isArray(status) ? status : [status]).some((value) => value !== 'published');
}

function bearerKey(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const READING = new Set(['GET', 'HEAD']);

/**
 * Strapi lets every token with `find` read drafts by adding `status=draft`. Drafts are for the site's
 * preview only (ADR 143): a content-API read that asks for them is answered 403 unless it carries the
 * drafts token ("Website (drafts)", key CMS_PREVIEW_TOKEN); its hash is compared with the stored one.
 * A write with `status=draft` (save without publishing) needs a token that may write, which neither
 * site token is, so Strapi's own permissions decide it.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    if (!READING.has(ctx.method) || !ctx.path.startsWith('/api/') || !asksForDrafts((ctx.query as Record<string, unknown>).status)) {
      await next();
      return;
    }
    const key = bearerKey(ctx.get('authorization'));
    const stored = key
      ? ((await strapi.db.query('admin::api-token').findOne({ where: { name: SITE_TOKENS.drafts.name }, select: ['accessKey'] })) as { accessKey?: string } | null)
      : null;
    if (!key || !stored?.accessKey || !sameHash(strapi.service('admin::api-token').hash(key), stored.accessKey)) {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message: 'Drafts (status=draft) are read only with the website\'s drafts token',
          details: {},
        },
      };
      return;
    }
    await next();
  };
