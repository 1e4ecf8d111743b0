import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";

/**
 * The currencies the organization sells in: its default presentment currency first, then those
 * its live products are priced in (first 100 products: Polar's page maximum), for the metrics'
 * currency choice. Metrics never convert between currencies, so each is looked at on its own.
 */
export function useSaleCurrencies(
  organizationId: string,
  defaultCurrency: string | undefined,
  canReadProducts: boolean,
) {
  const query = { is_archived: "false" as const, limit: 100 };
  const products = useQuery({
    enabled: canReadProducts,
    queryKey: billingKeys.list(organizationId, "products", query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/products/", { params: { query }, signal })),
  });
  const priced = (products.data?.items ?? []).flatMap((product) =>
    product.prices.filter((price) => !price.is_archived).map((price) => price.price_currency),
  );
  return {
    currencies: [...new Set([...(defaultCurrency ? [defaultCurrency] : []), ...priced])],
    // A disabled query (no permission to read products) is not loading.
    isLoading: products.isLoading,
  };
}
