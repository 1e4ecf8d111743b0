import { type MetadataRow, metadataToRows, rowsToBillingMetadata } from "../../billing-kit/lib/metadata";
import type { Benefit, BenefitType, BenefitWrite, GithubPermission, LicenseKeyTimeframe } from "./types";

type Count = number | string;

/**
 * Every type's properties side by side, under the wire names, so a 422 at
 * `properties.activations.limit` finds its input; only the chosen type's are sent.
 */
export interface BenefitFormValues extends Record<string, unknown> {
  type: BenefitType;
  description: string;
  properties: {
    note: string;
    guild_token: string;
    role_id: string;
    kick_member: boolean;
    files: string[];
    archived: Record<string, boolean>;
    repository_owner: string;
    repository_name: string;
    permission: GithubPermission;
    prefix: string;
    expires: { ttl: Count; timeframe: LicenseKeyTimeframe };
    activations: { limit: Count; enable_customer_admin: boolean };
    limit_usage: Count;
    units: Count;
    rollover: boolean;
    meter_id: string;
  };
  /** License keys: which optional limits are on. */
  expires_enabled: boolean;
  activations_enabled: boolean;
  usage_enabled: boolean;
  metadata: MetadataRow[];
}

const empty: BenefitFormValues["properties"] = {
  note: "",
  guild_token: "",
  role_id: "",
  kick_member: false,
  files: [],
  archived: {},
  repository_owner: "",
  repository_name: "",
  permission: "pull",
  prefix: "",
  expires: { ttl: 1, timeframe: "year" },
  activations: { limit: 1, enable_customer_admin: false },
  limit_usage: "",
  units: "",
  rollover: false,
  meter_id: "",
};

export function benefitToValues(benefit: Benefit | null): BenefitFormValues {
  const values: BenefitFormValues = {
    type: benefit?.type ?? "custom",
    description: benefit?.description ?? "",
    properties: { ...empty },
    expires_enabled: false,
    activations_enabled: false,
    usage_enabled: false,
    metadata: metadataToRows(benefit?.metadata ?? {}),
  };
  if (!benefit) return values;
  const p = values.properties;
  switch (benefit.type) {
    case "custom":
      p.note = benefit.properties.note ?? "";
      break;
    case "discord":
      Object.assign(p, {
        guild_token: benefit.properties.guild_token,
        role_id: benefit.properties.role_id,
        kick_member: benefit.properties.kick_member,
      });
      break;
    case "downloadables":
      Object.assign(p, { files: benefit.properties.files, archived: benefit.properties.archived });
      break;
    case "github_repository":
      Object.assign(p, benefit.properties);
      break;
    case "license_keys": {
      const lk = benefit.properties;
      p.prefix = lk.prefix ?? "";
      if (lk.expires) p.expires = { ...lk.expires };
      if (lk.activations) p.activations = { ...lk.activations };
      p.limit_usage = lk.limit_usage ?? "";
      values.expires_enabled = lk.expires !== null;
      values.activations_enabled = lk.activations !== null;
      values.usage_enabled = lk.limit_usage !== null;
      break;
    }
    case "meter_credit":
      Object.assign(p, benefit.properties);
      break;
    case "feature_flag":
      break;
  }
  return values;
}

/** Numbers typed into inputs; a blank one is sent as-is for the server to refuse at its loc. */
const num = (value: Count): number => (value === "" ? Number.NaN : Number(value));

export function valuesToWire(values: BenefitFormValues, benefit: Benefit | null): BenefitWrite {
  const p = values.properties;
  const base = {
    description: values.description.trim(),
    metadata: rowsToBillingMetadata(values.metadata, benefit?.metadata),
  };
  switch (values.type) {
    case "custom":
      return { ...base, type: "custom", properties: { note: p.note.trim() || null } };
    case "discord":
      return {
        ...base,
        type: "discord",
        properties: { guild_token: p.guild_token.trim(), role_id: p.role_id.trim(), kick_member: p.kick_member },
      };
    case "downloadables":
      return { ...base, type: "downloadables", properties: { files: p.files, archived: p.archived } };
    case "github_repository":
      return {
        ...base,
        type: "github_repository",
        properties: {
          repository_owner: p.repository_owner.trim(),
          repository_name: p.repository_name.trim(),
          permission: p.permission,
        },
      };
    case "license_keys":
      return {
        ...base,
        type: "license_keys",
        properties: {
          prefix: p.prefix.trim() || null,
          expires: values.expires_enabled ? { ttl: num(p.expires.ttl), timeframe: p.expires.timeframe } : null,
          activations: values.activations_enabled
            ? { limit: num(p.activations.limit), enable_customer_admin: p.activations.enable_customer_admin }
            : null,
          limit_usage: values.usage_enabled ? num(p.limit_usage) : null,
        },
      };
    case "meter_credit":
      return {
        ...base,
        type: "meter_credit",
        properties: { units: num(p.units), rollover: p.rollover, meter_id: p.meter_id.trim() },
      };
    case "feature_flag":
      // What it turns on is its metadata.
      return { ...base, type: "feature_flag", properties: {} };
  }
}
