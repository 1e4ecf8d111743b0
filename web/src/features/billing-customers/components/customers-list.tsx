import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { i18n } from "../../../i18n/i18n";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useCustomers } from "../hooks/use-customers";
import type { Customer } from "../lib/types";

function customerColumns(slug: string): ResourceColumn<Customer>[] {
  return [
    {
      header: i18n.t("billing-customers:list.columns.email"),
      cell: (customer) => (
        <RouterLink to={billingPath(slug, "customers", customer.id)} size="sm">
          {customer.email}
        </RouterLink>
      ),
    },
    {
      header: i18n.t("billing-customers:list.columns.name"),
      cell: (customer) => <Text size="sm">{customer.name ?? "—"}</Text>,
    },
    {
      header: i18n.t("billing-customers:list.columns.externalId"),
      cell: (customer) => (
        <Text size="sm" ff="monospace">
          {customer.external_id ?? "—"}
        </Text>
      ),
    },
    {
      header: i18n.t("billing-customers:list.columns.created"),
      cell: (customer) => <Text size="sm">{formatDateTime(customer.created_at)}</Text>,
    },
  ];
}

/** Customers with search (name, email, external ID) and pages. */
export function CustomersList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-customers");
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const customers = useCustomers(billing.organizationId, page, debounced);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, maxWidth: 420 }}
        />
        {billing.can.customers.write && (
          <Button component={Link} to={billingPath(billing.slug, "customers", "new")}>
            {t("list.newCustomer")}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={customers.isPending}
        error={customers.error}
        onRetry={() => void customers.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.label")}
          items={customers.data?.items ?? []}
          empty={debounced ? t("list.emptySearch") : t("list.empty")}
          minWidth={640}
          stale={customers.isPlaceholderData}
          columns={customerColumns(billing.slug)}
          rowAttributes={(customer) => ({ "data-testid": "customer-row", "data-email": customer.email })}
        />
        <ListPagination page={page} onChange={setPage} list={customers.data} noun="customers" />
      </QueryState>
    </Stack>
  );
}
