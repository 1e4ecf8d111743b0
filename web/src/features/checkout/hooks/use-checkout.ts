import { useQuery, useQueryClient } from "@tanstack/react-query";
import { publicApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { CheckoutConfirm, CheckoutPublic, CheckoutUpdate, TestCardInput } from "../lib/types";

/** The hosted checkout's calls: public, by client secret, no session needed. */

const byClientSecret = (clientSecret: string) => ({ path: { client_secret: clientSecret } });
export const checkoutKey = (clientSecret: string) => ["checkout", clientSecret] as const;

export function useCheckout(clientSecret: string, options: { pollUntilSucceeded?: boolean } = {}) {
  return useQuery({
    queryKey: checkoutKey(clientSecret),
    queryFn: ({ signal }) =>
      unwrap(publicApi.GET("/v1/checkouts/client/{client_secret}", { params: byClientSecret(clientSecret), signal })),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: options.pollUntilSucceeded
      ? (query) => {
          const status = query.state.data?.status;
          return status === "succeeded" || status === "failed" || status === "expired" || query.state.error
            ? false
            : 1000;
        }
      : false,
  });
}

/** Puts a checkout the server answered into the cache, so the summary shows its amounts. */
export function useStoreCheckout(clientSecret: string) {
  const queryClient = useQueryClient();
  return (checkout: CheckoutPublic) => queryClient.setQueryData(checkoutKey(clientSecret), checkout);
}

/** Reloads the checkout (e.g. after a failed authentication reopened it). */
export function useReloadCheckout(clientSecret: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: checkoutKey(clientSecret), exact: true });
}

export function updateCheckout(clientSecret: string, body: CheckoutUpdate) {
  return unwrap(
    publicApi.PATCH("/v1/checkouts/client/{client_secret}", { params: byClientSecret(clientSecret), body }),
  );
}

export function createTestCardToken(clientSecret: string, body: TestCardInput) {
  return unwrap(
    publicApi.POST("/v1/checkouts/client/{client_secret}/test-card-tokens", {
      params: byClientSecret(clientSecret),
      body,
    }),
  );
}

export function confirmCheckout(clientSecret: string, body: CheckoutConfirm) {
  return unwrap(
    publicApi.POST("/v1/checkouts/client/{client_secret}/confirm", { params: byClientSecret(clientSecret), body }),
  );
}

export function authenticateCheckout(clientSecret: string, outcome: "succeed" | "fail") {
  return unwrap(
    publicApi.POST("/v1/checkouts/client/{client_secret}/authentication", {
      params: byClientSecret(clientSecret),
      body: { outcome },
    }),
  );
}

export function useCheckoutInvoice(clientSecret: string, enabled: boolean) {
  return useQuery({
    queryKey: [...checkoutKey(clientSecret), "invoice"],
    queryFn: ({ signal }) =>
      unwrap(
        publicApi.GET("/v1/checkouts/client/{client_secret}/invoice", { params: byClientSecret(clientSecret), signal }),
      ),
    enabled,
    // The order (and its invoice) may land a moment after the checkout succeeded.
    retry: 5,
    retryDelay: 1000,
  });
}
