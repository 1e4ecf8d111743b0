import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/errors';
import { StatusBadge } from '../../billing-orders/components/order-status-badge';
import { formatAmount } from '../../billing-products/lib/types';
import { portalInvoiceUrl, usePortalOrders } from '../hooks/use-portal-orders';
import type { PortalAuth } from '../lib/portal-client';
import type { CustomerOrder } from '../lib/types';

function InvoiceButton({ auth, order }: { auth: PortalAuth; order: CustomerOrder }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="default"
        loading={pending}
        aria-label={`Download invoice ${order.invoice_number}`}
        onClick={async () => {
          setPending(true);
          setError(null);
          // Opened before the await so pop-up blockers see a click; pointed at the PDF once known.
          const opened = window.open('', '_blank');
          try {
            const url = await portalInvoiceUrl(auth, order.id);
            if (opened) opened.location.href = url;
            else window.location.href = url;
          } catch (caught) {
            opened?.close();
            setError(caught);
          } finally {
            setPending(false);
          }
        }}
      >
        Invoice
      </Button>
      {error !== null && (
        <Alert color="red" title="Could not get the invoice" role="alert" p="xs">
          {messageOf(error)}
        </Alert>
      )}
    </Stack>
  );
}

export function OrdersSection({ auth }: { auth: PortalAuth }) {
  const orders = usePortalOrders(auth);
  return (
    <SectionCard title="Orders" id="orders" aria-label="Orders">
      <QueryState isPending={orders.isPending} error={orders.error} onRetry={() => void orders.refetch()} loadingLabel="Loading your orders" errorTitle="Could not load your orders">
        {orders.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            You have no orders.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
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
                    <Table.Td>{order.status === 'pending' ? '—' : <InvoiceButton auth={auth} order={order} />}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </SectionCard>
  );
}
