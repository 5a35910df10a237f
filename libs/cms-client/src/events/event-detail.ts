import * as z from 'zod';
import type { Locale } from '@jobpoint/i18n';
import {
  addressSchema,
  type CmsButton,
  mediaSchema,
  optionalButtonSchema,
  SEO_POPULATE,
  seoSchema,
} from '../lib/models/shared';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import { eventFieldsSchema, withRelationNames } from './event-summary';

const text = z.string().nullish();

/** A list the editors may leave empty or absent: always an array here. */
function list<Item extends z.ZodType>(item: Item) {
  return z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
}

export const eventRatingSchema = z.object({
  id: z.number().nullish(),
  title: text,
  text: text,
  stars: z.number().nullish().transform((stars) => stars ?? 0),
});
export type EventRating = z.infer<typeof eventRatingSchema>;

export const eventPartnerSchema = z.object({ id: z.number().nullish(), name: z.string(), logo: mediaSchema.nullish(), url: text });
export type EventPartner = z.infer<typeof eventPartnerSchema>;

/** The labels of a fair's exhibitor list (CMS component `event.exhibition`). */
export const exhibitionSchema = z.object({
  exhibitionId: z.number().nullish(),
  title: text,
  popupCompanyLabel: text,
  sectorDropdownLabel: text,
  wallTextTitle: text,
  descriptionTitle: text,
  resultsTitle: text,
  jobsTitle: text,
  attendingDaysLabel: text,
});
export type Exhibition = z.infer<typeof exhibitionSchema>;

/** Everything the event page shows. */
export const eventDetailSchema = eventFieldsSchema
  .extend({
    /** The same in every language: how a translation of the event is found. */
    documentId: text,
    seo: seoSchema.nullish().catch(null),
    description: text,
    /** Markdown. */
    content: text,
    address: addressSchema.nullish(),
    /** Where it takes place, in the editors' words (a room, "online"). */
    location: text,
    registerButton: optionalButtonSchema,
    additionalInfos: list(optionalButtonSchema).transform((buttons) => buttons.filter((button): button is CmsButton => button != null)),
    ratings: list(eventRatingSchema),
    partners: list(eventPartnerSchema.nullish().catch(null)).transform((partners) =>
      partners.filter((partner): partner is EventPartner => Boolean(partner?.name.trim())),
    ),
    exhibition: exhibitionSchema.nullish(),
    createdAt: text,
    updatedAt: text,
    publishedAt: text,
  })
  .transform(withRelationNames);
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const EVENT_DETAIL_POPULATE = {
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
