import { i18n } from "../../../i18n/i18n";
import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/benefits, generated from the server's OpenAPI document (billing/lib/v1-api.ts). */
export type Benefit = V1Schemas["ListResource_Benefit_"]["items"][number];
export type BenefitType = Benefit["type"];
/** What POST /v1/benefits takes (properties whole, per type); PATCH takes the same. */
export type BenefitWrite = V1Body<"/v1/benefits/", "post">;
type BenefitOf<T extends BenefitType> = Extract<Benefit, { type: T }>;
export type LicenseKeysProperties = BenefitOf<"license_keys">["properties"];
export type GithubPermission = BenefitOf<"github_repository">["properties"]["permission"];
export type LicenseKeyTimeframe = NonNullable<LicenseKeysProperties["expires"]>["timeframe"];

export const BENEFIT_TYPES = [
  "custom",
  "discord",
  "github_repository",
  "downloadables",
  "license_keys",
  "meter_credit",
  "feature_flag",
] as const satisfies readonly BenefitType[];

/** Catalog keys (billing-benefits) of the benefit types' names. */
export const BENEFIT_TYPE_KEYS = {
  custom: "type.custom",
  discord: "type.discord",
  github_repository: "type.githubRepository",
  downloadables: "type.downloadables",
  license_keys: "type.licenseKeys",
  meter_credit: "type.meterCredit",
  feature_flag: "type.featureFlag",
} as const satisfies Record<BenefitType, string>;

export function benefitTypeLabel(type: BenefitType): string {
  return i18n.t(BENEFIT_TYPE_KEYS[type], { ns: "billing-benefits" });
}

export const GITHUB_PERMISSIONS = [
  "pull",
  "triage",
  "push",
  "maintain",
  "admin",
] as const satisfies readonly GithubPermission[];
export const LICENSE_KEY_TIMEFRAMES = ["day", "month", "year"] as const satisfies readonly LicenseKeyTimeframe[];
export const LICENSE_KEY_ACTIVATIONS_MAX = 50;
export const BENEFIT_DESCRIPTION_MIN = 3;
export const BENEFIT_DESCRIPTION_MAX = 42;

function licenseKeysSummary(p: LicenseKeysProperties): string {
  const parts = [
    p.prefix
      ? i18n.t("billing-benefits:summary.prefix", { prefix: p.prefix })
      : i18n.t("billing-benefits:summary.noPrefix"),
    p.expires
      ? i18n.t("billing-benefits:summary.expiresAfter", { ttl: p.expires.ttl, timeframe: p.expires.timeframe })
      : i18n.t("billing-benefits:summary.neverExpires"),
  ];
  if (p.activations) parts.push(i18n.t("billing-benefits:summary.activations", { limit: p.activations.limit }));
  if (p.limit_usage) parts.push(i18n.t("billing-benefits:summary.uses", { limit: p.limit_usage }));
  return parts.join(", ");
}

function featureFlagSummary(metadata: Benefit["metadata"]): string {
  const flags = Object.entries(metadata).map(([key, value]) => `${key} = ${String(value)}`);
  return flags.length > 0
    ? i18n.t("billing-benefits:summary.turnsOn", { flags: flags.join(", ") })
    : i18n.t("billing-benefits:summary.noFeature");
}

export function benefitSummary(benefit: Benefit): string {
  switch (benefit.type) {
    case "custom":
      return benefit.properties.note
        ? i18n.t("billing-benefits:summary.withNote")
        : i18n.t("billing-benefits:summary.noNote");
    case "discord": {
      const role = benefit.properties.role_id;
      return benefit.properties.kick_member
        ? i18n.t("billing-benefits:summary.discordRoleKicked", { role })
        : i18n.t("billing-benefits:summary.discordRole", { role });
    }
    case "github_repository":
      return `${benefit.properties.repository_owner}/${benefit.properties.repository_name} (${benefit.properties.permission})`;
    case "downloadables":
      return i18n.t("billing-benefits:summary.files", { count: benefit.properties.files.length });
    case "license_keys":
      return licenseKeysSummary(benefit.properties);
    case "meter_credit": {
      const units = benefit.properties.units;
      return benefit.properties.rollover
        ? i18n.t("billing-benefits:summary.unitsRolledOver", { units })
        : i18n.t("billing-benefits:summary.units", { units });
    }
    case "feature_flag":
      return featureFlagSummary(benefit.metadata);
  }
}
