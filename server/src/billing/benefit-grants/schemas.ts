import { z } from "@hono/zod-openapi";
import { benefit } from "../benefits/schemas.ts";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { booleanQuery, repeatedQuery, sortingQuery } from "../common/query.ts";
import { datetime, id, listQueryBase, timestamps, uuid } from "../common/schemas.ts";
import { customer } from "../customers/schemas.ts";
import { member } from "../members/schemas.ts";

/** Wire shapes of benefit grants (Polar `BenefitGrant`, `BenefitGrantWebhook`, `ListResource_BenefitGrant_`). */

export const benefitGrantError = z
  .object({ message: z.string(), type: z.string(), timestamp: z.string() })
  .openapi("BenefitGrantError");

// Properties of a grant, per benefit type (what was granted).
export const grantCustomProperties = z.object({}).openapi("BenefitGrantCustomProperties");
export const grantLicenseKeysProperties = z
  .object({
    user_provided_key: z.string().optional(),
    license_key_id: z.string().optional(),
    display_key: z.string().optional(),
  })
  .openapi("BenefitGrantLicenseKeysProperties");
export const grantDownloadablesProperties = z
  .object({ files: z.array(z.string()).optional() })
  .openapi("BenefitGrantDownloadablesProperties");
export const grantGitHubRepositoryProperties = z
  .object({
    account_id: z.string().nullable().optional(),
    repository_owner: z.string().optional(),
    repository_name: z.string().optional(),
    permission: z.enum(["pull", "triage", "push", "maintain", "admin"]).optional(),
    granted_account_id: z.string().optional(),
  })
  .openapi("BenefitGrantGitHubRepositoryProperties");
export const grantDiscordProperties = z
  .object({
    account_id: z.string().nullable().optional(),
    guild_id: z.string().optional(),
    role_id: z.string().optional(),
    granted_account_id: z.string().optional(),
  })
  .openapi("BenefitGrantDiscordProperties");
export const grantMeterCreditProperties = z
  .object({
    last_credited_meter_id: z.string().optional(),
    last_credited_units: z.number().int().optional(),
    last_credited_at: z.string().optional(),
  })
  .openapi("BenefitGrantMeterCreditProperties");

export const grantProperties = z.union([
  grantDiscordProperties,
  grantGitHubRepositoryProperties,
  grantDownloadablesProperties,
  grantLicenseKeysProperties,
  grantCustomProperties,
  grantMeterCreditProperties,
]);
/** Stored and returned as is (the union's members all have optional keys only). */
export type GrantProperties = Record<string, unknown>;

export const benefitGrant = z
  .object({
    ...timestamps,
    id,
    granted_at: datetime.nullable(),
    is_granted: z.boolean(),
    revoked_at: datetime.nullable(),
    is_revoked: z.boolean(),
    subscription_id: z.string().nullable(),
    order_id: z.string().nullable(),
    customer_id: z.string(),
    member_id: z.string().nullable(),
    benefit_id: z.string(),
    error: benefitGrantError.nullable(),
    customer,
    // The team customer's member the grant is for (a seat's holder); a union: `.nullable()` here
    // made the shared Member component itself nullable.
    member: z.union([member, z.null()]),
    benefit,
    properties: grantProperties,
  })
  .openapi("BenefitGrant");

export type BenefitGrant = Omit<z.infer<typeof benefitGrant>, "properties"> & { properties: GrantProperties };
export type BenefitGrantWebhook = BenefitGrant & { previous_properties: GrantProperties | null };

export const benefitGrantList = listResourceSchema(benefitGrant, "ListResource_BenefitGrant_");
export type BenefitGrantList = { items: BenefitGrant[]; pagination: { total_count: number; max_page: number } };

const grantSorting = sortingQuery(["created_at", "granted_at", "revoked_at"], ["-created_at"]);

/** `GET /v1/benefits/{id}/grants`. */
export const benefitGrantsQuery = z.object({
  ...paginationQuery,
  is_granted: booleanQuery.optional().meta({
    description:
      "Filter by granted status. If `true`, only granted benefits will be returned. If `false`, only revoked benefits will be returned.",
  }),
  customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer." }),
  member_id: repeatedQuery(uuid).optional().meta({ description: "Filter by member." }),
});
export type BenefitGrantsQuery = z.infer<typeof benefitGrantsQuery>;

/** `GET /v1/benefit-grants/`. */
export const benefitGrantListQuery = z.object({
  ...listQueryBase,
  customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
  external_customer_id: repeatedQuery(z.string()).optional().meta({ description: "Filter by customer external ID." }),
  member_id: repeatedQuery(uuid).optional().meta({ description: "Filter by member ID." }),
  is_granted: booleanQuery.optional().meta({ description: "Filter by granted status." }),
  sorting: grantSorting,
});
export type BenefitGrantListQuery = z.infer<typeof benefitGrantListQuery>;
