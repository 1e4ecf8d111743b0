import { z } from "@hono/zod-openapi";
import type { Address, AddressInput } from "../common/schemas.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { AttachedCustomField } from "../custom-fields/schemas.ts";
import { detectTaxId } from "../customers/tax-id.ts";
import type { BillingAddressFields } from "./schemas.ts";

/** What the buyer enters besides the card: billing address, business details, custom field data. */

export const customFieldData = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable());
export type CustomFieldData = z.infer<typeof customFieldData>;

const EMPTY = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Polar's billing address rules: the country is always asked when the buyer pays; street,
 * city and postal code only with `require_billing_address` (else disabled); the state is
 * required for the US and Canada. A checkout without payment asks nothing unless the merchant
 * requires the address.
 */
export function billingAddressFields(
  requireBillingAddress: boolean,
  paymentFormRequired: boolean,
  country: string | null | undefined,
): BillingAddressFields {
  const full = requireBillingAddress;
  const asked = full || paymentFormRequired;
  const stateMode = country === "US" || country === "CA" ? "required" : full ? "optional" : "disabled";
  return {
    country: asked ? "required" : "disabled",
    state: asked ? stateMode : "disabled",
    line1: full ? "required" : "disabled",
    line2: full ? "optional" : "disabled",
    city: full ? "required" : "disabled",
    postal_code: full ? "required" : "disabled",
  };
}

/** The address as stored: the lines the fields disable are dropped (null). */
export function toAddress(input: AddressInput | null | undefined, fields: BillingAddressFields | null): Address | null {
  if (!input) return null;
  const keep = (key: keyof BillingAddressFields, value: string | null | undefined) =>
    fields && fields[key] === "disabled" ? null : (value ?? null);
  return {
    line1: keep("line1", input.line1),
    line2: keep("line2", input.line2),
    postal_code: keep("postal_code", input.postal_code),
    city: keep("city", input.city),
    state: keep("state", input.state),
    country: input.country,
  };
}

/**
 * Custom field data against the product's attached fields (types, bounds, options); `requireAll`
 * (confirm) also asks for the required ones. Keys of fields not attached are dropped.
 */
export function checkCustomFieldData(
  attached: readonly AttachedCustomField[],
  data: CustomFieldData,
  requireAll: boolean,
): CustomFieldData {
  const result: CustomFieldData = {};
  for (const { custom_field: field, required } of attached) {
    const loc = ["body", "custom_field_data", field.slug];
    const value = data[field.slug];
    if (EMPTY(value) || (field.type === "checkbox" && value === false && required)) {
      if (requireAll && required)
        throw ValidationFailure.at(
          loc,
          field.type === "checkbox" && value === false ? "Input should be True" : "Field required",
          field.type === "checkbox" && value === false ? "literal_error" : "missing",
        );
      if (value !== undefined) result[field.slug] = value === "" ? null : (value ?? null);
      continue;
    }
    switch (field.type) {
      case "text": {
        if (typeof value !== "string") throw ValidationFailure.at(loc, "Input should be a valid string", "string_type");
        const { min_length: min, max_length: max } = field.properties;
        if (min !== undefined && value.length < min)
          throw ValidationFailure.at(loc, `String should have at least ${min} characters`, "string_too_short", {
            min_length: min,
          });
        if (max !== undefined && value.length > max)
          throw ValidationFailure.at(loc, `String should have at most ${max} characters`, "string_too_long", {
            max_length: max,
          });
        break;
      }
      case "number": {
        if (typeof value !== "number" || !Number.isInteger(value))
          throw ValidationFailure.at(loc, "Input should be a valid integer", "int_type");
        const { ge, le } = field.properties;
        if (ge !== undefined && value < ge)
          throw ValidationFailure.at(loc, `Input should be greater than or equal to ${ge}`, "greater_than_equal", {
            ge,
          });
        if (le !== undefined && value > le)
          throw ValidationFailure.at(loc, `Input should be less than or equal to ${le}`, "less_than_equal", { le });
        break;
      }
      case "checkbox":
        if (typeof value !== "boolean") throw ValidationFailure.at(loc, "Input should be a valid boolean", "bool_type");
        break;
      case "select": {
        const options = field.properties.options.map((option) => option.value);
        if (typeof value !== "string" || !options.includes(value)) {
          const quoted = options.map((option) => `'${option}'`);
          const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}` : (quoted[0] ?? "");
          throw ValidationFailure.at(loc, `Input should be ${list}`, "literal_error");
        }
        break;
      }
      case "date": {
        const time = typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
        if (Number.isNaN(time)) throw ValidationFailure.at(loc, "Input should be a valid date", "date_type");
        const seconds = Math.floor(time / 1000);
        const { ge, le } = field.properties;
        if (ge !== undefined && seconds < ge)
          throw ValidationFailure.at(
            loc,
            `Input should be greater than or equal to ${new Date(ge * 1000).toISOString().slice(0, 10)}`,
            "greater_than_equal",
          );
        if (le !== undefined && seconds > le)
          throw ValidationFailure.at(
            loc,
            `Input should be less than or equal to ${new Date(le * 1000).toISOString().slice(0, 10)}`,
            "less_than_equal",
          );
        break;
      }
    }
    result[field.slug] = value ?? null;
  }
  return result;
}

/** The buyer's details confirm looks at. */
export type ConfirmingBuyer = {
  customer_email: string | null;
  require_billing_address: boolean;
  customer_billing_address: Address | null;
  is_business_customer: boolean;
  customer_billing_name: string | null;
  customer_tax_id: string | null;
};

/** What confirm asks on top of the update rules: email, business details, billing address fields. */
export function checkConfirmable(buyer: ConfirmingBuyer, totalAmount: number): void {
  if (!buyer.customer_email) throw ValidationFailure.at(["body", "customer_email"], "Field required", "missing");
  const fields = billingAddressFields(
    buyer.require_billing_address,
    totalAmount > 0,
    buyer.customer_billing_address?.country,
  );
  const address = buyer.customer_billing_address;
  for (const key of ["country", "line1", "city", "postal_code", "state"] as const) {
    if (fields[key] === "required" && EMPTY(address?.[key]))
      throw ValidationFailure.at(["body", "customer_billing_address", key], "Field required", "missing");
  }
  if (buyer.is_business_customer) {
    if (!buyer.customer_billing_name)
      throw ValidationFailure.at(["body", "customer_billing_name"], "Field required", "missing");
    if (!buyer.customer_tax_id) throw ValidationFailure.at(["body", "customer_tax_id"], "Field required", "missing");
    detectTaxId(buyer.customer_tax_id, address?.country, ["body", "customer_tax_id"]);
  }
}
