import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AmountRow } from "../../../components/amount-row";
import { InvoiceButton } from "../../../components/invoice-button";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { ScrollTable } from "../../../components/scroll-table";
import { formatMoney } from "../../../i18n/format";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import type { BillingContext } from "../../billing-kit/lib/context";
import { addressText } from "../../billing-kit/lib/countries";
import { useOrderDisputes } from "../hooks/use-disputes";
import { orderInvoiceUrl, orderReceiptUrl, useOrder } from "../hooks/use-orders";
import { useRefunds } from "../hooks/use-refunds";
import { type Order, refundReasonLabel } from "../lib/types";
import { CustomFieldValues } from "./custom-field-values";
import { FinalizeDraftButton } from "./finalize-draft";
import { StatusBadge } from "./order-status-badge";
import { RefundForm, refundableOf } from "./refund-form";

/** `/billing/orders/:id`: items, amounts, refunds so far, customer, invoice, and the refund form. */
export function OrderDetail({ billing, id }: { billing: BillingContext; id: string }) {
  const { t } = useTranslation("billing-orders");
  const order = useOrder(billing.organizationId, id);
  const refunds = useRefunds(billing.organizationId, 1, id);
  const disputes = useOrderDisputes(billing.organizationId, id, billing.can.disputes.read);
  return (
    <QueryState
      isPending={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
      loadingLabel={t("detail.loading")}
      errorTitle={t("detail.loadError")}
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

type Refunds = NonNullable<ReturnType<typeof useRefunds>["data"]>["items"];
type Disputes = NonNullable<ReturnType<typeof useOrderDisputes>["data"]>["items"];

function OrderView({
  billing,
  order,
  refunds,
  disputes,
}: {
  billing: BillingContext;
  order: Order;
  refunds: Refunds;
  disputes: Disputes;
}) {
  const { t } = useTranslation("billing-orders");
  const refundable = refundableOf(order);
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
            {order.invoice_number === null
              ? t("detail.draftSubtitle", { date: formatDateTime(order.created_at) })
              : t("detail.subtitle", { number: order.invoice_number, date: formatDateTime(order.created_at) })}
          </Text>
        </Stack>
        {order.status === "draft" ? (
          billing.can.orders.write && <FinalizeDraftButton billing={billing} order={order} />
        ) : (
          <Group gap="xs" align="flex-start">
            {order.receipt_number && (
              <InvoiceButton
                label={t("detail.downloadReceipt")}
                ariaLabel={t("detail.downloadReceiptNumber", { number: order.receipt_number })}
                invoiceUrl={() => orderReceiptUrl(billing.organizationId, order.id)}
              />
            )}
            <InvoiceButton
              label={t("detail.downloadInvoice")}
              invoiceUrl={() => orderInvoiceUrl(billing.organizationId, order.id)}
            />
          </Group>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <OrderAmounts order={order} />
        <OrderCustomer billing={billing} order={order} />
      </SimpleGrid>

      {refunds.length > 0 && <OrderRefunds refunds={refunds} />}

      {disputes.length > 0 && <OrderDisputes disputes={disputes} />}

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
            {t("detail.fullyRefunded")}
          </Text>
        )
      )}
    </Stack>
  );
}

function OrderAmounts({ order }: { order: Order }) {
  const { t } = useTranslation("billing-orders");
  const money = (amount: number) => formatMoney(amount, order.currency);
  const discountCode = order.discount ? (order.discount.code ?? order.discount.name) : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("detail.items")}
        </Title>
        <Table aria-label={t("detail.itemsLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("detail.item")}</Table.Th>
              <Table.Th>{t("detail.amount")}</Table.Th>
              <Table.Th>{t("detail.tax")}</Table.Th>
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
        <AmountRow label={t("detail.subtotal")} value={money(order.subtotal_amount)} testId="order-subtotal" />
        {order.discount_amount > 0 && (
          <AmountRow
            label={discountCode === null ? t("detail.discount") : t("detail.discountWithCode", { code: discountCode })}
            value={`−${money(order.discount_amount)}`}
            testId="order-discount"
          />
        )}
        <AmountRow label={t("detail.tax")} value={money(order.tax_amount)} testId="order-tax" />
        <Divider />
        <AmountRow label={t("detail.total")} value={money(order.total_amount)} testId="order-total" strong />
        {(order.refunded_amount > 0 || order.refunded_tax_amount > 0) && (
          <AmountRow
            label={t("detail.refunded")}
            value={`−${money(order.refunded_amount + order.refunded_tax_amount)}`}
            testId="order-refunded"
          />
        )}
      </Stack>
    </Paper>
  );
}

function OrderCustomer({ billing, order }: { billing: BillingContext; order: Order }) {
  const { t } = useTranslation("billing-orders");
  const address = order.billing_address;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("detail.customer")}
        </Title>
        <RouterLink
          to={billingPath(billing.slug, "customers", order.customer.id)}
          size="sm"
          data-testid="order-customer"
        >
          {order.customer.email}
        </RouterLink>
        {order.customer.name && <Text size="sm">{order.customer.name}</Text>}
        {order.billing_name && <Text size="sm">{t("detail.billedTo", { name: order.billing_name })}</Text>}
        {address && (
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {addressText(address)}
          </Text>
        )}
        <CustomFieldValues billing={billing} data={order.custom_field_data} />
      </Stack>
    </Paper>
  );
}

function OrderRefunds({ refunds }: { refunds: Refunds }) {
  const { t } = useTranslation("billing-orders");
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t("detail.refunds")}
      </Title>
      {/* Five columns do not fit a phone: the table scrolls in its own box. */}
      <ScrollTable minWidth={560} label={t("detail.refundsLabel")}>
        <Table aria-label={t("detail.refundsLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("detail.date")}</Table.Th>
              <Table.Th>{t("detail.amount")}</Table.Th>
              <Table.Th>{t("detail.reason")}</Table.Th>
              <Table.Th>{t("detail.status")}</Table.Th>
              <Table.Th>{t("refunds.columns.destination")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {refunds.map((refund) => (
              <Table.Tr key={refund.id} data-testid="order-refund-row">
                <Table.Td>{formatDateTime(refund.created_at)}</Table.Td>
                <Table.Td>{formatMoney(refund.amount + refund.tax_amount, refund.currency)}</Table.Td>
                <Table.Td>{refund.dispute ? t("refundReason.disputeLost") : refundReasonLabel(refund.reason)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={refund.status} />
                </Table.Td>
                <Table.Td data-testid="order-refund-destination">
                  {refund.destination === "wallet" ? t("refunds.toWallet") : t("refunds.toPaymentMethod")}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

// The processor's details, read optionally so the screen works with answers that lack them.
type DisputeDetails = { reason?: string | null; evidence_due_by?: string | null; past_due?: boolean };

function DisputeReason({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation("billing-orders");
  if (!reason) return <>—</>;
  const labels: Record<string, string> = {
    fraudulent: t("disputeReason.fraudulent"),
    product_not_received: t("disputeReason.product_not_received"),
    product_unacceptable: t("disputeReason.product_unacceptable"),
    duplicate: t("disputeReason.duplicate"),
    subscription_canceled: t("disputeReason.subscription_canceled"),
    credit_not_processed: t("disputeReason.credit_not_processed"),
    unrecognized: t("disputeReason.unrecognized"),
    general: t("disputeReason.general"),
  };
  // Other reasons the card networks report show as the processor's code.
  return <>{labels[reason] ?? reason}</>;
}

function EvidenceDue({ dispute }: { dispute: DisputeDetails }) {
  const { t } = useTranslation("billing-orders");
  if (!dispute.evidence_due_by) return <>—</>;
  return (
    <Group gap={6}>
      <Text size="sm">{formatDateTime(dispute.evidence_due_by)}</Text>
      {dispute.past_due && (
        <Badge color="red" variant="light" size="sm">
          {t("detail.pastDue")}
        </Badge>
      )}
    </Group>
  );
}

function OrderDisputes({ disputes }: { disputes: Array<Disputes[number] & DisputeDetails> }) {
  const { t } = useTranslation("billing-orders");
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t("detail.disputes")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("detail.disputesDescription")}
      </Text>
      <Table aria-label={t("detail.disputesLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("detail.opened")}</Table.Th>
            <Table.Th>{t("detail.amount")}</Table.Th>
            <Table.Th>{t("detail.reason")}</Table.Th>
            <Table.Th>{t("detail.evidenceDue")}</Table.Th>
            <Table.Th>{t("detail.status")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {disputes.map((dispute) => (
            <Table.Tr key={dispute.id} data-testid="order-dispute-row">
              <Table.Td>{formatDateTime(dispute.created_at)}</Table.Td>
              <Table.Td>{formatMoney(dispute.amount + dispute.tax_amount, dispute.currency)}</Table.Td>
              <Table.Td>
                <DisputeReason reason={dispute.reason} />
              </Table.Td>
              <Table.Td>
                <EvidenceDue dispute={dispute} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={dispute.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
