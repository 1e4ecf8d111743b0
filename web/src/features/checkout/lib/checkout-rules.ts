import type { FormValidateInput } from "@mantine/form";
import { formatAmount } from "../../billing-products/lib/types";
import {
  ADDRESS_LABELS,
  type CheckoutFormValues,
  parseExpiry,
  seatPriceOf,
  sortedCustomFields,
  toMinor,
} from "./checkout-form";
import { ADDRESS_FIELDS, type CheckoutPublic } from "./types";

/**
 * The checkout form's own checks, before anything is sent. `latest` is the checkout as the server
 * last answered: which address fields are required depends on the country, and each PATCH
 * answers anew. `card`: the checkout takes a card (paid and not free).
 */
export function checkoutRules(
  checkout: CheckoutPublic,
  latest: { readonly current: CheckoutPublic },
  card: boolean,
): FormValidateInput<CheckoutFormValues> {
  const customPrice = checkout.product_price?.amount_type === "custom" ? checkout.product_price : null;
  return {
    customer_email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : "Enter your email address"),
    amount: (value) => {
      if (!customPrice) return null;
      const minor = toMinor(value);
      if (minor === null) return "Enter an amount";
      if (minor < customPrice.minimum_amount)
        return `At least ${formatAmount(customPrice.minimum_amount, checkout.currency)}`;
      if (customPrice.maximum_amount !== null && minor > customPrice.maximum_amount)
        return `At most ${formatAmount(customPrice.maximum_amount, checkout.currency)}`;
      return null;
    },
    seats: (value) => seatCountProblem(checkout, value),
    // Which address fields are required depends on the country (the server answers after each PATCH).
    customer_billing_address: Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [
        field,
        (value: string) =>
          latest.current.billing_address_fields[field] === "required" && value.trim() === ""
            ? `${ADDRESS_LABELS[field]} is required`
            : null,
      ]),
    ),
    customer_billing_name: (value, values) =>
      values.is_business_customer && value.trim() === "" ? "Enter the business name" : null,
    custom_field_data: Object.fromEntries(
      sortedCustomFields(checkout)
        .filter((attached) => attached.required)
        .map(({ custom_field: field }) => [
          field.slug,
          (value: string | boolean) =>
            value === "" || value === false ? `${field.properties.form_label || field.name} is required` : null,
        ]),
    ),
    card_number: (value) => (card && value.replace(/[\s-]/g, "").length < 12 ? "Enter a card number" : null),
    card_expiry: (value) => (card && !parseExpiry(value) ? "Enter the expiry as MM / YY" : null),
    card_cvc: (value) => (card && !/^\d{3,4}$/.test(value.trim()) ? "Enter the 3 or 4 digit CVC" : null),
  };
}

/** A seat count the checkout would refuse, in the server's words ("Minimum 2 seats required."), or null. */
export function seatCountProblem(checkout: CheckoutPublic, value: number | string): string | null {
  if (!seatPriceOf(checkout)) return null;
  const seats = Number(value);
  if (value === "" || !Number.isInteger(seats)) return "Enter a whole number of seats";
  const min = checkout.min_seats ?? 1;
  if (seats < min) return `Minimum ${min} seats required.`;
  if (checkout.max_seats !== null && seats > checkout.max_seats) return `Maximum ${checkout.max_seats} seats allowed.`;
  return null;
}
