import type { Core } from '@strapi/strapi';

/**
 * The site asks for "all entries" with `pagination[limit]=-1`, as Strapi v4 documents it. Strapi 5.54
 * compares the limit with the number -1 while the query string gives the string "-1", so it answers a
 * single entry. The parsed query object is cached per request by `strapi::query`, so turning the value
 * into a number here (after that middleware) restores the documented meaning.
 */
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  const pagination = (ctx.query as { pagination?: { limit?: unknown } }).pagination;
  if (pagination && typeof pagination === 'object' && pagination.limit === '-1') {
    pagination.limit = -1;
  }
  await next();
};
