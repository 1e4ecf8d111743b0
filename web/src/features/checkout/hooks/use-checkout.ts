import { useQuery, useQueryClient } from "@tanstack/react-query";
import { v1Get, v1Patch, v1Post } from "../../billing/lib/v1-client";
import type { CheckoutConfirm, CheckoutPublic, CheckoutUpdate, TestCardInput } from "../lib/types";

/** The hosted checkout's calls: public, by client secret, no session needed. */

const clientPath = (clientSecret: string) => `/checkouts/client/${encodeURIComponent(clientSecret)}`;
export const checkoutKey = (clientSecret: string) => ["checkout", clientSecret] as const;

export function useCheckout(clientSecret: string, options: { pollUntilSucceeded?: boolean } = {}) {
  return useQuery({
    queryKey: checkoutKey(clientSecret),
    queryFn: ({ signal }) => v1Get<CheckoutPublic>(clientPath(clientSecret), undefined, signal),
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

export function updateCheckout(clientSecret: string, input: CheckoutUpdate) {
  return v1Patch<CheckoutPublic>(clientPath(clientSecret), input);
}

export function createTestCardToken(clientSecret: string, card: TestCardInput) {
  return v1Post<{ id: string }>(`${clientPath(clientSecret)}/test-card-tokens`, card);
}

export function confirmCheckout(clientSecret: string, input: CheckoutConfirm) {
  return v1Post<CheckoutPublic>(`${clientPath(clientSecret)}/confirm`, input);
}

export function authenticateCheckout(clientSecret: string, outcome: "succeed" | "fail") {
  return v1Post<CheckoutPublic>(`${clientPath(clientSecret)}/authentication`, { outcome });
}

export function useCheckoutInvoice(clientSecret: string, enabled: boolean) {
  return useQuery({
    queryKey: [...checkoutKey(clientSecret), "invoice"],
    queryFn: ({ signal }) => v1Get<{ url: string }>(`${clientPath(clientSecret)}/invoice`, undefined, signal),
    enabled,
    // The order (and its invoice) may land a moment after the checkout succeeded.
    retry: 5,
    retryDelay: 1000,
  });
}
