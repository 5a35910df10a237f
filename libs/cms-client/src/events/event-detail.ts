import type { Locale } from '@jobpoint/i18n';
import { LOCALIZATIONS_POPULATE } from '../lib/models/localizations';
import { SEO_POPULATE } from '../lib/models/shared';
import type { StrapiParams } from '../lib/strapi/strapi-query';

export type { EventDetail, EventPartner, EventRating, Exhibition } from './event-schema';

const EVENT_DETAIL_POPULATE = {
  seo: SEO_POPULATE,
  image: true,
  address: true,
  registerButton: true,
  additionalInfos: true,
  ratings: true,
  partners: { populate: { logo: true } },
  exhibition: true,
  Formate: { fields: ['name'] },
  Standort: { fields: ['Titel'] },
  Sprache: { fields: ['name', 'languageName'] },
  localizations: LOCALIZATIONS_POPULATE,
};

/** One event by its slug, in one language. */
export function eventBySlugParams(slug: string, locale: Locale): StrapiParams {
  return {
    locale,
    filters: { slug: { $eq: slug } },
    pagination: { page: 1, pageSize: 1 },
    populate: EVENT_DETAIL_POPULATE,
  };
}

/** One event in one language, by its document (the same in every language). */
export function eventByDocumentParams(locale: Locale): StrapiParams {
  return { locale, populate: EVENT_DETAIL_POPULATE };
}
