import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { COLLECTION_TYPES } from '../content-types';
import { slugProblem, slugTakenMessage } from './slug-rules';

const SEITE = COLLECTION_TYPES.seite.uid;
const WRITING_ACTIONS = new Set(['create', 'update']);

function refuse(message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: ['slug'], message, name: 'ValidationError' }] });
}

interface WriteParams {
  documentId?: string;
  locale?: string;
  data?: { slug?: unknown };
}

/**
 * Checks an editors' page's address before it is written, for the admin and the REST API alike (both
 * write through the document service): its form, the reserved addresses of the site, and that no other
 * page has it in the same language. A refusal is a ValidationError: 400 with the message through REST,
 * shown at the field in the admin.
 */
export function registerSlugValidation(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SEITE || !WRITING_ACTIONS.has(context.action)) return next();
    const params = context.params as WriteParams;
    const slug = params.data?.slug;
    if (context.action === 'update' && slug === undefined) return next();
    const problem = slugProblem(slug);
    if (problem) refuse(problem);
    const locale = params.locale || (await strapi.plugin('i18n').service('locales').getDefaultLocale());
    const other = (await strapi.db.query(SEITE as UID.ContentType).findOne({
      where: { slug, locale, ...(params.documentId ? { documentId: { $ne: params.documentId } } : {}) },
      select: ['title'],
    })) as { title?: string } | null;
    if (other) refuse(slugTakenMessage(slug as string, locale, other.title));
    return next();
  });
}
