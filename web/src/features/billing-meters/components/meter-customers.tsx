import { Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useMeterCustomers } from "../hooks/use-customer-meters";
import type { CustomerMeter } from "../lib/types";
import { formatQuantity } from "../lib/usage-range";

function columns(billing: BillingContext, t: TFunction<"billing-meters">): ResourceColumn<CustomerMeter>[] {
  return [
    {
      header: t("customers.columnCustomer"),
      cell: (row) =>
        billing.can.customers.read ? (
          <RouterLink to={billingPath(billing.slug, "customers", row.customer_id)} size="sm">
            {row.customer.email}
          </RouterLink>
        ) : (
          <Text size="sm">{row.customer.email}</Text>
        ),
    },
    {
      header: t("customers.columnConsumed"),
      cell: (row) => (
        <Text size="sm" data-testid="customer-meter-consumed">
          {formatQuantity(row.consumed_units)}
        </Text>
      ),
    },
    {
      header: t("customers.columnCredited"),
      cell: (row) => <Text size="sm">{formatQuantity(row.credited_units)}</Text>,
    },
    {
      header: t("customers.columnBalance"),
      cell: (row) => (
        <Text size="sm" c={row.balance < 0 ? "red" : undefined}>
          {formatQuantity(row.balance)}
        </Text>
      ),
    },
  ];
}

/** The meter's usage per customer in their current billing period (GET /v1/customer-meters/?meter_id=). */
export function MeterCustomers({ billing, meterId }: { billing: BillingContext; meterId: string }) {
  const { t } = useTranslation("billing-meters");
  const [page, setPage] = useState(1);
  const rows = useMeterCustomers(billing.organizationId, meterId, page);
  return (
    <QueryState
      isPending={rows.isPending}
      error={rows.error}
      onRetry={() => void rows.refetch()}
      loadingLabel={t("customers.loading")}
      errorTitle={t("customers.loadError")}
    >
      <ResourceTable
        label={t("customers.tableLabel")}
        items={rows.data?.items ?? []}
        empty={t("customers.empty")}
        minWidth={560}
        stale={rows.isPlaceholderData}
        columns={columns(billing, t)}
        rowAttributes={(row) => ({
          "data-testid": "customer-meter-row",
          "data-customer": row.customer.email,
          "data-balance": String(row.balance),
        })}
      />
      <ListPagination page={page} onChange={setPage} list={rows.data} noun="customers" />
    </QueryState>
  );
}
