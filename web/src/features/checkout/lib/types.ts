import type { ProductPrice } from "../../billing-products/lib/types";

/** Wire shapes of the public checkout client API (`/v1/checkouts/client/{client_secret}`), Polar's CheckoutPublic. */

export type CheckoutStatus = "open" | "expired" | "confirmed" | "succeeded" | "failed";
export type BillingAddressFieldMode = "required" | "optional" | "disabled";
export const ADDRESS_FIELDS = ["country", "line1", "line2", "postal_code", "city", "state"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface CheckoutAddress {
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  city: string | null;
  state: string | null;
  country: string;
}

export interface CheckoutCustomFieldProperties {
  form_label?: string | null;
  form_help_text?: string | null;
  form_placeholder?: string | null;
  textarea?: boolean | null;
  min_length?: number | null;
  max_length?: number | null;
  ge?: number | null;
  le?: number | null;
  options?: { value: string; label: string }[];
}

export interface CheckoutCustomField {
  id: string;
  slug: string;
  name: string;
  type: "text" | "number" | "date" | "checkbox" | "select";
  properties: CheckoutCustomFieldProperties;
}

export interface CheckoutAttachedCustomField {
  custom_field_id: string;
  custom_field: CheckoutCustomField;
  order: number;
  required: boolean;
}

export interface CheckoutProduct {
  id: string;
  name: string;
  description: string | null;
  is_recurring: boolean;
  recurring_interval: "day" | "week" | "month" | "year" | null;
  prices: ProductPrice[];
  medias: { id: string; public_url: string; name: string }[];
  benefits: { id: string; description: string; type: string }[];
}

export interface CheckoutDiscount {
  id: string;
  name: string;
  code: string | null;
  type: "fixed" | "percentage";
  duration: "once" | "forever" | "repeating";
  amount?: number;
  currency?: string;
  basis_points?: number;
}

export type CustomFieldValue = string | number | boolean | null;

export interface CheckoutPublic {
  id: string;
  created_at: string;
  modified_at: string | null;
  status: CheckoutStatus;
  client_secret: string;
  url: string;
  expires_at: string;
  success_url: string;
  amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number | null;
  total_amount: number;
  currency: string;
  organization_id: string;
  product_id: string | null;
  product_price_id: string | null;
  discount_id: string | null;
  allow_discount_codes: boolean;
  require_billing_address: boolean;
  is_discount_applicable: boolean;
  is_free_product_price: boolean;
  is_payment_required: boolean;
  is_payment_form_required: boolean;
  /** Set when this checkout starts a free trial: nothing is charged now, the card is saved. */
  active_trial_interval: "day" | "week" | "month" | "year" | null;
  active_trial_interval_count: number | null;
  trial_end: string | null;
  customer_id: string | null;
  is_business_customer: boolean;
  customer_name: string | null;
  customer_email: string | null;
  customer_billing_name: string | null;
  customer_billing_address: CheckoutAddress | null;
  customer_tax_id: string | null;
  custom_field_data?: Record<string, CustomFieldValue>;
  payment_processor_metadata: Record<string, string>;
  billing_address_fields: Record<AddressField, BillingAddressFieldMode>;
  products: CheckoutProduct[];
  product: CheckoutProduct | null;
  product_price: ProductPrice | null;
  discount: CheckoutDiscount | null;
  organization: { id: string; name: string; slug: string; avatar_url: string | null };
  attached_custom_fields: CheckoutAttachedCustomField[] | null;
}

/** CheckoutUpdatePublic (PATCH) — and, with `confirmation_token_id`, CheckoutConfirmStripe. */
export interface CheckoutUpdate {
  amount?: number | null;
  is_business_customer?: boolean;
  customer_name?: string | null;
  customer_email?: string | null;
  customer_billing_name?: string | null;
  customer_billing_address?: CheckoutAddress | null;
  customer_tax_id?: string | null;
  custom_field_data?: Record<string, CustomFieldValue>;
  discount_code?: string | null;
}

export interface CheckoutConfirm extends CheckoutUpdate {
  confirmation_token_id?: string | null;
}

export interface TestCardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "Succeeds" },
  { number: "4000 0000 0000 0002", outcome: "Declined" },
  { number: "4000 0000 0000 9995", outcome: "Insufficient funds" },
  { number: "4000 0025 0000 3155", outcome: "Requires authentication (3-D Secure)" },
] as const;

/** The authentication challenge is pending: confirm answered `intent_status: requires_action`. */
export function needsAuthentication(checkout: CheckoutPublic): boolean {
  return checkout.status === "confirmed" && checkout.payment_processor_metadata?.intent_status === "requires_action";
}
