import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/**
 * The seats of one of the customer's seat-based subscriptions (Polar's customer-portal seats):
 * list, assign by email (an invitation mail with a claim link goes out), revoke, resend.
 */

const seatsKey = (auth: PortalAuth, subscriptionId: string) =>
  [...portalKeys.resource(auth, "seats"), subscriptionId] as const;

export function usePortalSeats(auth: PortalAuth, subscriptionId: string) {
  return useQuery({
    queryKey: seatsKey(auth, subscriptionId),
    queryFn: ({ signal }) =>
      unwrap(
        portalApi(auth).GET("/v1/customer-portal/seats", {
          params: { query: { subscription_id: subscriptionId } },
          signal,
        }),
      ),
  });
}

/** Assigns a seat (plain request, for a form); refresh with `useRefreshSeats` afterwards. */
export function assignPortalSeat(auth: PortalAuth, subscriptionId: string, email: string) {
  return unwrap(
    portalApi(auth).POST("/v1/customer-portal/seats", { body: { subscription_id: subscriptionId, email } }),
  );
}

export function useRefreshSeats(auth: PortalAuth, subscriptionId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: seatsKey(auth, subscriptionId) });
}

export function useRevokePortalSeat(auth: PortalAuth, subscriptionId: string) {
  const refresh = useRefreshSeats(auth, subscriptionId);
  return useMutation({
    mutationFn: (seatId: string) =>
      unwrap(portalApi(auth).DELETE("/v1/customer-portal/seats/{seat_id}", { params: { path: { seat_id: seatId } } })),
    onSuccess: refresh,
  });
}

export function useResendPortalSeat(auth: PortalAuth, subscriptionId: string) {
  const refresh = useRefreshSeats(auth, subscriptionId);
  return useMutation({
    mutationFn: (seatId: string) =>
      unwrap(
        portalApi(auth).POST("/v1/customer-portal/seats/{seat_id}/resend", { params: { path: { seat_id: seatId } } }),
      ),
    onSuccess: refresh,
  });
}

/** What changing to `seats` seats would cost (null: nothing to ask yet); nothing changes. */
export function useSeatChangePreview(auth: PortalAuth, subscriptionId: string, seats: number | null) {
  return useQuery({
    queryKey: [...portalKeys.resource(auth, "seats-preview"), subscriptionId, seats],
    queryFn: () =>
      unwrap(
        portalApi(auth).POST("/v1/customer-portal/subscriptions/{id}/update-preview", {
          params: { path: { id: subscriptionId } },
          body: { seats: seats ?? 0 },
        }),
      ),
    enabled: seats !== null,
    staleTime: 0,
    retry: false,
  });
}

/** The subscriptions the customer holds a claimed seat of (someone else bought them). */
export function useHeldSeatSubscriptions(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "held-seats"),
    queryFn: ({ signal }) =>
      unwrap(
        portalApi(auth).GET("/v1/customer-portal/seats/subscriptions", {
          params: { query: { limit: 100 } },
          signal,
        }),
      ),
  });
}
