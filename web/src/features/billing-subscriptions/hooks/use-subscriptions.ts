import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { ProrationBehavior, Subscription, SubscriptionUpdate } from "../lib/types";

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
    page: filters.page,
    limit: filters.limit,
    active: filters.active === null ? undefined : filters.active ? ("true" as const) : ("false" as const),
    product_id: filters.productId ? [filters.productId] : undefined,
    customer_id: filters.customerId ? [filters.customerId] : undefined,
    sorting: ["-started_at" as const],
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/subscriptions/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useSubscription(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/subscriptions/{id}", { params: { path: { id } }, signal })),
  });
}

/**
 * The subscription's orders. GET /v1/orders/ has no `subscription_id` filter (Polar's has none
 * either), so this lists the customer's orders (newest 100) and keeps the subscription's.
 */
export function useSubscriptionOrders(organizationId: string, subscription: Pick<Subscription, "id" | "customer_id">) {
  const query = { customer_id: [subscription.customer_id], limit: 100, sorting: ["-created_at" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, "orders", query),
    queryFn: ({ signal }) => unwrap(organizationApi(organizationId).GET("/v1/orders/", { params: { query }, signal })),
    select: (list) => list.items.filter((order) => order.subscription_id === subscription.id),
  });
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
      unwrap(
        organizationApi(organizationId).POST("/v1/subscriptions/{id}/update-preview", {
          params: { path: { id } },
          body,
        }),
      ),
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
      unwrap(organizationApi(organizationId).PATCH("/v1/subscriptions/{id}", { params: { path: { id } }, body })),
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
  const amount = formatMoney(subscription.amount, subscription.currency);
  const count = subscription.recurring_interval_count;
  const interval = subscription.recurring_interval;
  return count > 1
    ? i18n.t("billing-subscriptions:amount.everyIntervals", { amount, count, interval })
    : i18n.t("billing-subscriptions:amount.perInterval", { amount, interval });
}
