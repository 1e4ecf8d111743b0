import { randomId } from "@mantine/hooks";
import { i18n } from "../../../i18n/i18n";
import { type MetadataRow, metadataToRows, rowsToBillingMetadata } from "../../billing-kit/lib/metadata";
import {
  newSeatTiers,
  type SeatTiersValues,
  sameSeatTiers,
  seatTierProblem,
  seatTiersToValues,
  seatTiersToWire,
} from "./seat-tiers";
import type {
  EditableAmountType,
  MediaChoice,
  PriceCreate,
  Product,
  ProductCreate,
  ProductPrice,
  ProductUpdate,
  RecurringInterval,
} from "./types";

export const CURRENCIES = ["usd", "eur", "gbp", "cad", "aud", "chf", "sek", "nok", "dkk", "inr", "brl"] as const;

/** Amounts are edited in major units (9.99) and sent in minor units (999). '' is an empty input. */
type Amount = number | string;

export interface PriceValues extends Record<string, unknown> {
  /** The row's identity while it is edited (its React key); never sent. */
  rowKey: string;
  /** The existing price this row shows; sent back as `{ id }` while left unchanged. */
  id: string | null;
  amount_type: EditableAmountType | "metered_unit";
  price_currency: string;
  price_amount: Amount;
  minimum_amount: Amount;
  maximum_amount: Amount;
  preset_amount: Amount;
  /** A seat-based price's tiers (kept while another type is picked, sent only for `seat_based`). */
  seat_tiers: SeatTiersValues;
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

export function newPriceValues(): PriceValues {
  return {
    rowKey: randomId(),
    id: null,
    amount_type: "fixed",
    price_currency: "usd",
    price_amount: "",
    minimum_amount: "",
    maximum_amount: "",
    preset_amount: "",
    seat_tiers: newSeatTiers(),
  };
}

function priceToValues(price: ProductPrice): PriceValues {
  const base = {
    ...newPriceValues(),
    id: price.id,
    amount_type: price.amount_type,
    price_currency: price.price_currency,
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
    default:
      return { amount_type: "fixed", price_currency: currency, price_amount: toMinor(values.price_amount) };
  }
}

function samePrice(values: PriceValues, original: ProductPrice | undefined): boolean {
  if (!original) return false;
  const now = priceToValues(original);
  return (
    (
      ["amount_type", "price_currency", "price_amount", "minimum_amount", "maximum_amount", "preset_amount"] as const
    ).every((key) => String(now[key]) === String(values[key])) &&
    (values.amount_type !== "seat_based" || sameSeatTiers(now.seat_tiers, values.seat_tiers))
  );
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

/** The seat tiers' checks for `useForm`'s rules: `prices.N.seat_tiers.tiers.M.<field>`, for seat-based prices only. */
export function seatTierRule(field: "min_seats" | "max_seats" | "price_per_seat") {
  return (_value: unknown, values: ProductFormValues, path: string): string | null => {
    const [, priceIndex, , , tierIndex] = path.split(".");
    const price = values.prices[Number(priceIndex)];
    if (price?.amount_type !== "seat_based") return null;
    return seatTierProblem(price.seat_tiers.tiers, Number(tierIndex), field);
  };
}
