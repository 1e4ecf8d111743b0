import { z } from "@hono/zod-openapi";
import { METADATA_KEY_MAX_LENGTH, METADATA_MAX_KEYS, METADATA_STRING_MAX_LENGTH } from "./metadata.ts";

/**
 * Polar's `metadata` list filter. Both SDKs send it deepObject-style, one query parameter per
 * value: `?metadata[plan]=pro&metadata[plan]=team&metadata[seats]=5` (0.47 percent-encodes the
 * brackets, 1.0 lets URLSearchParams do it). Keys are ANDed, the values of one key ORed.
 *
 * Every value arrives as text and is typed like stored metadata values: "true"/"false" a
 * boolean, a canonical number ("5", "-1.5") a number, anything else a string. A typed value
 * matches a stored value of that type and also the stored string with the same text (Polar
 * compares the text, so `metadata[seats]=5` finds both 5 and "5").
 *
 * This module parses the filter; repositories turn it into a WHERE condition with
 * `metadataCondition` (sql/metadata-condition.ts).
 */

export type MetadataFilterValue = string | number | boolean;
export type MetadataFilter = Record<string, MetadataFilterValue[]>;

const BRACKET_KEY = /^metadata\[([^\]]*)\]$/;

const filterValue = z.union([z.string(), z.number(), z.boolean()]);

/**
 * The query-schema fragment: `z.object({ ...listQueryBase, ...metadataFilterQuery })` then
 * `withMetadataFilter(...)`. The declared `metadata` field documents the deepObject parameter
 * in /v1/openapi.json and types the parsed filter.
 */
export const metadataFilterQuery = {
  metadata: z
    .record(z.string(), z.array(filterValue))
    .optional()
    .openapi({
      param: { style: "deepObject", explode: true },
      description:
        "Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match.",
    }),
};

/**
 * Reads the `metadata[key]` parameters into `metadata`. The hono validator hands the query as a
 * flat object (`{ "metadata[plan]": ["pro", "team"] }`), so the object is made loose (those keys
 * reach the checks), refined (bad keys/values → 422 at query.metadata.<key>) and rewritten. The
 * schema stays a ZodObject, which the OpenAPI generator needs to list the query parameters.
 */
export function withMetadataFilter<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema
    .loose()
    .superRefine((value, ctx) => {
      for (const problem of collect(value).problems)
        ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    })
    .overwrite((value) => {
      const { filter, bracketKeys } = collect(value);
      const rest: Record<string, unknown> = { ...value };
      for (const key of bracketKeys) delete rest[key];
      if (Object.keys(filter).length > 0) rest.metadata = filter;
      return rest as typeof value;
    });
}

type Collected = {
  filter: MetadataFilter;
  bracketKeys: string[];
  problems: Array<{ path: string[]; message: string }>;
};

function collect(query: Record<string, unknown>): Collected {
  const collected: Collected = { filter: {}, bracketKeys: [], problems: [] };
  for (const [param, raw] of Object.entries(query)) {
    const key = BRACKET_KEY.exec(param)?.[1];
    if (key === undefined) continue;
    collected.bracketKeys.push(param);
    const path = ["metadata", key];
    if (key.length === 0 || key.length > METADATA_KEY_MAX_LENGTH) {
      collected.problems.push({ path, message: `Metadata keys must be 1 to ${METADATA_KEY_MAX_LENGTH} characters` });
      continue;
    }
    const texts = (Array.isArray(raw) ? raw : [raw]).filter((item): item is string => typeof item === "string");
    if (texts.some((text) => text.length > METADATA_STRING_MAX_LENGTH)) {
      collected.problems.push({
        path,
        message: `Metadata values must be at most ${METADATA_STRING_MAX_LENGTH} characters`,
      });
      continue;
    }
    collected.filter[key] = [...(collected.filter[key] ?? []), ...texts.map(typedValue)];
  }
  if (Object.keys(collected.filter).length > METADATA_MAX_KEYS)
    collected.problems.push({ path: ["metadata"], message: `At most ${METADATA_MAX_KEYS} metadata keys are allowed` });
  return collected;
}

function typedValue(text: string): MetadataFilterValue {
  if (text === "true") return true;
  if (text === "false") return false;
  // Canonical numbers only, so the text of the typed value is what was sent ("5.0" stays a string).
  const number = Number(text);
  if (text.trim() !== "" && Number.isFinite(number) && String(number) === text) return number;
  return text;
}
