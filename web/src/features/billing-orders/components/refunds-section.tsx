import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import type { BillingSectionProps } from "../../billing/lib/context";
import { formatAmount } from "../../billing-products/lib/types";
import { useRefunds } from "../hooks/use-refunds";
import { REFUND_REASON_LABELS, type Refund } from "../lib/types";
import { StatusBadge } from "./order-status-badge";

function refundColumns(slug: string): ResourceColumn<Refund>[] {
  return [
    { header: "Date", cell: (refund) => <Text size="sm">{formatDateTime(refund.created_at)}</Text> },
    {
      header: "Amount",
      cell: (refund) => <Text size="sm">{formatAmount(refund.amount + refund.tax_amount, refund.currency)}</Text>,
    },
    {
      header: "Reason",
      cell: (refund) => <Text size="sm">{REFUND_REASON_LABELS[refund.reason] ?? refund.reason}</Text>,
    },
    { header: "Status", cell: (refund) => <StatusBadge status={refund.status} /> },
    { header: "Benefits", cell: (refund) => <Text size="sm">{refund.revoke_benefits ? "Revoked" : "Kept"}</Text> },
    {
      header: "Order",
      cell: (refund) => (
        <RouterLink to={billingPath(slug, "orders", refund.order_id)} size="sm">
          View order
        </RouterLink>
      ),
    },
  ];
}

/** `/billing/refunds`: every refund of the organization (refunds are issued from an order's page). */
export function RefundsSection({ billing }: BillingSectionProps) {
  const [page, setPage] = useState(1);
  const refunds = useRefunds(billing.organizationId, page);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        To refund a payment, open its order.
      </Text>
      <QueryState
        isPending={refunds.isPending}
        error={refunds.error}
        onRetry={() => void refunds.refetch()}
        loadingLabel="Loading the refunds"
        errorTitle="Could not load the refunds"
      >
        <ResourceTable
          label="Refunds"
          items={refunds.data?.items ?? []}
          empty="No refunds yet."
          minWidth={720}
          stale={refunds.isPlaceholderData}
          columns={refundColumns(billing.slug)}
          rowAttributes={(refund) => ({ "data-testid": "refund-row", "data-status": refund.status })}
        />
        <ListPagination page={page} onChange={setPage} list={refunds.data} noun="refunds" />
      </QueryState>
    </Stack>
  );
}
