import * as z from 'zod';
import { seoSchema } from '../lib/models/shared-schema';
import { BLOCK_SCHEMAS } from './block-schemas';
import { fieldBlocks, type SingleTypeDescription } from './single-type-description';

const schemas = new Map<string, z.ZodType>();

/** The schema of a described page's content: its SEO block and the field of each block it lists. */
export function singleTypeSchema(description: SingleTypeDescription): z.ZodType {
  const known = schemas.get(description.singleType);
  if (known) {
    return known;
  }
  const shape: Record<string, z.ZodType> = { seo: seoSchema.nullish().catch(null) };
  for (const { field, block, repeatable } of fieldBlocks(description)) {
    const schema = BLOCK_SCHEMAS[block];
    shape[field] = repeatable ? z.array(schema).nullish() : schema.nullish();
  }
  const schema = z.object(shape);
  schemas.set(description.singleType, schema);
  return schema;
}
