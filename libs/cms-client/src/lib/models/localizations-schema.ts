import * as z from 'zod';
import type { Localization } from './localizations';

/** An entry's versions in the other languages (`LOCALIZATIONS_POPULATE`); none where the CMS lists none. */
export const localizationsSchema = z
  .array(z.object({ locale: z.string(), slug: z.string().nullish() }) satisfies z.ZodType<Localization>)
  .nullish()
  .transform((localizations) => localizations ?? []);
