import type { Core } from '@strapi/strapi';

/**
 * The organisation's Strapi addresses each (audience, language) navigation by a numeric id.
 * strapi-plugin-navigation 3 renders by documentId or slug plus `locale`, so this middleware maps
 * those ids onto the slug and locale before routing: /api/navigation/render/39 renders the
 * job-seeker navigation in English. Slugs keep working unchanged.
 */
const NAVIGATION_IDS: Record<number, { slug: string; locale: string }> = {
  38: { slug: 'arbeitssuchende', locale: 'de' },
  39: { slug: 'arbeitssuchende', locale: 'en' },
  40: { slug: 'arbeitssuchende', locale: 'tr' },
  41: { slug: 'arbeitssuchende', locale: 'ar' },
  42: { slug: 'arbeitgebende', locale: 'de' },
  43: { slug: 'arbeitgebende', locale: 'en' },
  44: { slug: 'arbeitgebende', locale: 'tr' },
  45: { slug: 'arbeitgebende', locale: 'ar' },
};

const RENDER_BY_ID = /^\/api\/navigation\/render\/(\d+)(\/[^/]+)?$/;

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  const match = RENDER_BY_ID.exec(ctx.path);
  const target = match ? NAVIGATION_IDS[Number(match[1])] : undefined;
  if (match && target) {
    ctx.path = `/api/navigation/render/${target.slug}${match[2] ?? ''}`;
    ctx.query = { ...ctx.query, locale: target.locale };
  }
  await next();
};
