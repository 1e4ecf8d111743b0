import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Get, v1Patch, v1Post } from "../../billing/lib/v1-client";
import type { Customer } from "../../billing-customers/hooks/use-customers";
import type { Discount } from "../../billing-discounts/hooks/use-discounts";
import type { Order } from "../../billing-orders/hooks/use-orders";
import {
  formatAmount,
  type Product,
  type ProductPrice,
  type RecurringInterval,
} from "../../billing-products/lib/types";

/** Wire shapes of /v1/subscriptions (server/src/billing/subscriptions/schemas.ts, Polar's `Subscription`). */

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

/** SPEC's (and Polar's) `CustomerCancellationReason`. */
export const CANCELLATION_REASONS = [
  "customer_service",
  "low_quality",
  "missing_features",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
  "other",
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  customer_service: "Customer service",
  low_quality: "Low quality",
  missing_features: "Missing features",
  switched_service: "Switched to another service",
  too_complex: "Too complex",
  too_expensive: "Too expensive",
  unused: "Not used enough",
  other: "Other",
};

/** Polar's `Subscription`. */
export interface Subscription {
  id: string;
  created_at: string;
  modified_at: string | null;
  amount: number;
  currency: string;
  recurring_interval: RecurringInterval;
  recurring_interval_count: number;
  status: SubscriptionStatus;
  current_period_start: string;
  current_period_end: string;
  trial_start: string | null;
  trial_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  started_at: string | null;
  ends_at: string | null;
  ended_at: string | null;
  customer_id: string;
  product_id: string;
  discount_id: string | null;
  checkout_id: string | null;
  seats: number | null;
  customer_cancellation_reason: CancellationReason | null;
  customer_cancellation_comment: string | null;
  metadata: Metadata;
  custom_field_data: Record<string, string | number | boolean | null>;
  customer: Customer;
  product: Product;
  /** Polar's order/subscription discount: the Discount without its products. */
  discount: Omit<Discount, "products"> | null;
  prices: ProductPrice[];
}

/** `active`: the list's active/inactive filter (Polar's `active` query). */
export interface SubscriptionFilters {
  page: number;
  limit: number;
  active: boolean | null;
  productId: string;
  customerId: string;
}

const RESOURCE = "subscriptions";
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export function useSubscriptions(organizationId: string, filters: SubscriptionFilters) {
  const query = {
    organization_id: organizationId,
    page: filters.page,
    limit: filters.limit,
    active: filters.active ?? undefined,
    product_id: filters.productId || undefined,
    customer_id: filters.customerId || undefined,
    sorting: "-started_at",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<Subscription>>("/subscriptions/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSubscription(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      v1Get<Subscription>(`/subscriptions/${encodeURIComponent(id)}`, { organization_id: organizationId }, signal),
  });
}

/** The server's Order carries `subscription_id`; the orders screens' type does not need it. */
type SubscriptionOrder = Order & { subscription_id: string | null };

/**
 * The subscription's orders. GET /v1/orders/ has no `subscription_id` filter (Polar's has none
 * either), so this lists the customer's orders (newest 100) and keeps the subscription's.
 */
export function useSubscriptionOrders(organizationId: string, subscription: Pick<Subscription, "id" | "customer_id">) {
  const query = {
    organization_id: organizationId,
    customer_id: subscription.customer_id,
    limit: 100,
    sorting: "-created_at",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, "orders", query),
    queryFn: ({ signal }) => v1Get<ListResource<SubscriptionOrder>>("/orders/", query, signal),
    select: (list) => list.items.filter((order) => order.subscription_id === subscription.id),
  });
}

/** How a product change is billed; absent: the organization's `subscription_settings.proration_behavior`. */
export const PRORATION_BEHAVIORS = ["invoice", "prorate"] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

/** Polar's `SubscriptionUpdateProduct`, `SubscriptionCancel` and `SubscriptionRevoke` (the `SubscriptionUpdate` variants this app sends). */
export type SubscriptionUpdate =
  | { product_id: string; proration_behavior?: ProrationBehavior }
  | {
      cancel_at_period_end: true;
      customer_cancellation_reason: CancellationReason | null;
      customer_cancellation_comment: string | null;
    }
  | { cancel_at_period_end: false }
  | { revoke: true };

/** Gatehouse's `SubscriptionUpdatePreview` (POST /v1/subscriptions/{id}/update-preview): amounts in minor units. */
export interface SubscriptionUpdatePreview {
  product_id: string;
  proration_behavior: ProrationBehavior;
  currency: string;
  current_amount: number;
  new_amount: number;
  /** Signed: a credit is negative. */
  proration_amount: number;
  tax_amount: number;
  /** invoice: charged now; prorate: 0 (the proration lands on the next renewal). */
  due_now: number;
  next_renewal_amount: number;
  /** Null when the subscription does not renew. */
  next_renewal_at: string | null;
}

/** What switching to `productId` would cost (no change is made); idle until a product is picked. */
export function useSubscriptionUpdatePreview(
  organizationId: string,
  id: string,
  productId: string,
  proration: ProrationBehavior | "",
) {
  const body = { product_id: productId, proration_behavior: proration || undefined };
  return useQuery({
    queryKey: [...billingKeys.one(organizationId, RESOURCE, id), "update-preview", body],
    queryFn: () =>
      v1Post<SubscriptionUpdatePreview>(`/subscriptions/${encodeURIComponent(id)}/update-preview`, body, {
        organization_id: organizationId,
      }),
    enabled: productId !== "",
    // The preview depends on the clock (time left in the period): never serve an old one.
    staleTime: 0,
    gcTime: 0,
  });
}

/** PATCH /v1/subscriptions/{id}; on success the lists, the subscription and the orders refresh. */
export function useUpdateSubscription(organizationId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionUpdate) =>
      v1Patch<Subscription>(`/subscriptions/${encodeURIComponent(id)}`, body, { organization_id: organizationId }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(billingKeys.one(organizationId, RESOURCE, id), updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) }),
        // A revoke or a product change changes the customer's grants (the worker acts shortly after).
        queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, "benefit-grants") }),
        // A product change billed at once adds a subscription_update order.
        queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, "orders") }),
      ]);
    },
  });
}

/** "$10.00 / month", "$90.00 every 3 months". */
export function subscriptionAmount(
  subscription: Pick<Subscription, "amount" | "currency" | "recurring_interval" | "recurring_interval_count">,
): string {
  const amount = formatAmount(subscription.amount, subscription.currency);
  const count = subscription.recurring_interval_count;
  return count > 1
    ? `${amount} every ${count} ${subscription.recurring_interval}s`
    : `${amount} / ${subscription.recurring_interval}`;
}
