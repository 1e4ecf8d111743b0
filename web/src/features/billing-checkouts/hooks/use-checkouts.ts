import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Get, v1Post } from "../../billing/lib/v1-client";
import type { CheckoutPublic } from "../../checkout/lib/types";

/** Polar's Checkout (the merchant's view): the public shape plus metadata and customer details. */
export interface Checkout extends CheckoutPublic {
  metadata: Metadata;
  customer_ip_address: string | null;
  external_customer_id?: string | null;
}

export interface CheckoutCreateInput {
  products: string[];
  customer_email?: string | null;
  allow_discount_codes?: boolean;
  require_billing_address?: boolean;
  success_url?: string | null;
}

const RESOURCE = "checkouts";
export const CHECKOUTS_PAGE_SIZE = 20;

export function useCheckouts(organizationId: string, page: number, status: string) {
  const query = {
    organization_id: organizationId,
    page,
    limit: CHECKOUTS_PAGE_SIZE,
    status: status || undefined,
    sorting: "-created_at",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<Checkout>>("/checkouts/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function createCheckout(organizationId: string, input: CheckoutCreateInput) {
  return v1Post<Checkout>(
    "/checkouts/",
    { ...input, organization_id: organizationId },
    { organization_id: organizationId },
  );
}

export function useRefreshCheckouts(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

/** The organization's live products, to sell in a checkout or a link (first 100). */
export function useSellableProducts(organizationId: string) {
  const query = { organization_id: organizationId, is_archived: false, limit: 100, sorting: "name" };
  return useQuery({
    queryKey: billingKeys.list(organizationId, "products", query),
    queryFn: ({ signal }) => v1Get<ListResource<{ id: string; name: string }>>("/products/", query, signal),
    select: (list) => list.items.map((product) => ({ value: product.id, label: product.name })),
  });
}
