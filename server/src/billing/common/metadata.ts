import { z } from "@hono/zod-openapi";

/**
 * Metadata values are strings, integers, numbers or booleans. Polar's limits: at most
 * 50 keys, keys 1..40 characters, string values at most 500 characters.
 */
export const METADATA_MAX_KEYS = 50;
export const METADATA_KEY_MAX_LENGTH = 40;
export const METADATA_STRING_MAX_LENGTH = 500;

const metadataValue = z.union([z.string().max(METADATA_STRING_MAX_LENGTH), z.number().int(), z.number(), z.boolean()]);

export const metadataOutputSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .openapi("Metadata");
export type Metadata = z.infer<typeof metadataOutputSchema>;

/** Request metadata; a missing object is `{}`. */
export const metadataInputSchema = z
  .record(z.string().min(1).max(METADATA_KEY_MAX_LENGTH), metadataValue)
  .refine((value) => Object.keys(value).length <= METADATA_MAX_KEYS, {
    message: `At most ${METADATA_MAX_KEYS} metadata keys are allowed`,
  })
  .openapi("MetadataInput");
