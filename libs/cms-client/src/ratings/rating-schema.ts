import * as z from 'zod';
import { optionalButtonSchema } from '../lib/models/shared-schema';

const text = z.string().nullish();

/** One rating (collections `bewertung`, `unternehmensbewertungen`): who gave it, what they said, 0–5 stars. */
const ratingSchema = z.object({
  id: z.number(),
  name: z.string(),
  text: text,
  stars: z
    .number()
    .nullish()
    .transform((stars) => stars ?? 0),
});
export type Rating = z.infer<typeof ratingSchema>;

export const ratingListSchema = ratingSchema.array();

/** The frame of the ratings (single type `rating-block`): its title and the title of each list. */
export const ratingBlockSchema = z.object({
  title: text,
  subtitle: text,
  customerTitle: text,
  companyTitle: text,
  button: optionalButtonSchema,
});
export type RatingBlock = z.infer<typeof ratingBlockSchema>;
