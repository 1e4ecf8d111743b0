import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap, type V1Body } from "../../billing-kit/lib/v1-api";
import { V1Error } from "../../billing-kit/lib/v1-errors";

const RESOURCE = "stripe-account";
export type StripeAccountConnect = V1Body<"/v1/organizations/{id}/stripe-account", "put">;

/** The organization's Stripe account (Gatehouse extension), or null while it runs in test mode (404). */
export function useStripeAccount(organizationId: string) {
  return useQuery({
    queryKey: billingKeys.resource(organizationId, RESOURCE),
    queryFn: async ({ signal }) => {
      try {
        return await unwrap(
          organizationApi(organizationId).GET("/v1/organizations/{id}/stripe-account", {
            params: { path: { id: organizationId } },
            signal,
          }),
        );
      } catch (error) {
        if (error instanceof V1Error && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function connectStripeAccount(organizationId: string, body: StripeAccountConnect) {
  return unwrap(
    organizationApi(organizationId).PUT("/v1/organizations/{id}/stripe-account", {
      params: { path: { id: organizationId } },
      body,
    }),
  );
}

export function useRefreshStripeAccount(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDisconnectStripeAccount(organizationId: string) {
  const refresh = useRefreshStripeAccount(organizationId);
  return useMutation({
    mutationFn: () =>
      unwrap(
        organizationApi(organizationId).DELETE("/v1/organizations/{id}/stripe-account", {
          params: { path: { id: organizationId } },
        }),
      ),
    onSuccess: refresh,
  });
}
