import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap, type V1Body } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import type { CancellationReason } from "../lib/types";
import { portalKeys } from "./keys";

export function usePortalSubscriptions(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "subscriptions"),
    queryFn: ({ signal }) =>
      unwrap(portalApi(auth).GET("/v1/customer-portal/subscriptions/", { params: { query: { limit: 100 } }, signal })),
  });
}

export type SubscriptionChange =
  | { kind: "cancel"; reason: CancellationReason | null; comment: string }
  | { kind: "uncancel" }
  | { kind: "product"; productId: string }
  | { kind: "seats"; seats: number }
  | { kind: "pause" }
  | { kind: "undoPause" }
  | { kind: "resume" };

/**
 * Polar's `CustomerSubscriptionUpdate` (contract C1): cancel at period end, uncancel, switch
 * product, change seats, pause at period end or undo it, resume a paused subscription.
 */
function bodyOf(change: SubscriptionChange): V1Body<"/v1/customer-portal/subscriptions/{id}", "patch"> {
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
    case "seats":
      return { seats: change.seats };
    case "pause":
      return { pause_at_period_end: true };
    case "undoPause":
      return { pause_at_period_end: false };
    case "resume":
      return { resume: true };
  }
}

/** PATCHes the subscription (a plain request, for a form); refresh with `useRefreshPortal` afterwards. */
export function updatePortalSubscription(auth: PortalAuth, id: string, change: SubscriptionChange) {
  return unwrap(
    portalApi(auth).PATCH("/v1/customer-portal/subscriptions/{id}", {
      params: { path: { id } },
      body: bodyOf(change),
    }),
  );
}

/** Refreshes everything of the customer (orders, grants and seats may follow a change). */
export function useRefreshPortal(auth: PortalAuth) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: portalKeys.all(auth) });
}

/** PATCHes the subscription, then refreshes everything of the customer (orders and grants may follow a change). */
export function useUpdatePortalSubscription(auth: PortalAuth) {
  const refresh = useRefreshPortal(auth);
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SubscriptionChange }) =>
      updatePortalSubscription(auth, id, change),
    onSuccess: refresh,
  });
}

/** What switching to `productId` would cost (contract C1's preview); nothing changes. */
export function useSubscriptionUpdatePreview(auth: PortalAuth, id: string, productId: string | null) {
  return useQuery({
    queryKey: [...portalKeys.resource(auth, "subscription-preview"), id, productId],
    queryFn: () =>
      unwrap(
        portalApi(auth).POST("/v1/customer-portal/subscriptions/{id}/update-preview", {
          params: { path: { id } },
          body: { product_id: productId ?? "" },
        }),
      ),
    enabled: productId !== null,
    staleTime: 0,
  });
}
