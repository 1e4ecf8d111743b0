import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingSectionProps } from "../../billing-kit/lib/context";
import { useRefunds } from "../hooks/use-refunds";
import { type Refund, refundReasonLabel } from "../lib/types";
import { StatusBadge } from "./order-status-badge";

function refundColumns(slug: string): ResourceColumn<Refund>[] {
  return [
    {
      header: i18n.t("billing-orders:refunds.columns.date"),
      cell: (refund) => <Text size="sm">{formatDateTime(refund.created_at)}</Text>,
    },
    {
      header: i18n.t("billing-orders:refunds.columns.amount"),
      cell: (refund) => <Text size="sm">{formatMoney(refund.amount + refund.tax_amount, refund.currency)}</Text>,
    },
    {
      header: i18n.t("billing-orders:refunds.columns.reason"),
      cell: (refund) => <Text size="sm">{refundReasonLabel(refund.reason)}</Text>,
    },
    {
      header: i18n.t("billing-orders:refunds.columns.status"),
      cell: (refund) => <StatusBadge status={refund.status} />,
    },
    {
      header: i18n.t("billing-orders:refunds.columns.destination"),
      cell: (refund) => (
        <Text size="sm">
          {refund.destination === "wallet"
            ? i18n.t("billing-orders:refunds.toWallet")
            : i18n.t("billing-orders:refunds.toPaymentMethod")}
        </Text>
      ),
    },
    {
      header: i18n.t("billing-orders:refunds.columns.benefits"),
      cell: (refund) => (
        <Text size="sm">
          {refund.revoke_benefits ? i18n.t("billing-orders:refunds.revoked") : i18n.t("billing-orders:refunds.kept")}
        </Text>
      ),
    },
    {
      header: i18n.t("billing-orders:refunds.columns.order"),
      cell: (refund) => (
        <RouterLink to={billingPath(slug, "orders", refund.order_id)} size="sm">
          {i18n.t("billing-orders:refunds.viewOrder")}
        </RouterLink>
      ),
    },
  ];
}

/** `/billing/refunds`: every refund of the organization (refunds are issued from an order's page). */
export function RefundsSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-orders");
  const [page, setPage] = useState(1);
  const refunds = useRefunds(billing.organizationId, page);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("refunds.intro")}
      </Text>
      <QueryState
        isPending={refunds.isPending}
        error={refunds.error}
        onRetry={() => void refunds.refetch()}
        loadingLabel={t("refunds.loading")}
        errorTitle={t("refunds.loadError")}
      >
        <ResourceTable
          label={t("refunds.label")}
          items={refunds.data?.items ?? []}
          empty={t("refunds.empty")}
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
