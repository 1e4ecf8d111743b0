import { z } from "zod";

/**
 * Wire shapes shared by the billing domains. Field names and limits follow Polar's public API
 * (`@polar-sh/sdk` 0.47.x models), so the SDK's strict response validation accepts what we send.
 */

export const id = z.string().min(1).meta({ description: "The ID of the object." });
export const uuid = z.uuid();

/** ISO 8601 with `Z` or an offset: what the SDK's `z.iso.datetime({ offset: true })` accepts. */
export const datetime = z.iso.datetime({ offset: true });

export const timestamps = {
  created_at: datetime.meta({ description: "Creation timestamp of the object." }),
  modified_at: datetime.nullable().meta({ description: "Last modification timestamp of the object." }),
};

// Metadata (SPEC §5: values are string, integer, number or boolean).
export const METADATA_MAX_PAIRS = 50;
export const METADATA_KEY_MAX_LENGTH = 40;
export const METADATA_STRING_MAX_LENGTH = 500;

const metadataValueOut = z.union([z.string(), z.number(), z.boolean()]);
export const metadataOutput = z.record(z.string(), metadataValueOut);

export const metadataInput = z
  .record(
    z.string().min(1).max(METADATA_KEY_MAX_LENGTH),
    z.union([z.string().max(METADATA_STRING_MAX_LENGTH), z.number(), z.boolean()]),
  )
  .refine((value) => Object.keys(value).length <= METADATA_MAX_PAIRS, {
    message: `You can store up to ${METADATA_MAX_PAIRS} key-value pairs`,
  })
  .meta({
    description:
      "Key-value object allowing you to store additional information. Keys: at most 40 characters. " +
      "Values: a string of at most 500 characters, an integer, a floating-point number or a boolean. " +
      "Up to 50 key-value pairs.",
  });

export const organizationIdInput = uuid.nullish().meta({
  description: "The ID of the organization owning the object. Required unless you use an organization token.",
});

export const currency = z
  .string()
  .regex(/^[a-z]{3}$/, "Expected a lowercase ISO 4217 currency code")
  .meta({ description: "Three-letter lowercase ISO 4217 currency code, e.g. `usd`." });

// Addresses. Polar refuses a few sanctioned countries on input but may still return them.
const COUNTRIES_INPUT = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH " +
  "ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT " +
  "HU ID IE IL IM IN IO IQ IS IT JE JM JO JP KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR LS LT LU " +
  "LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO " +
  "NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RW SA SB SC SD SE SG SH SI SJ " +
  "SK SL SM SN SO SR SS ST SV SX SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ " +
  "VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");
const COUNTRIES_OUTPUT_ONLY = ["CU", "IR", "KP", "RU", "SY"];

export const countryInput = z.enum(COUNTRIES_INPUT as [string, ...string[]]).meta({
  description: "ISO 3166-1 alpha-2 country code.",
});
export const countryOutput = z.enum([...COUNTRIES_INPUT, ...COUNTRIES_OUTPUT_ONLY] as [string, ...string[]]);

const addressLines = {
  line1: z.string().nullish(),
  line2: z.string().nullish(),
  postal_code: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
};

/** Polar `AddressInput`: only the country is required. */
export const addressInput = z.object({ ...addressLines, country: countryInput });

/** Polar `Address`: every line is sent, `null` when empty. */
export const addressOutput = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: countryOutput,
});

// Lists: `?page=1&limit=10`, repeated keys for arrays (`?sorting=a&sorting=b`).
export const LIST_LIMIT_MAX = 100;

/** A query value that may come once or repeated; always parsed to an array. */
export function queryArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));
}

export const queryBoolean = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean(),
);

export const listQueryBase = {
  page: z.coerce.number().int().min(1).default(1).meta({ description: "Page number, defaults to 1." }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIST_LIMIT_MAX)
    .default(10)
    .meta({ description: "Size of a page, defaults to 10. Maximum is 100." }),
  organization_id: queryArray(uuid).optional().meta({ description: "Filter by organization ID." }),
};

export function sortingQuery<const T extends readonly [string, ...string[]]>(properties: T) {
  const values = properties.flatMap((p) => [p, `-${p}`]) as [string, ...string[]];
  return queryArray(z.enum(values))
    .optional()
    .meta({ description: "Sorting criterion. Several criteria can be used simultaneously; prefix with `-` for descending." });
}

export const pagination = z.object({ total_count: z.number().int(), max_page: z.number().int() });

export function listResource<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination });
}

export type MetadataInput = z.infer<typeof metadataInput>;
export type MetadataOutput = z.infer<typeof metadataOutput>;
export type AddressInput = z.infer<typeof addressInput>;
export type Address = z.infer<typeof addressOutput>;
export type Pagination = z.infer<typeof pagination>;
