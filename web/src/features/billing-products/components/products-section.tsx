import { Badge, Button, Group, NativeSelect, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { ListPagination } from "../../billing/components/list-pagination";
import { type ProductFilters, useProducts } from "../hooks/use-products";
import { billingLinks } from "../lib/links";
import { describePrice, type Product } from "../lib/types";

interface ProductsSectionProps {
  organizationId: string;
  slug: string;
  canWrite: boolean;
}

const PAGE_SIZE = 20;

/** Filters live in the URL (`?archived=1&type=recurring&q=…&page=2`), so back and reload keep them. */
function useProductFilters(): [
  ProductFilters,
  (patch: Partial<Record<"archived" | "type" | "q" | "page", string>>) => void,
] {
  const [params, setParams] = useSearchParams();
  const type = params.get("type");
  const filters: ProductFilters = {
    archived: params.get("archived") === "1",
    recurring: type === "recurring" ? true : type === "one_time" ? false : null,
    query: params.get("q") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
    limit: PAGE_SIZE,
  };
  const update = (patch: Partial<Record<"archived" | "type" | "q" | "page", string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // Any filter change starts again at the first page.
    if (!("page" in patch)) next.delete("page");
    setParams(next, { replace: true });
  };
  return [filters, update];
}

function productColumns(slug: string): ResourceColumn<Product>[] {
  return [
    {
      header: "Name",
      cell: (product) => (
        <Group gap="xs">
          <RouterLink to={billingLinks.product(slug, product.id)}>{product.name}</RouterLink>
          {product.is_archived && <Badge color="gray">Archived</Badge>}
        </Group>
      ),
    },
    {
      header: "Price",
      cell: (product) =>
        product.prices
          .filter((p) => !p.is_archived)
          .map((p) => describePrice(p, product.recurring_interval))
          .join(", ") || "—",
    },
    { header: "Benefits", cell: (product) => product.benefits.map((b) => b.description).join(", ") || "—" },
  ];
}

export function ProductsSection({ organizationId, slug, canWrite }: ProductsSectionProps) {
  const [filters, update] = useProductFilters();
  const [search, setSearch] = useState(filters.query);
  const [debounced] = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search touches the URL (and resets the page); `update` and `filters` change with every URL change
  useEffect(() => {
    if (debounced !== filters.query) update({ q: debounced });
  }, [debounced]);
  const products = useProducts(organizationId, filters);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Products
        </Title>
        {canWrite && (
          <Button component={Link} to={billingLinks.product(slug, "new")}>
            New product
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search products"
          placeholder="Name"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <NativeSelect
          label="Status"
          value={filters.archived ? "archived" : "active"}
          data={[
            { value: "active", label: "Active" },
            { value: "archived", label: "Archived" },
          ]}
          onChange={(event) => update({ archived: event.currentTarget.value === "archived" ? "1" : "" })}
        />
        <NativeSelect
          label="Type"
          value={filters.recurring === null ? "" : filters.recurring ? "recurring" : "one_time"}
          data={[
            { value: "", label: "All" },
            { value: "one_time", label: "One-time" },
            { value: "recurring", label: "Subscription" },
          ]}
          onChange={(event) => update({ type: event.currentTarget.value })}
        />
      </Group>
      <QueryState
        isPending={products.isPending}
        error={products.error}
        onRetry={() => void products.refetch()}
        loadingLabel="Loading the products"
        errorTitle="Could not load the products"
      >
        <ResourceTable
          label="Products"
          items={products.data?.items ?? []}
          empty={
            filters.archived ? (
              "No archived products."
            ) : filters.query || filters.recurring !== null ? (
              "No product matches these filters."
            ) : (
              <EmptyState
                message="No products yet. A product is what your customers buy: a price, one-time or recurring, and the benefits that come with it."
                action={canWrite ? { label: "Create your first product", to: billingLinks.product(slug, "new") } : null}
              />
            )
          }
          striped
          columns={productColumns(slug)}
          rowAttributes={(product) => ({ "data-testid": "product-row", "data-name": product.name })}
        />
        <ListPagination
          page={filters.page}
          onChange={(page) => update({ page: String(page) })}
          list={products.data}
          noun="products"
        />
      </QueryState>
    </Stack>
  );
}
