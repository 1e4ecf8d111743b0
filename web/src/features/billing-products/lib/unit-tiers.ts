import { randomId } from "@mantine/hooks";
import { i18n } from "../../../i18n/i18n";
import {
  centsToMajor,
  isCentsDecimal,
  isMajorDecimal,
  majorToCents,
  rateToCents,
  type Tier,
  type Tiers,
  type TierType,
} from "./tier-math";

/**
 * Polar's tiers as the product form edits them, for `unit_based` and `metered_tiers` prices: each
 * row is an "up to" bound (whole units; empty on the last row: no limit) and a price per unit,
 * typed in the currency's major unit as the rest of the form is ("0.005" dollars) and sent as a
 * decimal string of cents ("0.5"). Names follow the wire, so a 422 at
 * `prices.N.tiers.tiers.M.bound` lands on its input.
 */

type Input = number | string;

export interface UnitTierValues extends Record<string, unknown> {
  /** The row's identity while it is edited (its React key); never sent. */
  rowKey: string;
  bound: Input;
  /** Major units, as typed (a string, so no decimal is lost). */
  unit_amount: string;
}

export interface UnitTiersValues extends Record<string, unknown> {
  type: TierType;
  tiers: UnitTierValues[];
}

const isEmpty = (value: Input) => value === "" || value === null || value === undefined;
const wholeNumber = (value: Input) => !isEmpty(value) && Number.isInteger(Number(value)) && Number(value) >= 1;

export function newUnitTier(): UnitTierValues {
  return { rowKey: randomId(), bound: "", unit_amount: "" };
}

export function newUnitTiers(): UnitTiersValues {
  return { type: "volume", tiers: [newUnitTier()] };
}

export function unitTiersToValues(tiers: Tiers): UnitTiersValues {
  return {
    type: tiers.type,
    tiers: tiers.tiers.map((tier) => ({
      rowKey: randomId(),
      bound: tier.bound ?? "",
      unit_amount: centsToMajor(tier.unit_amount),
    })),
  };
}

export function unitTiersToWire(values: UnitTiersValues): { type: TierType; tiers: Tier[] } {
  return {
    type: values.type,
    tiers: values.tiers.map((tier) => ({
      bound: isEmpty(tier.bound) ? null : Number(tier.bound),
      unit_amount: rateToCents(tier.unit_amount),
    })),
  };
}

/** A row added below the others: an open last row gets a bound first (ten units past where it starts). */
export function withUnitTierAdded(values: UnitTiersValues): UnitTiersValues {
  const tiers = [...values.tiers];
  const last = tiers.at(-1);
  if (last && isEmpty(last.bound)) {
    const before = tiers.at(-2);
    const start = before && wholeNumber(before.bound) ? Number(before.bound) + 1 : 1;
    tiers[tiers.length - 1] = { ...last, bound: start + 9 };
  }
  tiers.push(newUnitTier());
  return { ...values, tiers };
}

export function withUnitTierRemoved(values: UnitTiersValues, index: number): UnitTiersValues {
  const tiers = values.tiers.filter((_, i) => i !== index);
  // The last row is the open one: removing the old last row opens the new last.
  const last = tiers.at(-1);
  if (last && index === values.tiers.length - 1) tiers[tiers.length - 1] = { ...last, bound: "" };
  return { ...values, tiers };
}

/** The first unit a row covers: one past the bound of the row before it. */
export function tierStart(tiers: readonly UnitTierValues[], index: number): number | null {
  if (index === 0) return 1;
  const before = tiers[index - 1];
  return before && wholeNumber(before.bound) ? Number(before.bound) + 1 : null;
}

/** The form's own checks of one row (the server checks them all again; its 422s land on the same inputs). */
export function unitTierProblem(
  tiers: readonly UnitTierValues[],
  index: number,
  field: "bound" | "unit_amount",
): string | null {
  const tier = tiers[index];
  if (!tier) return null;
  if (field === "unit_amount") {
    if (tier.unit_amount.trim() === "") return i18n.t("billing-products:validation.enterUnitPrice");
    return isMajorDecimal(tier.unit_amount) && isCentsDecimal(majorToCents(tier.unit_amount))
      ? null
      : i18n.t("billing-products:validation.unitPrice");
  }
  const last = index === tiers.length - 1;
  if (isEmpty(tier.bound)) return last ? null : i18n.t("billing-products:validation.onlyLastNoLimit");
  if (!wholeNumber(tier.bound)) return i18n.t("billing-products:validation.bound");
  const start = tierStart(tiers, index);
  if (start !== null && Number(tier.bound) < start) return i18n.t("billing-products:validation.boundAfter", { start });
  return null;
}

/** The rates as the arithmetic reads them, or null while a row is not a valid rate yet. */
export function unitTiersForExample(values: UnitTiersValues): Tiers | null {
  const wire = unitTiersToWire(values);
  return wire.tiers.every((tier) => isCentsDecimal(tier.unit_amount)) ? wire : null;
}
