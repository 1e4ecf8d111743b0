import { formatMoney, formatNumber } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { type MetadataRow, metadataToRows, rowsToBillingMetadata } from "../../billing-kit/lib/metadata";
import type { Discount, DiscountCreate, DiscountDuration, DiscountType } from "./types";

/** Currencies offered for fixed discounts: all with two minor digits, so "5.00" is 500. */
export const CURRENCIES = ["usd", "eur", "gbp", "cad", "aud", "chf", "sek", "nok", "dkk"] as const;

/** Catalog keys (billing-discounts) of the durations' names. */
export const DURATION_LABELS = {
  once: "duration.once",
  forever: "duration.forever",
  repeating: "duration.repeating",
} as const satisfies Record<DiscountDuration, string>;

/** The form's values: amounts and counts as typed text, dates as `datetime-local` text. */
export interface DiscountValues extends Record<string, unknown> {
  name: string;
  code: string;
  type: DiscountType;
  percent: string;
  amount: string;
  currency: string;
  duration: DiscountDuration;
  duration_in_months: string;
  starts_at: string;
  ends_at: string;
  max_redemptions: string;
  max_redemptions_per_customer: string;
  products: string[];
  metadata: MetadataRow[];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** ISO → the `datetime-local` input's text, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const fromLocalInput = (text: string) => (text ? new Date(text).toISOString() : null);

export function initialValues(discount?: Discount): DiscountValues {
  return {
    name: discount?.name ?? "",
    code: discount?.code ?? "",
    type: discount?.type ?? "percentage",
    percent: discount?.type === "percentage" ? String(discount.basis_points / 100) : "",
    amount: discount?.type === "fixed" ? (discount.amount / 100).toFixed(2) : "",
    currency: discount?.type === "fixed" ? discount.currency : "usd",
    duration: discount?.duration ?? "once",
    duration_in_months: discount?.duration === "repeating" ? String(discount.duration_in_months) : "3",
    starts_at: toLocalInput(discount?.starts_at ?? null),
    ends_at: toLocalInput(discount?.ends_at ?? null),
    max_redemptions: discount?.max_redemptions != null ? String(discount.max_redemptions) : "",
    max_redemptions_per_customer:
      discount?.max_redemptions_per_customer != null ? String(discount.max_redemptions_per_customer) : "",
    products: discount?.products.map((product) => product.id) ?? [],
    metadata: metadataToRows(discount?.metadata ?? {}),
  };
}

/**
 * The body create and update both take (null clears a value on update). Every key is sent each
 * time, so an update leaves no stale value behind (a percentage's basis points when it becomes
 * fixed are replaced by the type's own fields).
 */
export function toInput(values: DiscountValues, previous?: Discount): DiscountCreate {
  const common = {
    name: values.name.trim(),
    code: values.code.trim() || null,
    type: values.type,
    duration: values.duration,
    duration_in_months: values.duration === "repeating" ? Number(values.duration_in_months) : null,
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
    max_redemptions: values.max_redemptions.trim() ? Number(values.max_redemptions) : null,
    max_redemptions_per_customer: values.max_redemptions_per_customer.trim()
      ? Number(values.max_redemptions_per_customer)
      : null,
    products: values.products,
    metadata: rowsToBillingMetadata(values.metadata, previous?.metadata),
  };
  if (values.type === "percentage")
    return { ...common, type: "percentage", basis_points: Math.round(Number(values.percent) * 100) };
  return { ...common, type: "fixed", amount: Math.round(Number(values.amount) * 100), currency: values.currency };
}

export const validate = {
  name: (value: string) => (value.trim() ? null : i18n.t("billing-discounts:validation.enterName")),
  code: (value: string) =>
    !value.trim() || /^[a-zA-Z0-9_-]{3,256}$/.test(value.trim()) ? null : i18n.t("billing-discounts:validation.code"),
  percent: (value: string, values: DiscountValues) => {
    if (values.type !== "percentage") return null;
    const n = Number(value);
    return value.trim() && n > 0 && n <= 100 && Math.round(n * 100) === n * 100
      ? null
      : i18n.t("billing-discounts:validation.percent");
  },
  amount: (value: string, values: DiscountValues) =>
    values.type !== "fixed" || (/^\d+(\.\d{1,2})?$/.test(value.trim()) && Number(value) >= 0)
      ? null
      : i18n.t("billing-discounts:validation.amount"),
  duration_in_months: (value: string, values: DiscountValues) =>
    values.duration !== "repeating" || (/^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 999)
      ? null
      : i18n.t("billing-discounts:validation.months"),
  max_redemptions: (value: string) =>
    !value.trim() || (/^\d+$/.test(value.trim()) && Number(value) >= 1)
      ? null
      : i18n.t("billing-discounts:validation.maxRedemptions"),
  max_redemptions_per_customer: (value: string) =>
    !value.trim() || (/^\d+$/.test(value.trim()) && Number(value) >= 1)
      ? null
      : i18n.t("billing-discounts:validation.maxRedemptions"),
  ends_at: (value: string, values: DiscountValues) =>
    value && values.starts_at && new Date(value) <= new Date(values.starts_at)
      ? i18n.t("billing-discounts:validation.endsAfterStart")
      : null,
};

/** Where a 422's body loc lands in this form (the wire's basis_points is the form's percent). */
export function fieldOfLoc(loc: (string | number)[]): string | null | undefined {
  if (loc[0] === "basis_points") return "percent";
  if (loc[0] === "amount" || loc[0] === "amounts") return "amount";
  return undefined;
}

/** "10%", "$5.00", in the page's language. */
export function formatAmount(discount: Discount): string {
  if (discount.type === "percentage")
    return formatNumber(discount.basis_points / 10_000, { style: "percent", maximumFractionDigits: 2 });
  return formatMoney(discount.amount, discount.currency);
}

export function formatDuration(discount: Discount): string {
  if (discount.duration === "repeating")
    return i18n.t("billing-discounts:duration.months", { months: discount.duration_in_months });
  return i18n.t(DURATION_LABELS[discount.duration], { ns: "billing-discounts" });
}
