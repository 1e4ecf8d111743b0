import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { BenefitGrant } from "../lib/types";

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
  const query = { customer_id: [customerId], limit: 100, sorting: ["-created_at" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/benefit-grants/", { params: { query }, signal })),
    refetchInterval: (current) =>
      current.state.data?.items.some((grant) => grantStatus(grant) === "pending") ? PENDING_REFRESH_MS : false,
  });
}
