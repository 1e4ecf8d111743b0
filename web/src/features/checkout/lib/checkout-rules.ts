import type { FormValidateInput } from "@mantine/form";
import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import {
  addressLabel,
  type CheckoutFormValues,
  parseExpiry,
  seatPriceOf,
  sortedCustomFields,
  toMinor,
} from "./checkout-form";
import { ADDRESS_FIELDS, type CheckoutPublic } from "./types";
import { unitCountProblem } from "./units";

const required = (field: string) => i18n.t("checkout:rules.required", { field });

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
  return {
    customer_email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : i18n.t("checkout:rules.email")),
    amount: (value) => customAmountProblem(checkout, value),
    seats: (value) => seatCountProblem(checkout, value),
    units: (value) => unitCountProblem(checkout, value),
    // Which address fields are required depends on the country (the server answers after each PATCH).
    customer_billing_address: Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [
        field,
        (value: string) =>
          latest.current.billing_address_fields[field] === "required" && value.trim() === ""
            ? required(addressLabel(field))
            : null,
      ]),
    ),
    customer_billing_name: (value, values) =>
      values.is_business_customer && value.trim() === "" ? i18n.t("checkout:rules.businessName") : null,
    custom_field_data: Object.fromEntries(
      sortedCustomFields(checkout)
        .filter((attached) => attached.required)
        .map(({ custom_field: field }) => [
          field.slug,
          (value: string | boolean) =>
            value === "" || value === false ? required(field.properties.form_label || field.name) : null,
        ]),
    ),
    card_number: (value) =>
      card && value.replace(/[\s-]/g, "").length < 12 ? i18n.t("checkout:rules.cardNumber") : null,
    card_expiry: (value) => (card && !parseExpiry(value) ? i18n.t("checkout:rules.expiry") : null),
    card_cvc: (value) => (card && !/^\d{3,4}$/.test(value.trim()) ? i18n.t("checkout:rules.cvc") : null),
  };
}

/** A pay-what-you-want amount outside the price's bounds (or not an amount), or null. */
function customAmountProblem(checkout: CheckoutPublic, value: string): string | null {
  const price = checkout.product_price?.amount_type === "custom" ? checkout.product_price : null;
  if (!price) return null;
  const minor = toMinor(value);
  if (minor === null) return i18n.t("checkout:rules.amount");
  if (minor < price.minimum_amount)
    return i18n.t("checkout:rules.atLeast", { amount: formatMoney(price.minimum_amount, checkout.currency) });
  if (price.maximum_amount !== null && minor > price.maximum_amount)
    return i18n.t("checkout:rules.atMost", { amount: formatMoney(price.maximum_amount, checkout.currency) });
  return null;
}

/** A seat count the checkout would refuse, in the server's words ("Minimum 2 seats required."), or null. */
export function seatCountProblem(checkout: CheckoutPublic, value: number | string): string | null {
  if (!seatPriceOf(checkout)) return null;
  const seats = Number(value);
  if (value === "" || !Number.isInteger(seats)) return i18n.t("checkout:rules.wholeSeats");
  const min = checkout.min_seats ?? 1;
  if (seats < min) return i18n.t("checkout:rules.minSeats", { min });
  if (checkout.max_seats !== null && seats > checkout.max_seats)
    return i18n.t("checkout:rules.maxSeats", { max: checkout.max_seats });
  return null;
}
