import * as z from 'zod';
import { addressSchema, mediaSchema, optionalButtonSchema } from '../lib/models/shared-schema';
import { openingTimeSchema } from '../pages/block-schema';

const text = z.string().nullish();

/** A list the editors may leave empty or absent: always an array here. */
function list<Item extends z.ZodType>(item: Item) {
  return z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
}

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
  openingTimes: list(openingTimeSchema),
  bulletPoints: list(z.object({ id: z.number().nullish(), text: text })),
  images: list(mediaSchema),
  mapImage: mediaSchema.nullish(),
  gallery: list(mediaSchema),
  shopImages: list(mediaSchema),
  quarterlyEventsTitle: text,
  // An empty button component left in by the editors hides the button instead of failing the list.
  quarterlyEventsButton: optionalButtonSchema,
  locationInfos: list(z.object({ id: z.number().nullish(), title: text, text: text })),
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
