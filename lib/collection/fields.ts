import type { FieldDef, FieldDefs } from 'contentlayer2/source-files';
import { z } from 'zod';
import { frontmatterSchema } from '../model/schema';

type Field = FieldDef;

/** The contentlayer field of one frontmatter key, from its zod type. */
function fieldOf(key: string, schema: z.ZodType): Field {
  let inner = schema;
  let required = true;
  let fallback: unknown;
  // Optional and defaulted keys may be left out; the default is contentlayer's too.
  for (;;) {
    if (inner instanceof z.ZodOptional) {
      required = false;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault) {
      required = false;
      fallback = inner.def.defaultValue;
      inner = inner.unwrap() as z.ZodType;
    } else break;
  }
  const base = { required, ...(fallback !== undefined ? { default: fallback } : {}) };
  if (inner instanceof z.ZodString) return { type: 'string', ...base } as Field;
  if (inner instanceof z.ZodNumber) return { type: 'number', ...base } as Field;
  if (inner instanceof z.ZodBoolean) return { type: 'boolean', ...base } as Field;
  if (inner instanceof z.ZodLiteral) return { type: 'enum', options: [...inner.values].map(String), ...base } as Field;
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodString) return { type: 'list', of: { type: 'string' }, ...base } as Field;
  if (inner instanceof z.ZodArray || inner instanceof z.ZodObject) return { type: 'json', ...base } as Field;
  throw new Error(`lib/collection/fields.ts: no contentlayer field for frontmatter key "${key}" (${inner.constructor.name})`);
}

/**
 * contentlayer's field list, derived from the one frontmatter schema (lib/model/schema.ts): every key is declared, so
 * contentlayer fails instead of skipping a document with a warning when data is missing or of the wrong type. The
 * schema itself validates each value in full in the content check, which runs before contentlayer.
 */
export function collectionFields(): FieldDefs {
  return Object.fromEntries<Field>(Object.entries(frontmatterSchema.shape).map(([key, schema]) => [key, fieldOf(key, schema as z.ZodType)]));
}
