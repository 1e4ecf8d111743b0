import type { Metadata } from "../../billing/lib/metadata";

export type { Metadata };

/** Wire shapes of /v1/benefits (server/src/billing/benefits/schemas.ts), as the screens use them. */

export const BENEFIT_TYPES = [
  "custom",
  "discord",
  "github_repository",
  "downloadables",
  "license_keys",
  "meter_credit",
] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

export const BENEFIT_TYPE_LABELS: Record<BenefitType, string> = {
  custom: "Custom",
  discord: "Discord role",
  github_repository: "GitHub repository access",
  downloadables: "File downloads",
  license_keys: "License keys",
  meter_credit: "Meter credits",
};

export const GITHUB_PERMISSIONS = ["pull", "triage", "push", "maintain", "admin"] as const;
export type GithubPermission = (typeof GITHUB_PERMISSIONS)[number];
export const LICENSE_KEY_TIMEFRAMES = ["day", "month", "year"] as const;
export type LicenseKeyTimeframe = (typeof LICENSE_KEY_TIMEFRAMES)[number];
export const LICENSE_KEY_ACTIVATIONS_MAX = 50;
export const BENEFIT_DESCRIPTION_MIN = 3;
export const BENEFIT_DESCRIPTION_MAX = 42;

interface BenefitBase {
  id: string;
  created_at: string;
  modified_at: string | null;
  description: string;
  selectable: boolean;
  deletable: boolean;
  is_deleted: boolean;
  organization_id: string;
  metadata: Metadata;
}

export interface LicenseKeysProperties {
  prefix: string | null;
  expires: { ttl: number; timeframe: LicenseKeyTimeframe } | null;
  activations: { limit: number; enable_customer_admin: boolean } | null;
  limit_usage: number | null;
}

export type Benefit =
  | (BenefitBase & { type: "custom"; properties: { note: string | null } })
  | (BenefitBase & {
      type: "discord";
      properties: { guild_id: string; role_id: string; kick_member: boolean; guild_token: string };
    })
  | (BenefitBase & {
      type: "github_repository";
      properties: { repository_owner: string; repository_name: string; permission: GithubPermission };
    })
  | (BenefitBase & { type: "downloadables"; properties: { archived: Record<string, boolean>; files: string[] } })
  | (BenefitBase & { type: "license_keys"; properties: LicenseKeysProperties })
  | (BenefitBase & { type: "meter_credit"; properties: { units: number; rollover: boolean; meter_id: string } });

/** What POST /v1/benefits and PATCH /v1/benefits/{id} take (properties whole, per type). */
export type BenefitProperties =
  | { type: "custom"; properties: { note: string | null } }
  | { type: "discord"; properties: { guild_token: string; role_id: string; kick_member: boolean } }
  | {
      type: "github_repository";
      properties: { repository_owner: string; repository_name: string; permission: GithubPermission };
    }
  | { type: "downloadables"; properties: { files: string[]; archived?: Record<string, boolean> } }
  | { type: "license_keys"; properties: LicenseKeysProperties }
  | { type: "meter_credit"; properties: { units: number; rollover: boolean; meter_id: string } };

export type BenefitWrite = BenefitProperties & { description: string; metadata?: Metadata };

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
  }
}
