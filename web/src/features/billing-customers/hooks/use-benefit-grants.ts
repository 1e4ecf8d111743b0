import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { type ListResource, v1Get } from "../../billing/lib/v1-client";
import type { Benefit } from "../../billing-benefits/lib/types";

/** Polar's `BenefitGrantError`: why the last grant or revoke attempt failed. */
export interface BenefitGrantError {
  message: string;
  type: string;
  timestamp: string;
}

/** Polar's `BenefitGrant` (server/src/billing/benefit-grants/schemas.ts), without the embedded customer. */
export interface BenefitGrant {
  id: string;
  created_at: string;
  modified_at: string | null;
  granted_at: string | null;
  is_granted: boolean;
  revoked_at: string | null;
  is_revoked: boolean;
  subscription_id: string | null;
  order_id: string | null;
  customer_id: string;
  benefit_id: string;
  error: BenefitGrantError | null;
  benefit: Benefit;
  properties: Record<string, unknown>;
}

const RESOURCE = "benefit-grants";

export type BenefitGrantStatus = "granted" | "revoked" | "failed" | "pending";

/** Neither granted nor revoked yet: the grant worker has a job for it (or its last attempt failed). */
export function grantStatus(grant: BenefitGrant): BenefitGrantStatus {
  if (grant.is_revoked) return "revoked";
  if (grant.is_granted) return "granted";
  return grant.error ? "failed" : "pending";
}

/** While a grant is pending the worker is about to act on it: look again this often. */
const PENDING_REFRESH_MS = 2_000;

/** A customer's grants (GET /v1/benefit-grants/?customer_id=), newest first; the first 100. */
export function useCustomerBenefitGrants(organizationId: string, customerId: string) {
  const query = { organization_id: organizationId, customer_id: customerId, limit: 100, sorting: "-created_at" };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<BenefitGrant>>("/benefit-grants/", query, signal),
    refetchInterval: (current) =>
      current.state.data?.items.some((grant) => grantStatus(grant) === "pending") ? PENDING_REFRESH_MS : false,
  });
}
