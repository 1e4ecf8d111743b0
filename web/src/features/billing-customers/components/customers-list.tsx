import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import type { BillingContext } from "../../billing/lib/context";
import { useCustomers } from "../hooks/use-customers";
import type { Customer } from "../lib/types";

function customerColumns(slug: string): ResourceColumn<Customer>[] {
  return [
    {
      header: "Email",
      cell: (customer) => (
        <RouterLink to={billingPath(slug, "customers", customer.id)} size="sm">
          {customer.email}
        </RouterLink>
      ),
    },
    { header: "Name", cell: (customer) => <Text size="sm">{customer.name ?? "—"}</Text> },
    {
      header: "External ID",
      cell: (customer) => (
        <Text size="sm" ff="monospace">
          {customer.external_id ?? "—"}
        </Text>
      ),
    },
    { header: "Created", cell: (customer) => <Text size="sm">{formatDateTime(customer.created_at)}</Text> },
  ];
}

/** Customers with search (name, email, external ID) and pages. */
export function CustomersList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const customers = useCustomers(billing.organizationId, page, debounced);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search customers"
          placeholder="Name, email or external ID"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, maxWidth: 420 }}
        />
        {billing.can.customers.write && (
          <Button component={Link} to={billingPath(billing.slug, "customers", "new")}>
            New customer
          </Button>
        )}
      </Group>
      <QueryState
        isPending={customers.isPending}
        error={customers.error}
        onRetry={() => void customers.refetch()}
        loadingLabel="Loading the customers"
        errorTitle="Could not load the customers"
      >
        <ResourceTable
          label="Customers"
          items={customers.data?.items ?? []}
          empty={debounced ? "No customer matches." : "No customers yet."}
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
