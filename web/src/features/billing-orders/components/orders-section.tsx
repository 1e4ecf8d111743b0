import { NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InvoiceButton } from "../../../components/invoice-button";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { orderReceiptUrl, useOrders } from "../hooks/use-orders";
import { ORDER_STATUSES, type Order, type OrderStatus } from "../lib/types";
import { OrderDetail } from "./order-detail";
import { StatusBadge, useStatusLabel } from "./order-status-badge";

/** `/billing/orders` (list) and `/billing/orders/:id` (detail with refund form). */
export function OrdersSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-orders");
  if (billing.item) {
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "orders")} size="sm">
          {t("section.allOrders")}
        </RouterLink>
        <OrderDetail billing={billing} id={billing.item} />
      </Stack>
    );
  }
  return <OrdersList billing={billing} />;
}

/** The orders table's columns (also the overview's recent orders); with `organizationId`, a receipt button too. */
export function orderColumns(slug: string, organizationId?: string): ResourceColumn<Order>[] {
  const columns: ResourceColumn<Order>[] = [
    {
      header: i18n.t("billing-orders:list.columns.order"),
      cell: (order) => (
        <RouterLink to={billingPath(slug, "orders", order.id)} size="sm">
          {order.product?.name ?? order.description}
        </RouterLink>
      ),
    },
    { header: i18n.t("billing-orders:list.columns.status"), cell: (order) => <StatusBadge status={order.status} /> },
    {
      header: i18n.t("billing-orders:list.columns.total"),
      cell: (order) => (
        <Text size="sm">
          {formatMoney(order.total_amount, order.currency)}
          {order.refunded_amount > 0 && (
            <Text span size="xs" c="dimmed">
              {" "}
              (−{formatMoney(order.refunded_amount + order.refunded_tax_amount, order.currency)})
            </Text>
          )}
        </Text>
      ),
    },
    {
      header: i18n.t("billing-orders:list.columns.customer"),
      cell: (order) => <Text size="sm">{order.customer.email}</Text>,
    },
    {
      header: i18n.t("billing-orders:list.columns.invoice"),
      cell: (order) => (
        <Text size="sm" ff="monospace">
          {order.invoice_number}
        </Text>
      ),
    },
    {
      header: i18n.t("billing-orders:list.columns.date"),
      cell: (order) => <Text size="sm">{formatDateTime(order.created_at)}</Text>,
    },
  ];
  if (!organizationId) return columns;
  return [
    ...columns,
    {
      header: i18n.t("billing-orders:list.columns.receipt"),
      cell: (order) =>
        order.receipt_number ? (
          <InvoiceButton
            compact
            label={i18n.t("billing-orders:list.receipt")}
            ariaLabel={i18n.t("billing-orders:detail.downloadReceiptNumber", { number: order.receipt_number })}
            invoiceUrl={() => orderReceiptUrl(organizationId, order.id)}
          />
        ) : null,
    },
  ];
}

function OrdersList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-orders");
  const statusLabel = useStatusLabel();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | "">("");
  const orders = useOrders(billing.organizationId, page, status);
  return (
    <Stack gap="md">
      <NativeSelect
        label={t("list.statusFilter")}
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as OrderStatus | "");
          setPage(1);
        }}
        data={[
          { label: t("list.statusAll"), value: "" },
          ...ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
        ]}
        style={{ maxWidth: 240 }}
      />
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.label")}
          items={orders.data?.items ?? []}
          empty={status ? t("list.emptyFiltered") : t("list.empty")}
          minWidth={820}
          stale={orders.isPlaceholderData}
          columns={orderColumns(billing.slug, billing.organizationId)}
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
