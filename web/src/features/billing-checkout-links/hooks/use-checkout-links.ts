import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Delete, v1Get, v1Post } from "../../billing/lib/v1-client";

/** Polar's CheckoutLink. */
export interface CheckoutLink {
  id: string;
  created_at: string;
  modified_at: string | null;
  metadata: Metadata;
  payment_processor: "stripe";
  client_secret: string;
  success_url: string | null;
  return_url: string | null;
  label: string | null;
  allow_discount_codes: boolean;
  require_billing_address: boolean;
  discount_id: string | null;
  organization_id: string;
  products: { id: string; name: string; is_archived: boolean }[];
  discount: { id: string; name: string; code: string | null } | null;
  url: string;
}

/** CheckoutLinkCreateProducts as this app sends it. */
export interface CheckoutLinkInput {
  payment_processor: "stripe";
  products: string[];
  label: string | null;
  allow_discount_codes: boolean;
  require_billing_address: boolean;
  success_url: string | null;
}

const RESOURCE = "checkout-links";
export const CHECKOUT_LINKS_PAGE_SIZE = 20;

export function useCheckoutLinks(organizationId: string, page: number) {
  const query = { organization_id: organizationId, page, limit: CHECKOUT_LINKS_PAGE_SIZE, sorting: "-created_at" };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<CheckoutLink>>("/checkout-links/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function createCheckoutLink(organizationId: string, input: CheckoutLinkInput) {
  return v1Post<CheckoutLink>(
    "/checkout-links/",
    { ...input, organization_id: organizationId },
    { organization_id: organizationId },
  );
}

export function useRefreshCheckoutLinks(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDeleteCheckoutLink(organizationId: string) {
  const refresh = useRefreshCheckoutLinks(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      v1Delete(`/checkout-links/${encodeURIComponent(id)}`, { organization_id: organizationId }),
    onSuccess: refresh,
  });
}
