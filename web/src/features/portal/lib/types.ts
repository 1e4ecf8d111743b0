import type { Address, CustomerCreate } from "../../billing-customers/lib/types";
import type { CustomerMeter as OrganizationCustomerMeter } from "../../billing-meters/lib/types";
import type { ProductPrice, RecurringInterval } from "../../billing-products/lib/types";

/** Polar's customer portal shapes (the fields the portal page reads). */

/** Polar `CustomerOrganization`. */
export interface CustomerOrganization {
  id: string;
  name: string;
  slug: string;
  avatar_url: string | null;
  allow_customer_updates: boolean;
  proration_behavior: "invoice" | "prorate";
}

/** Polar `CustomerProduct` (and the product embedded in a CustomerSubscription / CustomerOrder). */
export interface CustomerProduct {
  id: string;
  name: string;
  description: string | null;
  recurring_interval: RecurringInterval | null;
  is_recurring: boolean;
  is_archived: boolean;
  prices: ProductPrice[];
  benefits: { id: string; type: string; description: string }[];
}

/** Polar `CustomerOrganizationData`. */
export interface CustomerOrganizationData {
  organization: CustomerOrganization;
  products: CustomerProduct[];
}

export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Polar `CustomerCancellationReason`. */
export const CANCELLATION_REASONS = {
  too_expensive: "Too expensive",
  missing_features: "Missing features",
  switched_service: "Switched to another service",
  unused: "Not using it enough",
  customer_service: "Customer service",
  low_quality: "Low quality",
  too_complex: "Too complex",
  other: "Other",
} as const;
export type CancellationReason = keyof typeof CANCELLATION_REASONS;

/** Polar `CustomerSubscription`. */
export interface CustomerSubscription {
  id: string;
  created_at: string;
  amount: number;
  currency: string;
  recurring_interval: RecurringInterval;
  recurring_interval_count: number;
  status: SubscriptionStatus;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  started_at: string | null;
  ends_at: string | null;
  ended_at: string | null;
  product_id: string;
  customer_cancellation_reason: CancellationReason | null;
  customer_cancellation_comment: string | null;
  product: CustomerProduct & { organization: CustomerOrganization };
}

/** `POST /v1/customer-portal/subscriptions/{id}/update-preview`: the same preview as the dashboard's. */
export type { SubscriptionUpdatePreview } from "../../billing-subscriptions/lib/types";

/** Polar `CustomerOrder`. */
export interface CustomerOrder {
  id: string;
  created_at: string;
  status: "pending" | "paid" | "refunded" | "partially_refunded";
  total_amount: number;
  currency: string;
  invoice_number: string;
  is_invoice_generated: boolean;
  description: string;
  product: { id: string; name: string } | null;
}

/** Polar `CustomerPortalCustomer`. */
export interface PortalCustomer {
  id: string;
  email: string | null;
  name: string | null;
  billing_name: string | null;
  billing_address: Address | null;
  tax_id: [string, string] | null;
}

export interface PortalCustomerUpdate {
  billing_name?: string | null;
  billing_address?: CustomerCreate["billing_address"];
  tax_id?: string | null;
}

/** Polar `PaymentMethodCard`. */
export interface PaymentMethodCard {
  id: string;
  created_at: string;
  type: "card";
  method_metadata: { brand: string; last4: string; exp_month: number; exp_year: number; wallet: string | null };
}

/** Polar `CustomerBenefitGrant` (properties depend on the benefit's type). */
export interface CustomerBenefitGrant {
  id: string;
  granted_at: string | null;
  is_granted: boolean;
  is_revoked: boolean;
  benefit_id: string;
  subscription_id: string | null;
  order_id: string | null;
  error: { message: string } | null;
  benefit: { id: string; type: string; description: string; properties: Record<string, unknown> };
  properties: Record<string, unknown>;
}

/** Polar `LicenseKeyRead` / `LicenseKeyWithActivations` (contract C2). */
export interface LicenseKey {
  id: string;
  benefit_id: string;
  key: string;
  display_key: string;
  status: "granted" | "revoked" | "disabled";
  limit_activations: number | null;
  usage: number;
  limit_usage: number | null;
  validations: number;
  last_validated_at: string | null;
  expires_at: string | null;
  activations?: { id: string; label: string; created_at: string }[];
}

/** Polar `DownloadableRead` (contract C2). */
export interface Downloadable {
  id: string;
  benefit_id: string;
  file: {
    id: string;
    name: string;
    size: number;
    size_readable?: string;
    download: { url: string; expires_at: string };
  };
}

/**
 * Polar's CustomerCustomerMeter (GET /v1/customer-portal/meters/): the dashboard's CustomerMeter
 * without the customer, and only the meter's name (never the merchant's filter).
 */
export type CustomerMeter = Omit<OrganizationCustomerMeter, "customer" | "meter"> & {
  meter: { id: string; created_at: string; modified_at: string | null; name: string };
};
