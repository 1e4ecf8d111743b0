import { Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { MetadataList } from "../../billing/components/metadata-list";
import type { BillingContext } from "../../billing/lib/context";
import { StatusBadge } from "../../billing-orders/components/order-status-badge";
import { describePrice, formatAmount } from "../../billing-products/lib/types";
import { subscriptionAmount, useSubscription, useSubscriptionOrders } from "../hooks/use-subscriptions";
import { CANCELLATION_REASON_LABELS, type Subscription } from "../lib/types";
import { SubscriptionActions } from "./subscription-actions";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

/** `/billing/subscriptions/:id`: every field, the prices, the orders, and the actions. */
export function SubscriptionDetail({ billing, id }: { billing: BillingContext; id: string }) {
  const subscription = useSubscription(billing.organizationId, id);
  return (
    <QueryState
      isPending={subscription.isPending}
      error={subscription.error}
      onRetry={() => void subscription.refetch()}
      loadingLabel="Loading the subscription"
      errorTitle="Could not load the subscription"
    >
      {subscription.data && <SubscriptionView billing={billing} subscription={subscription.data} />}
    </QueryState>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

function discountText(discount: NonNullable<Subscription["discount"]>, currency: string): string {
  const off =
    discount.type === "percentage"
      ? `${discount.basis_points / 100}% off`
      : `${formatAmount(discount.amount, discount.currency || currency)} off`;
  const duration =
    discount.duration === "repeating" && discount.duration_in_months
      ? `for ${discount.duration_in_months} months`
      : discount.duration;
  return [discount.code ?? discount.name, off, duration].filter(Boolean).join(" · ");
}

function SubscriptionView({ billing, subscription }: { billing: BillingContext; subscription: Subscription }) {
  const reason = subscription.customer_cancellation_reason;
  const customFields = Object.entries(subscription.custom_field_data);
  return (
    <Stack gap="lg" data-testid="subscription-details">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3" data-testid="subscription-title">
              {subscription.product.name}
            </Title>
            <SubscriptionStatusBadge subscription={subscription} />
          </Group>
          <Text size="sm" c="dimmed">
            {subscriptionAmount(subscription)} · {subscription.customer.email}
          </Text>
        </Stack>
        {billing.can.subscriptions.write && (
          <SubscriptionActions organizationId={billing.organizationId} subscription={subscription} />
        )}
      </Group>

      <SectionCard title="Subscription">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label="Customer">
            <RouterLink
              to={billingPath(billing.slug, "customers", subscription.customer_id)}
              size="sm"
              data-testid="subscription-customer"
            >
              {subscription.customer.email}
            </RouterLink>
          </Field>
          <Field label="Product">
            <RouterLink to={billingPath(billing.slug, "products", subscription.product_id)} size="sm">
              {subscription.product.name}
            </RouterLink>
          </Field>
          <Field label="Amount">{subscriptionAmount(subscription)}</Field>
          <Field label="Current period">
            {formatDateTime(subscription.current_period_start)} – {formatDateTime(subscription.current_period_end)}
          </Field>
          <Field label="Trial">
            {subscription.trial_start
              ? `${formatDateTime(subscription.trial_start)} – ${formatDateTime(subscription.trial_end)}`
              : "No trial"}
          </Field>
          <Field label="Started">{formatDateTime(subscription.started_at)}</Field>
          <Field label="Canceled at">{formatDateTime(subscription.canceled_at)}</Field>
          <Field label="Ends at" testId="subscription-ends-at">
            {formatDateTime(subscription.ends_at)}
          </Field>
          <Field label="Ended at" testId="subscription-ended-at">
            {formatDateTime(subscription.ended_at)}
          </Field>
          <Field label="Cancellation reason" testId="subscription-cancellation-reason">
            {reason ? CANCELLATION_REASON_LABELS[reason] : "—"}
          </Field>
          <Field label="Cancellation comment">{subscription.customer_cancellation_comment ?? "—"}</Field>
          <Field label="Discount">
            {subscription.discount ? discountText(subscription.discount, subscription.currency) : "—"}
          </Field>
          {subscription.seats !== null && <Field label="Seats">{subscription.seats}</Field>}
          <Field label="Checkout">{subscription.checkout_id ?? "—"}</Field>
          <Field label="Created">{formatDateTime(subscription.created_at)}</Field>
          <Field label="ID">{subscription.id}</Field>
        </SimpleGrid>
      </SectionCard>

      <SectionCard title="Prices">
        {subscription.prices.length === 0 ? (
          <Text size="sm" c="dimmed">
            No prices.
          </Text>
        ) : (
          <Stack gap={4}>
            {subscription.prices.map((price) => (
              <Text size="sm" key={price.id}>
                {describePrice(price, subscription.recurring_interval)}
              </Text>
            ))}
          </Stack>
        )}
      </SectionCard>

      {billing.can.orders.read && <SubscriptionOrders billing={billing} subscription={subscription} />}

      {customFields.length > 0 && (
        <SectionCard title="Custom fields">
          <Stack gap={2}>
            {customFields.map(([key, value]) => (
              <Text size="sm" key={key}>
                {key}: {value === null ? "—" : String(value)}
              </Text>
            ))}
          </Stack>
        </SectionCard>
      )}
      <SectionCard title="Metadata">
        <MetadataList metadata={subscription.metadata} />
      </SectionCard>
    </Stack>
  );
}

function SubscriptionOrders({ billing, subscription }: { billing: BillingContext; subscription: Subscription }) {
  const orders = useSubscriptionOrders(billing.organizationId, subscription);
  return (
    <SectionCard title="Orders" description="The first order and every renewal.">
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        loadingLabel="Loading the orders"
        errorTitle="Could not load the orders"
      >
        {orders.data && orders.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No orders yet.
          </Text>
        ) : (
          <Table aria-label="Orders of this subscription">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(orders.data ?? []).map((order) => (
                <Table.Tr key={order.id} data-testid="subscription-order-row">
                  <Table.Td>
                    <RouterLink to={billingPath(billing.slug, "orders", order.id)} size="sm">
                      {formatDateTime(order.created_at)}
                    </RouterLink>
                  </Table.Td>
                  <Table.Td>{order.billing_reason.replace(/_/g, " ")}</Table.Td>
                  <Table.Td>{formatAmount(order.total_amount, order.currency)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={order.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </SectionCard>
  );
}
