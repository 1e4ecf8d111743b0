import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListResource } from "../../billing/lib/v1-client";
import { type PortalAuth, portalRequest } from "../lib/portal-client";
import type { CancellationReason, CustomerSubscription, SubscriptionUpdatePreview } from "../lib/types";
import { portalKeys } from "./keys";

const path = (id: string) => `/subscriptions/${encodeURIComponent(id)}`;

export function usePortalSubscriptions(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "subscriptions"),
    queryFn: ({ signal }) =>
      portalRequest<ListResource<CustomerSubscription>>(auth, "GET", "/subscriptions/", {
        query: { limit: 100 },
        signal,
      }),
  });
}

export type SubscriptionChange =
  | { kind: "cancel"; reason: CancellationReason | null; comment: string }
  | { kind: "uncancel" }
  | { kind: "product"; productId: string };

/** Polar's `CustomerSubscriptionUpdate` (contract C1): cancel at period end, uncancel, or switch product. */
function bodyOf(change: SubscriptionChange) {
  switch (change.kind) {
    case "cancel":
      return {
        cancel_at_period_end: true,
        cancellation_reason: change.reason,
        cancellation_comment: change.comment.trim() || null,
      };
    case "uncancel":
      return { cancel_at_period_end: false };
    case "product":
      return { product_id: change.productId };
  }
}

/** PATCHes the subscription, then refreshes everything of the customer (orders and grants may follow a change). */
export function useUpdatePortalSubscription(auth: PortalAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SubscriptionChange }) =>
      portalRequest<CustomerSubscription>(auth, "PATCH", path(id), { body: bodyOf(change) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.all(auth) }),
  });
}

/** What switching to `productId` would cost (contract C1's preview); nothing changes. */
export function useSubscriptionUpdatePreview(auth: PortalAuth, id: string, productId: string | null) {
  return useQuery({
    queryKey: [...portalKeys.resource(auth, "subscription-preview"), id, productId],
    queryFn: () =>
      portalRequest<SubscriptionUpdatePreview>(auth, "POST", `${path(id)}/update-preview`, {
        body: { product_id: productId },
      }),
    enabled: productId !== null,
    staleTime: 0,
  });
}
