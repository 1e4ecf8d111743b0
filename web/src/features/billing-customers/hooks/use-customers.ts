import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Delete, v1Get, v1Patch, v1Post } from "../../billing/lib/v1-client";

export type { Metadata };

export interface Address {
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  city: string | null;
  state: string | null;
  country: string;
}

/** Polar's Customer. */
export interface Customer {
  id: string;
  created_at: string;
  modified_at: string | null;
  metadata: Metadata;
  external_id: string | null;
  email: string;
  email_verified: boolean;
  name: string | null;
  billing_address: Address | null;
  tax_id: [string, string] | null;
  locale: string | null;
  organization_id: string;
  deleted_at: string | null;
  avatar_url: string;
}

/** CustomerCreate / CustomerUpdate as this app sends them (null clears a value on update). */
export interface CustomerInput {
  email: string;
  name: string | null;
  external_id?: string | null;
  tax_id: string | null;
  billing_address: Address | null;
  metadata: Metadata;
}

const RESOURCE = "customers";
export const CUSTOMERS_PAGE_SIZE = 20;

export function useCustomers(organizationId: string, page: number, search: string) {
  const query = {
    organization_id: organizationId,
    page,
    limit: CUSTOMERS_PAGE_SIZE,
    query: search || undefined,
    sorting: "-created_at",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<Customer>>("/customers/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      v1Get<Customer>(`/customers/${encodeURIComponent(id)}`, { organization_id: organizationId }, signal),
  });
}

export function createCustomer(organizationId: string, input: CustomerInput) {
  return v1Post<Customer>("/customers/", { ...input, organization_id: organizationId });
}

export function updateCustomer(organizationId: string, id: string, input: CustomerInput) {
  return v1Patch<Customer>(`/customers/${encodeURIComponent(id)}`, input, { organization_id: organizationId });
}

export function useRefreshCustomers(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDeleteCustomer(organizationId: string) {
  const refresh = useRefreshCustomers(organizationId);
  return useMutation({
    mutationFn: (id: string) => v1Delete(`/customers/${encodeURIComponent(id)}`, { organization_id: organizationId }),
    onSuccess: refresh,
  });
}
