import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { InvoiceButton } from "../../../components/invoice-button";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { SectionCard } from "../../../components/section-card";
import { formatMoney } from "../../../i18n/format";
import { formatDateTime } from "../../../lib/format";
import { StatusBadge } from "../../billing-orders/components/order-status-badge";
import { portalInvoiceUrl, portalReceiptUrl, usePortalOrders } from "../hooks/use-portal-orders";
import type { PortalAuth } from "../lib/portal-client";

export function OrdersSection({ auth }: { auth: PortalAuth }) {
  const orders = usePortalOrders(auth);
  const { t } = useTranslation("portal");
  return (
    <SectionCard title={t("orders.title")} id="orders" aria-label={t("orders.title")}>
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        loadingLabel={t("orders.loading")}
        errorTitle={t("orders.loadFailed")}
      >
        {orders.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("orders.empty")}
          </Text>
        ) : (
          <ScrollTable minWidth={560} label={t("orders.tableLabel")}>
            <Table aria-label={t("orders.tableLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("orders.date")}</Table.Th>
                  <Table.Th>{t("orders.product")}</Table.Th>
                  <Table.Th>{t("orders.amount")}</Table.Th>
                  <Table.Th>{t("orders.status")}</Table.Th>
                  <Table.Th>{t("orders.invoice")}</Table.Th>
                  <Table.Th>{t("orders.receipt")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data?.items.map((order) => (
                  <Table.Tr key={order.id} data-testid="portal-order-row">
                    <Table.Td>{formatDateTime(order.created_at)}</Table.Td>
                    <Table.Td>{order.product?.name ?? order.description}</Table.Td>
                    <Table.Td>{formatMoney(order.total_amount, order.currency)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={order.status} />
                    </Table.Td>
                    <Table.Td>
                      {order.status === "pending" ? (
                        "—"
                      ) : (
                        <InvoiceButton
                          compact
                          label={t("orders.invoice")}
                          ariaLabel={t("orders.downloadInvoice", { number: order.invoice_number })}
                          invoiceUrl={() => portalInvoiceUrl(auth, order.id)}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      {order.receipt_number ? (
                        <InvoiceButton
                          compact
                          label={t("orders.receipt")}
                          ariaLabel={t("orders.downloadReceipt", { number: order.receipt_number })}
                          invoiceUrl={() => portalReceiptUrl(auth, order.id)}
                        />
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
