import type { UseFormReturnType } from "@mantine/form";
import { i18n } from "../../../i18n/i18n";
import { isCountryCode } from "../../billing-kit/lib/countries";
import type { V1ValidationItem } from "../../billing-kit/lib/v1-errors";
import {
  ADDRESS_FIELDS,
  type AddressField,
  type CheckoutAttachedCustomField,
  type CheckoutConfirm,
  type CheckoutPublic,
  type CheckoutUpdate,
  type CustomFieldValue,
  type TestCardInput,
} from "./types";
import { unitPriceOf } from "./units";

/** The hosted checkout form: wire names (so a 422's `loc` lands on its input), money as typed text. */
export type CheckoutFormValues = {
  customer_email: string;
  customer_name: string;
  /** Pay what you want, in major units as typed ("12.50"). */
  amount: string;
  /** A seat-based price's seat count, as typed ('' while empty). */
  seats: number | string;
  /** A unit-based price's unit count, as typed ('' while empty). */
  units: number | string;
  discount_code: string;
  is_business_customer: boolean;
  customer_billing_name: string;
  customer_tax_id: string;
  customer_billing_address: Record<AddressField, string>;
  /** By slug: checkboxes as booleans, everything else as text. */
  custom_field_data: Record<string, string | boolean>;
  card_number: string;
  card_expiry: string;
  card_cvc: string;
};

const ADDRESS_LABEL_KEYS = {
  country: "address.country",
  line1: "address.line1",
  line2: "address.line2",
  postal_code: "address.postalCode",
  city: "address.city",
  state: "address.state",
} as const satisfies Record<AddressField, string>;

/** An address field's label in the page's language (read when shown: the language can change). */
export function addressLabel(field: AddressField): string {
  return i18n.t(ADDRESS_LABEL_KEYS[field], { ns: "checkout" });
}

export function toMajor(amount: number): string {
  return (amount / 100).toFixed(2);
}

export function toMinor(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

function customFields(checkout: CheckoutPublic): CheckoutAttachedCustomField[] {
  return [...(checkout.attached_custom_fields ?? [])].sort((a, b) => a.order - b.order);
}

export { customFields as sortedCustomFields };

export function initialCheckoutValues(checkout: CheckoutPublic): CheckoutFormValues {
  const address = checkout.customer_billing_address;
  const data = checkout.custom_field_data ?? {};
  return {
    customer_email: checkout.customer_email ?? "",
    customer_name: checkout.customer_name ?? "",
    amount: toMajor(checkout.amount),
    seats: checkout.seats ?? "",
    units: checkout.units ?? "",
    discount_code: checkout.discount?.code ?? "",
    is_business_customer: checkout.is_business_customer,
    customer_billing_name: checkout.customer_billing_name ?? "",
    customer_tax_id: checkout.customer_tax_id ?? "",
    customer_billing_address: Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ""]),
    ) as Record<AddressField, string>,
    custom_field_data: Object.fromEntries(
      customFields(checkout).map(({ custom_field: field }) => {
        const value = data[field.slug];
        if (field.type === "checkbox") return [field.slug, value === true];
        return [
          field.slug,
          value === null || value === undefined ? "" : String(value).slice(0, field.type === "date" ? 10 : undefined),
        ];
      }),
    ),
    card_number: "",
    card_expiry: "",
    card_cvc: "",
  };
}

const nullIfEmpty = (text: string) => (text.trim() === "" ? null : text.trim());

export function addressOf(
  values: CheckoutFormValues,
  checkout: CheckoutPublic,
): CheckoutUpdate["customer_billing_address"] {
  const modes = checkout.billing_address_fields;
  const address = values.customer_billing_address;
  const shown = (field: AddressField) => modes[field] !== "disabled";
  if (!shown("country") || !isCountryCode(address.country)) return null;
  return {
    country: address.country,
    line1: shown("line1") ? nullIfEmpty(address.line1) : null,
    line2: shown("line2") ? nullIfEmpty(address.line2) : null,
    postal_code: shown("postal_code") ? nullIfEmpty(address.postal_code) : null,
    city: shown("city") ? nullIfEmpty(address.city) : null,
    state: shown("state") ? nullIfEmpty(address.state) : null,
  };
}

export function customFieldDataOf(
  values: CheckoutFormValues,
  checkout: CheckoutPublic,
): Record<string, CustomFieldValue> {
  const data: Record<string, CustomFieldValue> = {};
  for (const { custom_field: field } of customFields(checkout)) {
    const value = values.custom_field_data[field.slug];
    if (field.type === "checkbox") data[field.slug] = value === true;
    else if (typeof value !== "string" || value.trim() === "") data[field.slug] = null;
    else if (field.type === "number") data[field.slug] = Number(value);
    else data[field.slug] = value.trim();
  }
  return data;
}

export function isCustomPrice(checkout: CheckoutPublic): boolean {
  return checkout.product_price?.amount_type === "custom";
}

/** The checkout's price when it is priced per seat (Polar's `seat_based`), else null. */
export function seatPriceOf(checkout: CheckoutPublic) {
  const price = checkout.product_price;
  return price?.amount_type === "seat_based" ? price : null;
}

/** Everything the customer typed, as CheckoutConfirmStripe (without the token). */
export function confirmBodyOf(values: CheckoutFormValues, checkout: CheckoutPublic): CheckoutConfirm {
  const body: CheckoutConfirm = {
    customer_email: nullIfEmpty(values.customer_email),
    customer_name: nullIfEmpty(values.customer_name),
    is_business_customer: values.is_business_customer,
    customer_billing_name: values.is_business_customer ? nullIfEmpty(values.customer_billing_name) : null,
    customer_tax_id: values.is_business_customer ? nullIfEmpty(values.customer_tax_id) : null,
    customer_billing_address: addressOf(values, checkout),
    custom_field_data: customFieldDataOf(values, checkout),
  };
  if (isCustomPrice(checkout)) body.amount = toMinor(values.amount);
  if (seatPriceOf(checkout) && values.seats !== "") body.seats = Number(values.seats);
  if (unitPriceOf(checkout) && values.units !== "") body.units = Number(values.units);
  return body;
}

export function needsCard(checkout: CheckoutPublic): boolean {
  return checkout.is_payment_form_required ?? (checkout.is_payment_required && !checkout.is_free_product_price);
}

/** "12 / 34", "12/2034", "1234" → month and four-digit year, or null. */
export function parseExpiry(text: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { exp_month: month, exp_year: year };
}

/** The test-mode card's inputs, as typed. */
export type CardValues = Pick<CheckoutFormValues, "card_number" | "card_expiry" | "card_cvc">;

export function cardOf(values: CardValues): TestCardInput | null {
  const expiry = parseExpiry(values.card_expiry);
  if (!expiry) return null;
  return { number: values.card_number.replace(/[\s-]/g, ""), cvc: values.card_cvc.trim(), ...expiry };
}

/** Where a 422 item lands: the card token's fields on the card inputs, the rest by their wire name. */
export function checkoutFieldOf(loc: V1ValidationItem["loc"]): string | null | undefined {
  const [first] = loc;
  if (first === "number" || first === "confirmation_token_id") return "card_number";
  if (first === "exp_month" || first === "exp_year") return "card_expiry";
  if (first === "cvc") return "card_cvc";
  if (first === "customer_billing_address" && loc.length === 1) return "customer_billing_address.country";
  return undefined;
}

/** The checkout form's Mantine form, as its field components take it. */
export type CheckoutFormHandle = UseFormReturnType<CheckoutFormValues>;
