import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";

const RESOURCE = "wallets";

/** A customer's wallets (GET /v1/wallets/?customer_id=), one per currency. */
export function useCustomerWallets(organizationId: string, customerId: string) {
  const query = { customer_id: [customerId], limit: 100 };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => unwrap(organizationApi(organizationId).GET("/v1/wallets/", { params: { query }, signal })),
  });
}
