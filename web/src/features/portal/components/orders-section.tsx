import { Table, Text } from "@mantine/core";
import { InvoiceButton } from "../../../components/invoice-button";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { StatusBadge } from "../../billing-orders/components/order-status-badge";
import { formatAmount } from "../../billing-products/lib/types";
import { portalInvoiceUrl, usePortalOrders } from "../hooks/use-portal-orders";
import type { PortalAuth } from "../lib/portal-client";

export function OrdersSection({ auth }: { auth: PortalAuth }) {
  const orders = usePortalOrders(auth);
  return (
    <SectionCard title="Orders" id="orders" aria-label="Orders">
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        loadingLabel="Loading your orders"
        errorTitle="Could not load your orders"
      >
        {orders.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            You have no orders.
          </Text>
        ) : (
          <ScrollTable minWidth={560} label="Your orders">
            <Table aria-label="Your orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Invoice</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data?.items.map((order) => (
                  <Table.Tr key={order.id} data-testid="portal-order-row">
                    <Table.Td>{formatDateTime(order.created_at)}</Table.Td>
                    <Table.Td>{order.product?.name ?? order.description}</Table.Td>
                    <Table.Td>{formatAmount(order.total_amount, order.currency)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={order.status} />
                    </Table.Td>
                    <Table.Td>
                      {order.status === "pending" ? (
                        "—"
                      ) : (
                        <InvoiceButton
                          compact
                          label="Invoice"
                          ariaLabel={`Download invoice ${order.invoice_number}`}
                          invoiceUrl={() => portalInvoiceUrl(auth, order.id)}
                        />
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
