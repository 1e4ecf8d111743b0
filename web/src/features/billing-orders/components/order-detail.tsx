import { Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { AmountRow } from "../../../components/amount-row";
import { InvoiceButton } from "../../../components/invoice-button";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import type { BillingContext } from "../../billing/lib/context";
import { countryName } from "../../billing/lib/countries";
import { formatAmount } from "../../billing-products/lib/types";
import { useOrderDisputes } from "../hooks/use-disputes";
import { orderInvoiceUrl, useOrder } from "../hooks/use-orders";
import { useRefunds } from "../hooks/use-refunds";
import type { Order } from "../lib/types";
import { REFUND_REASON_LABELS } from "../lib/types";
import { CustomFieldValues } from "./custom-field-values";
import { StatusBadge } from "./order-status-badge";
import { RefundForm, refundableOf } from "./refund-form";

/** `/billing/orders/:id`: items, amounts, refunds so far, customer, invoice, and the refund form. */
export function OrderDetail({ billing, id }: { billing: BillingContext; id: string }) {
  const order = useOrder(billing.organizationId, id);
  const refunds = useRefunds(billing.organizationId, 1, id);
  const disputes = useOrderDisputes(billing.organizationId, id, billing.can.disputes.read);
  return (
    <QueryState
      isPending={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
      loadingLabel="Loading the order"
      errorTitle="Could not load the order"
    >
      {order.data && (
        <OrderView
          billing={billing}
          order={order.data}
          refunds={refunds.data?.items ?? []}
          disputes={disputes.data?.items ?? []}
        />
      )}
    </QueryState>
  );
}

function OrderView({
  billing,
  order,
  refunds,
  disputes,
}: {
  billing: BillingContext;
  order: Order;
  refunds: NonNullable<ReturnType<typeof useRefunds>["data"]>["items"];
  disputes: NonNullable<ReturnType<typeof useOrderDisputes>["data"]>["items"];
}) {
  const money = (amount: number) => formatAmount(amount, order.currency);
  const refundable = refundableOf(order);
  const address = order.billing_address;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3" data-testid="order-title">
              {order.product?.name ?? order.description}
            </Title>
            <StatusBadge status={order.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Invoice {order.invoice_number} · {formatDateTime(order.created_at)}
          </Text>
        </Stack>
        <InvoiceButton label="Download invoice" invoiceUrl={() => orderInvoiceUrl(billing.organizationId, order.id)} />
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h4">
              Items
            </Title>
            <Table aria-label="Order items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Tax</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.label}</Table.Td>
                    <Table.Td>{money(item.amount)}</Table.Td>
                    <Table.Td>{money(item.tax_amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <AmountRow label="Subtotal" value={money(order.subtotal_amount)} testId="order-subtotal" />
            {order.discount_amount > 0 && (
              <AmountRow
                label={`Discount${order.discount ? ` (${order.discount.code ?? order.discount.name})` : ""}`}
                value={`−${money(order.discount_amount)}`}
                testId="order-discount"
              />
            )}
            <AmountRow label="Tax" value={money(order.tax_amount)} testId="order-tax" />
            <Divider />
            <AmountRow label="Total" value={money(order.total_amount)} testId="order-total" strong />
            {(order.refunded_amount > 0 || order.refunded_tax_amount > 0) && (
              <AmountRow
                label="Refunded"
                value={`−${money(order.refunded_amount + order.refunded_tax_amount)}`}
                testId="order-refunded"
              />
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h4">
              Customer
            </Title>
            <RouterLink
              to={billingPath(billing.slug, "customers", order.customer.id)}
              size="sm"
              data-testid="order-customer"
            >
              {order.customer.email}
            </RouterLink>
            {order.customer.name && <Text size="sm">{order.customer.name}</Text>}
            {order.billing_name && <Text size="sm">Billed to: {order.billing_name}</Text>}
            {address && (
              <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                {[
                  address.line1,
                  address.line2,
                  [address.postal_code, address.city].filter(Boolean).join(" "),
                  address.state,
                  countryName(address.country),
                ]
                  .filter(Boolean)
                  .join("\n")}
              </Text>
            )}
            <CustomFieldValues billing={billing} data={order.custom_field_data} />
          </Stack>
        </Paper>
      </SimpleGrid>

      {refunds.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Refunds
          </Title>
          <Table aria-label="Refunds of this order">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {refunds.map((refund) => (
                <Table.Tr key={refund.id} data-testid="order-refund-row">
                  <Table.Td>{formatDateTime(refund.created_at)}</Table.Td>
                  <Table.Td>{formatAmount(refund.amount + refund.tax_amount, refund.currency)}</Table.Td>
                  <Table.Td>
                    {refund.dispute ? "Dispute lost" : (REFUND_REASON_LABELS[refund.reason] ?? refund.reason)}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={refund.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}

      {disputes.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Disputes
          </Title>
          <Text size="sm" c="dimmed">
            The buyer's bank disputed this payment. Respond with your evidence in your Stripe dashboard; a lost dispute
            is recorded here as a refund.
          </Text>
          <Table aria-label="Disputes of this order">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Opened</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {disputes.map((dispute) => (
                <Table.Tr key={dispute.id} data-testid="order-dispute-row">
                  <Table.Td>{formatDateTime(dispute.created_at)}</Table.Td>
                  <Table.Td>{formatAmount(dispute.amount + dispute.tax_amount, dispute.currency)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={dispute.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}

      {billing.can.refunds.write && order.paid && refundable > 0 ? (
        <Paper withBorder p="md" radius="md">
          <RefundForm
            key={`${order.id}:${order.refunded_amount}`}
            organizationId={billing.organizationId}
            order={order}
          />
        </Paper>
      ) : (
        order.paid &&
        refundable === 0 && (
          <Text size="sm" c="dimmed">
            This order is fully refunded.
          </Text>
        )
      )}
    </Stack>
  );
}
