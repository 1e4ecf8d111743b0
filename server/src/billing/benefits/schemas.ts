import { z } from "@hono/zod-openapi";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import {
  id,
  listQueryBase,
  metadataInput,
  metadataOutput,
  organizationIdInput,
  timestamps,
  uuid,
} from "../common/schemas.ts";

/** Wire shapes of `/v1/benefits` (Polar `Benefit*` models). */

export const BENEFIT_TYPES = [
  "custom",
  "discord",
  "github_repository",
  "downloadables",
  "license_keys",
  "meter_credit",
  "feature_flag",
] as const;
export const benefitType = z.enum(BENEFIT_TYPES);
export const benefitVisibility = z.enum(["draft", "private", "public"]).openapi("BenefitVisibility");

export const BENEFIT_DESCRIPTION_MIN_LENGTH = 3;
export const BENEFIT_DESCRIPTION_MAX_LENGTH = 42;
export const LICENSE_KEY_ACTIVATIONS_MAX = 50;
const INT4_MAX = 2_147_483_647;

export const githubPermission = z.enum(["pull", "triage", "push", "maintain", "admin"]);
export const licenseKeyTimeframe = z.enum(["year", "month", "day"]);

// Properties as returned.
export const customProperties = z.object({ note: z.string().nullable() });
export const discordProperties = z.object({
  guild_id: z.string(),
  role_id: z.string(),
  kick_member: z.boolean(),
  guild_token: z.string().meta({ description: "Signed token identifying the guild; required by Polar's model." }),
});
export const downloadablesProperties = z.object({
  archived: z.record(z.string(), z.boolean()).meta({ description: "File ID → whether it is archived." }),
  files: z.array(z.string()),
});
export const githubRepositoryProperties = z.object({
  repository_owner: z.string(),
  repository_name: z.string(),
  permission: githubPermission,
});
export const licenseKeyExpiration = z.object({
  ttl: z.number().int().min(1).max(INT4_MAX),
  timeframe: licenseKeyTimeframe,
});
export const licenseKeyActivation = z.object({
  limit: z.number().int().min(1).max(LICENSE_KEY_ACTIVATIONS_MAX),
  enable_customer_admin: z.boolean(),
});
export const licenseKeysProperties = z.object({
  prefix: z.string().nullable(),
  expires: licenseKeyExpiration.nullable(),
  activations: licenseKeyActivation.nullable(),
  limit_usage: z.number().int().nullable(),
});
export const meterCreditProperties = z.object({
  units: z.number().int(),
  rollover: z.boolean(),
  meter_id: z.string(),
});

/**
 * Polar's feature flag has no properties: the flag is the grant itself, and what it turns on is the
 * benefit's metadata (`{ "sso": true, "max_projects": 10 }`), which entitlements read.
 */
export const featureFlagProperties = z.object({});

// Properties as accepted on create (and, whole, on update).
export const customCreateProperties = z.object({ note: z.string().nullish() });
export const discordCreateProperties = z.object({
  guild_token: z.string().min(1).meta({ description: "Write-only input: the guild the bot was installed on." }),
  role_id: z.string().min(1),
  kick_member: z.boolean(),
});
export const downloadablesCreateProperties = z.object({
  archived: z.record(uuid, z.boolean()).optional(),
  files: z.array(uuid).min(1),
});
export const githubRepositoryCreateProperties = z.object({
  repository_owner: z
    .string()
    .min(1)
    .max(39)
    .meta({ examples: ["polarsource"] }),
  repository_name: z
    .string()
    .min(1)
    .max(100)
    .meta({ examples: ["private_repo"] }),
  permission: githubPermission,
});
export const licenseKeysCreateProperties = z.object({
  prefix: z.string().min(1).nullish(),
  expires: licenseKeyExpiration.nullish(),
  activations: licenseKeyActivation.nullish(),
  limit_usage: z.number().int().min(1).max(INT4_MAX).nullish(),
});
export const meterCreditCreateProperties = z.object({
  units: z.number().int().min(1).max(INT4_MAX),
  rollover: z.boolean(),
  meter_id: uuid,
});

const response = {
  id,
  ...timestamps,
  description: z.string(),
  selectable: z.boolean().meta({ description: "Whether the benefit is selectable when creating a product." }),
  deletable: z.boolean(),
  is_deleted: z.boolean(),
  organization_id: z.string(),
  metadata: metadataOutput,
  visibility: benefitVisibility.meta({ description: "The visibility of the benefit in the customer portal." }),
  visibility_configurable: z.boolean().meta({
    description: "Whether the visibility may be other than public (custom, license keys, meter credit, feature flag).",
  }),
};

export const benefitCustom = z
  .object({ ...response, type: z.literal("custom"), properties: customProperties })
  .openapi("BenefitCustom");
export const benefitDiscord = z
  .object({ ...response, type: z.literal("discord"), properties: discordProperties })
  .openapi("BenefitDiscord");
export const benefitDownloadables = z
  .object({ ...response, type: z.literal("downloadables"), properties: downloadablesProperties })
  .openapi("BenefitDownloadables");
export const benefitGitHubRepository = z
  .object({ ...response, type: z.literal("github_repository"), properties: githubRepositoryProperties })
  .openapi("BenefitGitHubRepository");
export const benefitLicenseKeys = z
  .object({ ...response, type: z.literal("license_keys"), properties: licenseKeysProperties })
  .openapi("BenefitLicenseKeys");
export const benefitMeterCredit = z
  .object({ ...response, type: z.literal("meter_credit"), properties: meterCreditProperties })
  .openapi("BenefitMeterCredit");
export const benefitFeatureFlag = z
  .object({ ...response, type: z.literal("feature_flag"), properties: featureFlagProperties })
  .openapi("BenefitFeatureFlag");

export const benefit = z
  .discriminatedUnion("type", [
    benefitCustom,
    benefitDiscord,
    benefitGitHubRepository,
    benefitDownloadables,
    benefitLicenseKeys,
    benefitMeterCredit,
    benefitFeatureFlag,
  ])
  .openapi("Benefit");

const description = z
  .string()
  .min(BENEFIT_DESCRIPTION_MIN_LENGTH)
  .max(BENEFIT_DESCRIPTION_MAX_LENGTH)
  .meta({ description: "The description of the benefit. Will be displayed on products having this benefit." });

const visibilityInput = benefitVisibility
  .nullish()
  .meta({ description: "The visibility of the benefit in the customer portal." });

const createBase = {
  metadata: metadataInput.optional(),
  description,
  organization_id: organizationIdInput,
  visibility: visibilityInput,
};

export const benefitCreate = z
  .discriminatedUnion("type", [
    z.object({ ...createBase, type: z.literal("custom"), properties: customCreateProperties }),
    z.object({ ...createBase, type: z.literal("discord"), properties: discordCreateProperties }),
    z.object({ ...createBase, type: z.literal("github_repository"), properties: githubRepositoryCreateProperties }),
    z.object({ ...createBase, type: z.literal("downloadables"), properties: downloadablesCreateProperties }),
    z.object({ ...createBase, type: z.literal("license_keys"), properties: licenseKeysCreateProperties }),
    z.object({ ...createBase, type: z.literal("meter_credit"), properties: meterCreditCreateProperties }),
    z.object({ ...createBase, type: z.literal("feature_flag"), properties: featureFlagProperties }),
  ])
  .openapi("BenefitCreate");

/** `type` is required on updates (Polar dispatches on it) and must match the benefit's type. */
const updateBase = {
  metadata: metadataInput.optional(),
  description: description.nullish(),
  visibility: visibilityInput,
};

export const benefitUpdate = z
  .discriminatedUnion("type", [
    z.object({ ...updateBase, type: z.literal("custom"), properties: customCreateProperties.nullish() }),
    z.object({ ...updateBase, type: z.literal("discord"), properties: discordCreateProperties.nullish() }),
    z.object({
      ...updateBase,
      type: z.literal("github_repository"),
      properties: githubRepositoryCreateProperties.nullish(),
    }),
    z.object({ ...updateBase, type: z.literal("downloadables"), properties: downloadablesCreateProperties.nullish() }),
    z.object({ ...updateBase, type: z.literal("license_keys"), properties: licenseKeysCreateProperties.nullish() }),
    z.object({ ...updateBase, type: z.literal("meter_credit"), properties: meterCreditCreateProperties.nullish() }),
    z.object({ ...updateBase, type: z.literal("feature_flag"), properties: featureFlagProperties.nullish() }),
  ])
  .openapi("BenefitUpdate");

export const benefitListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    ...metadataFilterQuery,
    type: repeatedQuery(benefitType).optional().meta({ description: "Filter by benefit type." }),
    id: repeatedQuery(uuid).optional().meta({ description: "Filter by benefit IDs." }),
    exclude_id: repeatedQuery(uuid).optional().meta({ description: "Exclude benefits with these IDs." }),
    query: z.string().optional().meta({ description: "Filter by description." }),
    sorting: sortingQuery(["created_at", "description", "type", "user_order"], ["-created_at"]),
  }),
);

export const benefitList = listResourceSchema(benefit, "ListResource_Benefit_");

export type Benefit = z.infer<typeof benefit>;
export type BenefitType = z.infer<typeof benefitType>;
export type BenefitVisibility = z.infer<typeof benefitVisibility>;
export type BenefitCreate = z.infer<typeof benefitCreate>;
export type BenefitUpdate = z.infer<typeof benefitUpdate>;
export type BenefitListQuery = z.infer<typeof benefitListQuery>;
export type BenefitList = z.infer<typeof benefitList>;
