import * as z from 'zod';
import { eventFieldsSchema, exhibitionSchema, withRelationNames } from '../events/event-schema';

const text = z.string().nullish();

/**
 * An event of the fair's format: what its card shows, and its exhibition (the fair's id in the jobs
 * service and the labels of its exhibitor list) when the editors linked one.
 */
const fairEventSchema = eventFieldsSchema
  .extend({ exhibition: exhibitionSchema.nullish().catch(null) })
  .transform(withRelationNames);
export type FairEvent = z.infer<typeof fairEventSchema>;

/** One place of the fair with what a visitor should know about it (component `messe.location`). */
const fairLocationSchema = z.object({
  id: z.number().nullish(),
  name: z.string(),
  info: z
    .array(z.object({ id: z.number().nullish(), text: text }))
    .nullish()
    .transform((items) => (items ?? []).flatMap((item) => (item.text?.trim() ? [item.text] : []))),
});

/** The fair block (single type `messe-block`): a title, a hint and the fair's locations. */
export const fairBlockSchema = z.object({
  title: text,
  hint: text,
  locations: z
    .array(fairLocationSchema)
    .nullish()
    .transform((locations) => (locations ?? []).filter((location) => location.name.trim())),
});
export type FairBlock = z.infer<typeof fairBlockSchema>;

/** A fair filter (collection `messe-filter`): a sector the fair shows, offered while it is active. */
const fairFilterSchema = z.object({ id: z.number(), name: z.string(), isActive: z.boolean().nullish() });
export type FairFilter = z.infer<typeof fairFilterSchema>;

export const fairEventListSchema = fairEventSchema.array();
export const fairFilterListSchema = fairFilterSchema.array();
