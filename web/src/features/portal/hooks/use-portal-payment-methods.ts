import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap, type V1Body } from "../../billing-kit/lib/v1-api";
import type { TestCardInput } from "../../checkout/lib/types";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

const PATH = "/v1/customer-portal/customers/me/payment-methods";
export type PaymentMethodCreate = V1Body<typeof PATH, "post">;

/** The customer's saved cards: their subscriptions' and those added here. */
export function usePortalPaymentMethods(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "payment-methods"),
    queryFn: ({ signal }) => unwrap(portalApi(auth).GET(PATH, { signal })),
  });
}

/** How a card is added here (test mode or Stripe.js with the seller's key), and the card the subscriptions are charged to. */
export function usePaymentMethodSettings(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "payment-method-settings"),
    queryFn: ({ signal }) => unwrap(portalApi(auth).GET(`${PATH}/settings`, { signal })),
  });
}

/** Every write here can change the list, the default and the subscriptions (a renewal retried): refresh all of the principal's. */
function usePortalWrite<I, O>(auth: PortalAuth, write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.all(auth) }),
  });
}

export const useAddPaymentMethod = (auth: PortalAuth) =>
  usePortalWrite(auth, (body: PaymentMethodCreate) => unwrap(portalApi(auth).POST(PATH, { body })));

/** After the card's 3-D Secure step (Stripe.js, or test mode's stand-in): the setup is read back and the card saved. */
export const useConfirmPaymentMethod = (auth: PortalAuth) =>
  usePortalWrite(auth, (body: { setup_intent_id: string; set_default: boolean }) =>
    unwrap(portalApi(auth).POST(`${PATH}/confirm`, { body })),
  );

export const useSetDefaultPaymentMethod = (auth: PortalAuth) =>
  usePortalWrite(auth, (id: string) =>
    unwrap(portalApi(auth).POST(`${PATH}/{id}/default`, { params: { path: { id } } })),
  );

export const useDeletePaymentMethod = (auth: PortalAuth) =>
  usePortalWrite(auth, (id: string) => unwrap(portalApi(auth).DELETE(`${PATH}/{id}`, { params: { path: { id } } })));

/** Test mode's stand-in for Stripe.js: the typed card as a confirmation token. */
export function createPortalTestCardToken(auth: PortalAuth, card: TestCardInput) {
  return unwrap(portalApi(auth).POST(`${PATH}/test-card-tokens`, { body: card }));
}
