import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap, type V1Body } from "../../billing-kit/lib/v1-api";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

const TOP_UPS = "/v1/customer-portal/wallets/top-ups";
export type WalletTopUpCreate = V1Body<typeof TOP_UPS, "post">;

/** The server's bounds of one top-up, in minor units (top-up-schemas.ts): checked here too, in the form's words. */
export const TOP_UP_MIN_AMOUNT = 50;
export const TOP_UP_MAX_AMOUNT = 1_000_000;

/** The customer's wallets (one per currency), largest balance first. */
export function usePortalWallets(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "wallets"),
    queryFn: ({ signal }) =>
      unwrap(
        portalApi(auth).GET("/v1/customer-portal/wallets/", {
          params: { query: { limit: 100, sorting: ["-balance"] } },
          signal,
        }),
      ),
  });
}

/**
 * A fresh request key. `crypto.randomUUID` exists only on secure pages (https, localhost); a
 * Gatehouse reached over plain http on a network address still has `getRandomValues`.
 */
function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Top up a wallet from a saved card. Use it in the form it belongs to: the hook holds one
 * Idempotency-Key for as long as that form is open, so a double submit, or a retry after a lost
 * answer, is the one top-up (and one charge). A decline settles the key's top-up as failed, so a
 * new key lets the customer try again; any other refusal keeps it (the earlier outcome may be unknown).
 */
export function useTopUpWallet(auth: PortalAuth) {
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(newRequestKey);
  return useMutation({
    mutationFn: (body: WalletTopUpCreate) =>
      unwrap(portalApi(auth).POST(TOP_UPS, { body, params: { header: { "idempotency-key": idempotencyKey } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.resource(auth, "wallets") }),
    onError: (error) => {
      if (error instanceof V1Error && error.status === 402) setIdempotencyKey(newRequestKey());
    },
  });
}
