import type { Benefit } from "../benefits/schemas.ts";
import type { BenefitSubscriber } from "./schemas.ts";

export type SubscriberOrganization = BenefitSubscriber["organization"];

/** What the customer may see of a benefit (Polar's `Benefit*Subscriber`: no bot token, no role id). */
export function subscriberBenefit(benefit: Benefit, organization: SubscriberOrganization): BenefitSubscriber {
  const base = {
    id: benefit.id,
    created_at: benefit.created_at,
    modified_at: benefit.modified_at,
    description: benefit.description,
    selectable: benefit.selectable,
    deletable: benefit.deletable,
    is_deleted: benefit.is_deleted,
    organization_id: benefit.organization_id,
    metadata: benefit.metadata,
    organization,
  };
  switch (benefit.type) {
    case "custom":
      return { ...base, type: "custom", properties: { note: benefit.properties.note } };
    case "discord":
      return { ...base, type: "discord", properties: { guild_id: benefit.properties.guild_id } };
    case "github_repository":
      return {
        ...base,
        type: "github_repository",
        properties: {
          repository_owner: benefit.properties.repository_owner,
          repository_name: benefit.properties.repository_name,
        },
      };
    case "downloadables":
      return {
        ...base,
        type: "downloadables",
        properties: { active_files: benefit.properties.files.filter((file) => !benefit.properties.archived[file]) },
      };
    case "license_keys": {
      const { prefix, expires, activations, limit_usage } = benefit.properties;
      return { ...base, type: "license_keys", properties: { prefix, expires, activations, limit_usage } };
    }
    case "meter_credit":
      return {
        ...base,
        type: "meter_credit",
        properties: {
          units: benefit.properties.units,
          rollover: benefit.properties.rollover,
          meter_id: benefit.properties.meter_id,
        },
      };
    case "feature_flag":
      return { ...base, type: "feature_flag", properties: {} };
  }
}
