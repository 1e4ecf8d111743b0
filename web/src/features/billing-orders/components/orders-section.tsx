import { NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import { formatAmount } from "../../billing-products/lib/types";
import { useOrders } from "../hooks/use-orders";
import { ORDER_STATUSES, type Order, type OrderStatus } from "../lib/types";
import { OrderDetail } from "./order-detail";
import { StatusBadge } from "./order-status-badge";

/** `/billing/orders` (list) and `/billing/orders/:id` (detail with refund form). */
export function OrdersSection({ billing }: BillingSectionProps) {
  if (billing.item) {
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "orders")} size="sm">
          ← All orders
        </RouterLink>
        <OrderDetail billing={billing} id={billing.item} />
      </Stack>
    );
  }
  return <OrdersList billing={billing} />;
}

/** The orders table's columns (also the overview's recent orders). */
export function orderColumns(slug: string): ResourceColumn<Order>[] {
  return [
    {
      header: "Order",
      cell: (order) => (
        <RouterLink to={billingPath(slug, "orders", order.id)} size="sm">
          {order.product?.name ?? order.description}
        </RouterLink>
      ),
    },
    { header: "Status", cell: (order) => <StatusBadge status={order.status} /> },
    {
      header: "Total",
      cell: (order) => (
        <Text size="sm">
          {formatAmount(order.total_amount, order.currency)}
          {order.refunded_amount > 0 && (
            <Text span size="xs" c="dimmed">
              {" "}
              (−{formatAmount(order.refunded_amount + order.refunded_tax_amount, order.currency)})
            </Text>
          )}
        </Text>
      ),
    },
    { header: "Customer", cell: (order) => <Text size="sm">{order.customer.email}</Text> },
    {
      header: "Invoice",
      cell: (order) => (
        <Text size="sm" ff="monospace">
          {order.invoice_number}
        </Text>
      ),
    },
    { header: "Date", cell: (order) => <Text size="sm">{formatDateTime(order.created_at)}</Text> },
  ];
}

function OrdersList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | "">("");
  const orders = useOrders(billing.organizationId, page, status);
  return (
    <Stack gap="md">
      <NativeSelect
        label="Status"
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as OrderStatus | "");
          setPage(1);
        }}
        data={[
          { value: "", label: "All" },
          ...ORDER_STATUSES.map((value) => ({ value, label: value.replace(/_/g, " ") })),
        ]}
        style={{ maxWidth: 240 }}
      />
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        loadingLabel="Loading the orders"
        errorTitle="Could not load the orders"
      >
        <ResourceTable
          label="Orders"
          items={orders.data?.items ?? []}
          empty={status ? "No order with this status." : "No orders yet."}
          minWidth={820}
          stale={orders.isPlaceholderData}
          columns={orderColumns(billing.slug)}
          rowAttributes={(order) => ({
            "data-testid": "order-row",
            "data-status": order.status,
            "data-customer": order.customer.email,
          })}
        />
        <ListPagination page={page} onChange={setPage} list={orders.data} noun="orders" />
      </QueryState>
    </Stack>
  );
}
