import { randomId } from "@mantine/hooks";
import { i18n } from "../../../i18n/i18n";
import { type MetadataRow, metadataToRows, rowsToBillingMetadata } from "../../billing-kit/lib/metadata";
import { newSeatTiers, type SeatTiersValues, seatTierProblem, seatTiersToValues, seatTiersToWire } from "./seat-tiers";
import { centsToMajor, isCentsDecimal, isMajorDecimal, majorToCents, rateToCents, type Tiers } from "./tier-math";
import {
  type AmountType,
  isMetered,
  METERED_AMOUNT_TYPES,
  type MediaChoice,
  type PriceCreate,
  type Product,
  type ProductCreate,
  type ProductPrice,
  type ProductUpdate,
  type RecurringInterval,
  type UnitLabel,
} from "./types";
import { newUnitTiers, type UnitTiersValues, unitTierProblem, unitTiersToValues, unitTiersToWire } from "./unit-tiers";

export const CURRENCIES = ["usd", "eur", "gbp", "cad", "aud", "chf", "sek", "nok", "dkk", "inr", "brl"] as const;

/** Amounts are edited in major units (9.99) and sent in minor units (999). '' is an empty input. */
type Amount = number | string;

export interface PriceValues extends Record<string, unknown> {
  /** The row's identity while it is edited (its React key); never sent. */
  rowKey: string;
  /** The existing price this row shows; sent back as `{ id }` while left unchanged. */
  id: string | null;
  amount_type: AmountType;
  price_currency: string;
  price_amount: Amount;
  minimum_amount: Amount;
  maximum_amount: Amount;
  preset_amount: Amount;
  /** A seat-based price's tiers (kept while another type is picked, sent only for `seat_based`). */
  seat_tiers: SeatTiersValues;
  /** The tiers of a `unit_based` or `metered_tiers` price (the wire's `tiers`). */
  tiers: UnitTiersValues;
  /** `unit_based`: the least quantity a customer buys ('' is 1). */
  minimum_units: Amount;
  /** `unit_based`: the English unit nouns, singular and plural ('' both: the default "unit"). */
  unit_label: { one: string; other: string };
  /** `unit_based`: nouns of other languages set through the API, sent back as they are. */
  unit_label_kept: UnitLabel;
  /** Metered prices: the meter that counts the units. */
  meter_id: string;
  /** Metered prices: the most a period costs, in major units ('' is no cap). */
  cap_amount: Amount;
  /** `metered_unit`: the price per unit in major units, as typed (a string, so no decimal is lost). */
  unit_amount: string;
}

export interface AttachedFieldValues extends Record<string, unknown> {
  custom_field_id: string;
  required: boolean;
}

export interface ProductFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  billing: "one_time" | "recurring";
  recurring_interval: RecurringInterval;
  prices: PriceValues[];
  /** Uploaded media files, in order (their ids go to `medias`). */
  medias: MediaChoice[];
  benefits: string[];
  attached_custom_fields: AttachedFieldValues[];
  metadata: MetadataRow[];
}

const toMajor = (minor: number | null | undefined): Amount => (minor == null ? "" : minor / 100);
const toMinor = (major: Amount): number => Math.round(Number(major) * 100);
const toMinorOrNull = (major: Amount): number | null => (major === "" || major === null ? null : toMinor(major));

export function newPriceValues(currency = "usd"): PriceValues {
  return {
    rowKey: randomId(),
    id: null,
    amount_type: "fixed",
    price_currency: currency,
    price_amount: "",
    minimum_amount: "",
    maximum_amount: "",
    preset_amount: "",
    seat_tiers: newSeatTiers(),
    tiers: newUnitTiers(),
    minimum_units: "",
    unit_label: { one: "", other: "" },
    unit_label_kept: {},
    meter_id: "",
    cap_amount: "",
    unit_amount: "",
  };
}

/**
 * The row "Add price" adds: a fixed price in the first currency no static price uses yet (a
 * product has at most one static price per currency; see docs/guides/billing.md).
 */
export function nextPriceValues(prices: readonly PriceValues[]): PriceValues {
  const used = new Set(prices.filter((p) => !isMetered(p.amount_type)).map((p) => p.price_currency));
  return newPriceValues(CURRENCIES.find((currency) => !used.has(currency)) ?? "usd");
}

function unitLabelToValues(label: UnitLabel | null): Pick<PriceValues, "unit_label" | "unit_label_kept"> {
  const { en, ...kept } = label ?? {};
  return { unit_label: { one: en?.["=1"] ?? "", other: en?.other ?? "" }, unit_label_kept: kept };
}

function priceToValues(price: ProductPrice): PriceValues {
  const base = {
    ...newPriceValues(price.price_currency),
    id: price.id,
    amount_type: price.amount_type,
  };
  switch (price.amount_type) {
    case "fixed":
      return { ...base, price_amount: toMajor(price.price_amount) };
    case "custom":
      return {
        ...base,
        minimum_amount: toMajor(price.minimum_amount),
        maximum_amount: toMajor(price.maximum_amount),
        preset_amount: toMajor(price.preset_amount),
      };
    case "seat_based":
      return { ...base, seat_tiers: seatTiersToValues(price) };
    case "unit_based":
      return {
        ...base,
        tiers: unitTiersToValues(price.tiers),
        minimum_units: price.minimum_units ?? "",
        ...unitLabelToValues(price.unit_label),
      };
    case "metered_tiers":
      return {
        ...base,
        tiers: unitTiersToValues(price.tiers),
        meter_id: price.meter_id,
        cap_amount: toMajor(price.cap_amount),
      };
    case "metered_unit":
      return {
        ...base,
        meter_id: price.meter_id,
        cap_amount: toMajor(price.cap_amount),
        unit_amount: centsToMajor(price.unit_amount),
      };
    default:
      return base;
  }
}

export function productToValues(product: Product | null): ProductFormValues {
  const prices = product?.prices.filter((p) => !p.is_archived).map(priceToValues) ?? [];
  return {
    name: product?.name ?? "",
    description: product?.description ?? "",
    billing: product ? (product.is_recurring ? "recurring" : "one_time") : "recurring",
    recurring_interval: product?.recurring_interval ?? "month",
    prices: prices.length > 0 ? prices : [newPriceValues()],
    medias: product?.medias ?? [],
    benefits: product?.benefits.map((b) => b.id) ?? [],
    attached_custom_fields: [...(product?.attached_custom_fields ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((a) => ({ custom_field_id: a.custom_field_id, required: a.required })),
    metadata: metadataToRows(product?.metadata ?? {}),
  };
}

/** The English nouns when typed (the form asks for both), with the other languages' as they were. */
function unitLabelToWire(values: PriceValues): UnitLabel | null {
  const one = values.unit_label.one.trim();
  const other = values.unit_label.other.trim();
  const label: UnitLabel = { ...values.unit_label_kept };
  if (one || other) label.en = { "=1": one || other, other: other || one };
  return Object.keys(label).length > 0 ? label : null;
}

const wholeOrNull = (value: Amount): number | null => (value === "" || value === null ? null : Number(value));

/** A row as a new price. */
function priceToWire(values: PriceValues): PriceCreate {
  const currency = values.price_currency;
  switch (values.amount_type) {
    case "custom":
      return {
        amount_type: "custom",
        price_currency: currency,
        minimum_amount: values.minimum_amount === "" ? 0 : toMinor(values.minimum_amount),
        maximum_amount: toMinorOrNull(values.maximum_amount),
        preset_amount: toMinorOrNull(values.preset_amount),
      };
    case "free":
      return { amount_type: "free", price_currency: currency };
    case "seat_based":
      return { amount_type: "seat_based", price_currency: currency, seat_tiers: seatTiersToWire(values.seat_tiers) };
    case "unit_based":
      return {
        amount_type: "unit_based",
        price_currency: currency,
        tiers: unitTiersToWire(values.tiers),
        minimum_units: wholeOrNull(values.minimum_units),
        unit_label: unitLabelToWire(values),
      };
    case "metered_tiers":
      return {
        amount_type: "metered_tiers",
        price_currency: currency,
        meter_id: values.meter_id,
        tiers: unitTiersToWire(values.tiers),
        cap_amount: toMinorOrNull(values.cap_amount),
      };
    case "metered_unit":
      return {
        amount_type: "metered_unit",
        price_currency: currency,
        meter_id: values.meter_id,
        unit_amount: rateToCents(values.unit_amount),
        cap_amount: toMinorOrNull(values.cap_amount),
      };
    default:
      return { amount_type: "fixed", price_currency: currency, price_amount: toMinor(values.price_amount) };
  }
}

/** A metered_unit rate as one open tier, so the form's example uses the same arithmetic (null while not a rate). */
export function meteredUnitTiers(values: PriceValues): Tiers | null {
  const cents = rateToCents(values.unit_amount);
  return isCentsDecimal(cents) ? { type: "volume", tiers: [{ bound: null, unit_amount: cents }] } : null;
}

/** A row still says what the saved price says (row keys aside): it is kept by id. */
function samePrice(values: PriceValues, original: ProductPrice | undefined): boolean {
  if (!original) return false;
  return JSON.stringify(priceToWire(priceToValues(original))) === JSON.stringify(priceToWire(values));
}

/** What a create and an update share. */
function commonWire(values: ProductFormValues, product: Product | null) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    medias: values.medias.map((m) => m.id),
    attached_custom_fields: values.attached_custom_fields.map(({ custom_field_id, required }) => ({
      custom_field_id,
      required,
    })),
    metadata: rowsToBillingMetadata(values.metadata, product?.metadata),
  };
}

/** Form values → the create body: a recurring product or a one-time one (Polar's two ProductCreate shapes). */
export function valuesToCreate(values: ProductFormValues): ProductCreate {
  const common = { ...commonWire(values, null), prices: values.prices.map(priceToWire) };
  // A one-time product leaves recurring_interval out (null, the server's reading of its absence).
  return values.billing === "recurring" ? { ...common, recurring_interval: values.recurring_interval } : common;
}

/**
 * Form values → the update body (`recurring_interval` is fixed once created, so never sent). An
 * unchanged existing price is kept by id (Polar replaces the rest).
 */
export function valuesToUpdate(values: ProductFormValues, product: Product): ProductUpdate {
  return {
    ...commonWire(values, product),
    prices: values.prices.map((price) => {
      const original = product.prices.find((p) => p.id === price.id);
      return price.id && samePrice(price, original) ? { id: price.id } : priceToWire(price);
    }),
  };
}

export function validateAmount(value: Amount): string | null {
  if (value === "" || value === null) return i18n.t("billing-products:validation.enterAmount");
  return Number.isFinite(Number(value)) && Number(value) >= 0
    ? null
    : i18n.t("billing-products:validation.positiveAmount");
}

type Rule = (value: unknown, values: ProductFormValues, path: string) => string | null;

/** The price a rule's path (`prices.N.…`) is about. */
const priceAt = (values: ProductFormValues, path: string) => values.prices[Number(path.split(".")[1])];

/** A rule that only checks prices of these types (a row keeps the others' values while its type changes). */
function onlyFor(types: readonly AmountType[], check: (value: unknown, price: PriceValues) => string | null): Rule {
  return (value, values, path) => {
    const price = priceAt(values, path);
    return price && types.includes(price.amount_type) ? check(value, price) : null;
  };
}

/** The seat tiers' checks: `prices.N.seat_tiers.tiers.M.<field>`, for seat-based prices only. */
function seatTierRule(field: "min_seats" | "max_seats" | "price_per_seat"): Rule {
  return (_value, values, path) => {
    const price = priceAt(values, path);
    if (price?.amount_type !== "seat_based") return null;
    return seatTierProblem(price.seat_tiers.tiers, Number(path.split(".")[4]), field);
  };
}

/** The unit tiers' checks: `prices.N.tiers.tiers.M.<field>`, for unit-based and metered tiered prices. */
function unitTierRule(field: "bound" | "unit_amount"): Rule {
  return (_value, values, path) => {
    const price = priceAt(values, path);
    if (price?.amount_type !== "unit_based" && price?.amount_type !== "metered_tiers") return null;
    return unitTierProblem(price.tiers.tiers, Number(path.split(".")[4]), field);
  };
}

const isBlank = (value: unknown) => value === "" || value === null || value === undefined;

function optionalAmount(value: unknown): string | null {
  return isBlank(value) ? null : validateAmount(value as Amount);
}

function minimumUnits(value: unknown, price: PriceValues): string | null {
  if (isBlank(value)) return null;
  if (!Number.isInteger(Number(value)) || Number(value) < 1) return i18n.t("billing-products:validation.minimumUnits");
  const last = price.tiers.tiers.at(-1)?.bound;
  return !isBlank(last) && Number(value) > Number(last)
    ? i18n.t("billing-products:validation.minimumUnitsReach", { reach: Number(last) })
    : null;
}

/** A metered_unit rate: a number of at most 14 decimals in major units, above zero (Polar's rule). */
function meteredRate(value: string): string | null {
  if (value.trim() === "") return i18n.t("billing-products:validation.enterUnitPrice");
  if (!isMajorDecimal(value) || !isCentsDecimal(majorToCents(value)))
    return i18n.t("billing-products:validation.unitPrice");
  return Number(value) > 0 ? null : i18n.t("billing-products:validation.aboveZero");
}

/** Both English nouns or neither: a label needs its singular and its plural. */
function unitNoun(value: unknown, price: PriceValues): string | null {
  const { one, other } = price.unit_label;
  return isBlank(String(value ?? "").trim()) && (one.trim() || other.trim())
    ? i18n.t("billing-products:validation.unitLabelBoth")
    : null;
}

/** The price rows' checks, for `useForm`'s `validate.prices` (the server checks everything again). */
export const priceRules = {
  price_amount: onlyFor(["fixed"], (value) => validateAmount(value as Amount)),
  seat_tiers: {
    tiers: {
      min_seats: seatTierRule("min_seats"),
      max_seats: seatTierRule("max_seats"),
      price_per_seat: seatTierRule("price_per_seat"),
    },
  },
  tiers: { tiers: { bound: unitTierRule("bound"), unit_amount: unitTierRule("unit_amount") } },
  minimum_units: onlyFor(["unit_based"], minimumUnits),
  unit_label: { one: onlyFor(["unit_based"], unitNoun), other: onlyFor(["unit_based"], unitNoun) },
  meter_id: onlyFor(METERED_AMOUNT_TYPES, (value) =>
    isBlank(value) ? i18n.t("billing-products:validation.chooseMeter") : null,
  ),
  cap_amount: onlyFor(METERED_AMOUNT_TYPES, optionalAmount),
  unit_amount: onlyFor(["metered_unit"], (value) => meteredRate(String(value ?? ""))),
};

/**
 * Where a 422 lands: the server's "one static price per currency" names the price (`prices.N`),
 * and the row's currency is the input to change; everything else goes where its `loc` says.
 */
export function priceFieldOf(loc: ReadonlyArray<string | number>, values: ProductFormValues): string | undefined {
  if (loc.length !== 2 || loc[0] !== "prices") return undefined;
  const price = values.prices[Number(loc[1])];
  if (!price || isMetered(price.amount_type)) return undefined;
  const repeated = values.prices.some(
    (other, index) =>
      index !== Number(loc[1]) && !isMetered(other.amount_type) && other.price_currency === price.price_currency,
  );
  return repeated ? `prices.${loc[1]}.price_currency` : undefined;
}
