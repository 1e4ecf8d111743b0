import type { V1Body, V1Schemas } from "../../billing/lib/v1-api";

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

export const BENEFIT_TYPE_LABELS: Record<BenefitType, string> = {
  custom: "Custom",
  discord: "Discord role",
  github_repository: "GitHub repository access",
  downloadables: "File downloads",
  license_keys: "License keys",
  meter_credit: "Meter credits",
  feature_flag: "Feature flag",
};

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

export function benefitSummary(benefit: Benefit): string {
  switch (benefit.type) {
    case "custom":
      return benefit.properties.note ? "With a note for customers" : "No note";
    case "discord":
      return `Role ${benefit.properties.role_id}${benefit.properties.kick_member ? ", kicked on revoke" : ""}`;
    case "github_repository":
      return `${benefit.properties.repository_owner}/${benefit.properties.repository_name} (${benefit.properties.permission})`;
    case "downloadables":
      return `${benefit.properties.files.length} file${benefit.properties.files.length === 1 ? "" : "s"}`;
    case "license_keys": {
      const p = benefit.properties;
      const parts = [p.prefix ? `Prefix ${p.prefix}` : "No prefix"];
      parts.push(p.expires ? `expires after ${p.expires.ttl} ${p.expires.timeframe}(s)` : "never expires");
      if (p.activations) parts.push(`${p.activations.limit} activation(s)`);
      if (p.limit_usage) parts.push(`${p.limit_usage} use(s)`);
      return parts.join(", ");
    }
    case "meter_credit":
      return `${benefit.properties.units} units${benefit.properties.rollover ? ", rolled over" : ""}`;
    case "feature_flag": {
      const flags = Object.entries(benefit.metadata).map(([key, value]) => `${key} = ${String(value)}`);
      return flags.length > 0 ? `Turns on ${flags.join(", ")}` : "No feature named yet";
    }
  }
}
