import { ValidationFailure } from "../common/validation.ts";
import type { BenefitType, BenefitVisibility } from "./schemas.ts";

/**
 * Polar's benefit visibility in the customer portal. Only the types a customer needs no action
 * for may be hidden; the others (Discord, GitHub, downloads) must stay `public`, since the
 * customer connects an account or downloads files in the portal.
 */
const CONFIGURABLE = new Set<BenefitType>(["custom", "license_keys", "meter_credit", "feature_flag"]);

export const isVisibilityConfigurable = (type: BenefitType): boolean => CONFIGURABLE.has(type);

/** Polar's default for a new benefit: a feature flag is for the seller's code, so private; the rest public. */
const defaultVisibility = (type: BenefitType): BenefitVisibility => (type === "feature_flag" ? "private" : "public");

/** The visibility to store for a requested one (undefined/null: the type's default on create, unchanged on update). */
export function resolveVisibility(
  type: BenefitType,
  requested: BenefitVisibility | null | undefined,
): BenefitVisibility | undefined {
  if (requested != null && requested !== "public" && !isVisibilityConfigurable(type))
    throw ValidationFailure.at(
      ["body", "visibility"],
      "Visibility is not configurable for this benefit type and must be public.",
    );
  return requested ?? undefined;
}

/** A new benefit's visibility. */
export const initialVisibility = (type: BenefitType, requested: BenefitVisibility | null | undefined) =>
  resolveVisibility(type, requested) ?? (isVisibilityConfigurable(type) ? defaultVisibility(type) : "public");
