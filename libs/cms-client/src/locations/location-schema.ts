import * as z from 'zod';
import { addressSchema, arrayOrEmpty, mediaSchema, openingTimeSchema, optionalButtonSchema } from '../lib/models/shared-schema';

const text = z.string().nullish();

/** One of the organisation's locations (collection `standort`); `Titel` keeps its CMS name. */
export const locationSchema = z.object({
  id: z.number(),
  Titel: z.string(),
  slug: text,
  locationId: text,
  /** Markdown. */
  description: text,
  district: text,
  phone: text,
  email: text,
  /** A chat link, e.g. `https://wa.me/…`. */
  chatContact: text,
  address: addressSchema.nullish(),
  openingTimes: arrayOrEmpty(openingTimeSchema),
  bulletPoints: arrayOrEmpty(z.object({ id: z.number().nullish(), text: text })),
  images: arrayOrEmpty(mediaSchema),
  mapImage: mediaSchema.nullish(),
  gallery: arrayOrEmpty(mediaSchema),
  shopImages: arrayOrEmpty(mediaSchema),
  quarterlyEventsTitle: text,
  // An empty button component left in by the editors hides the button instead of failing the list.
  quarterlyEventsButton: optionalButtonSchema,
  locationInfos: arrayOrEmpty(z.object({ id: z.number().nullish(), title: text, text: text })),
});
export type CmsLocation = z.infer<typeof locationSchema>;

/** The WhatsApp contact (single type `chat-contact`). */
export const chatContactSchema = z.object({
  title: text,
  description: text,
  whatsappNumber: text,
  whatsappLink: text,
  availability: text,
  button: optionalButtonSchema,
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** The introduction to the locations on the shop page (single type `standort-block`). */
export const locationBlockSchema = z.object({
  title: text,
  subtitle: text,
  /** Markdown. */
  description: text,
  button: optionalButtonSchema,
});
export type LocationBlock = z.infer<typeof locationBlockSchema>;

export const locationListSchema = locationSchema.array();
