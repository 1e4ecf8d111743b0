import { z } from "@hono/zod-openapi";
import { dateTimeSchema } from "./datetime.ts";
import { metadataInputSchema, metadataOutputSchema } from "./metadata.ts";
import { paginationQuery } from "./pagination.ts";
import { repeatedQuery } from "./query.ts";

/**
 * Wire shapes shared by the billing domains. Field names and limits follow Polar's public API
 * (`@polar-sh/sdk` 0.47.x models), so the SDK's strict response validation accepts what we send.
 */

export const id = z.string().min(1).meta({ description: "The ID of the object." });
export const uuid = z.uuid();

/** ISO 8601 with `Z` or an offset: what the SDK's `z.iso.datetime({ offset: true })` accepts. */
export const datetime = dateTimeSchema;

export const timestamps = {
  created_at: datetime.meta({ description: "Creation timestamp of the object." }),
  modified_at: datetime.nullable().meta({ description: "Last modification timestamp of the object." }),
};

// Metadata (values are string, integer, number or boolean): the kit's, under wire names.
export const metadataOutput = metadataOutputSchema;
export const metadataInput = metadataInputSchema;

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

/** Page, limit and Polar's repeatable organization_id filter, for every list query. */
export const listQueryBase = {
  ...paginationQuery,
  organization_id: repeatedQuery(uuid).optional().meta({ description: "Filter by organization ID." }),
};

export type AddressInput = z.infer<typeof addressInput>;
export type Address = z.infer<typeof addressOutput>;
