import * as z from 'zod';
import { companyRegistrationFormSchema } from '../forms/company-registration-schema';
import * as sharedSchemas from '../lib/models/shared-schema';
import { BLOCK_TYPES, type BlockName, type BlockSchema, type SchemaKit } from './block-types';

const kit: SchemaKit = { ...sharedSchemas, z, text: z.string().nullish(), companyRegistrationFormSchema };

/** The schema of every block type (`BLOCK_TYPES`), built once when the first answer is parsed. */
export const BLOCK_SCHEMAS = Object.fromEntries(
  Object.entries(BLOCK_TYPES).map(([name, { schema }]) => [name, schema(kit)]),
) as { [Name in BlockName]: BlockSchema<Name> };
