import { useQuery } from "@tanstack/react-query";
import { type ListResource, v1Get } from "../../billing/lib/v1-client";
import type { CustomerOrganization, CustomerOrganizationData } from "../lib/types";

/** Gatehouse extension: the organizations in which the signed-in user is a customer (session cookie). */
export function useCustomerOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: ["portal", "organizations-of-user"],
    queryFn: ({ signal }) =>
      v1Get<ListResource<CustomerOrganization>>("/customer-portal/organizations/", { limit: 100 }, signal),
    enabled,
  });
}

/** Polar's public `organizations/{slug}`: the seller and the products a customer may switch to. */
export function useOrganizationData(slug: string | null) {
  return useQuery({
    queryKey: ["portal", "organization", slug],
    queryFn: ({ signal }) =>
      v1Get<CustomerOrganizationData>(
        `/customer-portal/organizations/${encodeURIComponent(slug ?? "")}`,
        undefined,
        signal,
      ),
    enabled: slug !== null,
  });
}
