import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { ListPagination } from "../../billing-kit/components/list-pagination";
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

function productColumns(slug: string, t: TFunction<"billing-products">): ResourceColumn<Product>[] {
  return [
    {
      header: t("list.columnName"),
      cell: (product) => (
        <Group gap="xs">
          <RouterLink to={billingLinks.product(slug, product.id)}>{product.name}</RouterLink>
          {product.is_archived && <Badge color="gray">{t("list.archived")}</Badge>}
        </Group>
      ),
    },
    {
      header: t("list.columnPrice"),
      // One line per price: a product may have a price in each currency, and metered ones.
      cell: (product) => {
        const prices = product.prices.filter((p) => !p.is_archived);
        if (prices.length === 0) return "—";
        return (
          <Stack gap={0}>
            {prices.map((p) => (
              <Text key={p.id} size="sm" data-testid="product-price">
                {describePrice(p, product.recurring_interval)}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      header: t("list.columnBenefits"),
      cell: (product) => product.benefits.map((b) => b.description).join(", ") || "—",
    },
  ];
}

export function ProductsSection({ organizationId, slug, canWrite }: ProductsSectionProps) {
  const { t } = useTranslation("billing-products");
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
          {t("list.title")}
        </Title>
        {canWrite && (
          <Button component={Link} to={billingLinks.product(slug, "new")}>
            {t("list.newProduct")}
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <NativeSelect
          label={t("list.status")}
          value={filters.archived ? "archived" : "active"}
          data={[
            { value: "active", label: t("list.active") },
            { value: "archived", label: t("list.archived") },
          ]}
          onChange={(event) => update({ archived: event.currentTarget.value === "archived" ? "1" : "" })}
        />
        <NativeSelect
          label={t("list.type")}
          value={filters.recurring === null ? "" : filters.recurring ? "recurring" : "one_time"}
          data={[
            { value: "", label: t("list.all") },
            { value: "one_time", label: t("list.oneTime") },
            { value: "recurring", label: t("list.subscription") },
          ]}
          onChange={(event) => update({ type: event.currentTarget.value })}
        />
      </Group>
      <QueryState
        isPending={products.isPending}
        error={products.error}
        onRetry={() => void products.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={products.data?.items ?? []}
          empty={
            filters.archived ? (
              t("list.noArchived")
            ) : filters.query || filters.recurring !== null ? (
              t("list.noMatch")
            ) : (
              <EmptyState
                message={t("list.empty")}
                action={canWrite ? { label: t("list.createFirst"), to: billingLinks.product(slug, "new") } : null}
              />
            )
          }
          striped
          columns={productColumns(slug, t)}
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
