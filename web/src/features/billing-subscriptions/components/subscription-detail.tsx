import { Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { SectionCard } from "../../../components/section-card";
import { formatMoney, formatNumber } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { MetadataList } from "../../billing-kit/components/metadata-list";
import type { BillingContext } from "../../billing-kit/lib/context";
import { StatusBadge } from "../../billing-orders/components/order-status-badge";
import type { Order } from "../../billing-orders/lib/types";
import { describePrice } from "../../billing-products/lib/types";
import { subscriptionAmount, useSubscription, useSubscriptionOrders } from "../hooks/use-subscriptions";
import { CANCELLATION_REASON_KEYS, type Subscription } from "../lib/types";
import { SubscriptionActions } from "./subscription-actions";
import { SubscriptionStatusBadge } from "./subscription-status-badge";
import { SubscriptionUnits } from "./subscription-units";

/** `/billing/subscriptions/:id`: every field, the prices, the orders, and the actions. */
export function SubscriptionDetail({ billing, id }: { billing: BillingContext; id: string }) {
  const { t } = useTranslation("billing-subscriptions");
  const subscription = useSubscription(billing.organizationId, id);
  return (
    <QueryState
      isPending={subscription.isPending}
      error={subscription.error}
      onRetry={() => void subscription.refetch()}
      loadingLabel={t("detail.loading")}
      errorTitle={t("detail.loadError")}
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

const DURATION_KEYS = {
  once: "billing-subscriptions:discount.once",
  forever: "billing-subscriptions:discount.forever",
  repeating: "billing-subscriptions:discount.repeating",
} as const;

type Discount = NonNullable<Subscription["discount"]>;

function discountOff(discount: Discount, currency: string): string {
  return discount.type === "percentage"
    ? i18n.t("billing-subscriptions:discount.percentOff", { percent: formatNumber(discount.basis_points / 100) })
    : i18n.t("billing-subscriptions:discount.amountOff", {
        amount: formatMoney(discount.amount, discount.currency || currency),
      });
}

function discountText(discount: Discount, currency: string): string {
  const duration =
    discount.duration === "repeating" && discount.duration_in_months
      ? i18n.t("billing-subscriptions:discount.forMonths", { count: discount.duration_in_months })
      : i18n.t(DURATION_KEYS[discount.duration]);
  return [discount.code ?? discount.name, discountOff(discount, currency), duration].filter(Boolean).join(" · ");
}

function SubscriptionView({ billing, subscription }: { billing: BillingContext; subscription: Subscription }) {
  const { t } = useTranslation("billing-subscriptions");
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

      <SubscriptionUnits
        organizationId={billing.organizationId}
        subscription={subscription}
        canWrite={billing.can.subscriptions.write}
      />

      <SubscriptionFields billing={billing} subscription={subscription} />

      <SectionCard title={t("detail.prices")}>
        {subscription.prices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("detail.noPrices")}
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
        <SectionCard title={t("detail.customFields")}>
          <Stack gap={2}>
            {customFields.map(([key, value]) => (
              <Text size="sm" key={key}>
                {key}: {value === null ? "—" : String(value)}
              </Text>
            ))}
          </Stack>
        </SectionCard>
      )}
      <SectionCard title={t("detail.metadata")}>
        <MetadataList metadata={subscription.metadata} />
      </SectionCard>
    </Stack>
  );
}

function SubscriptionFields({ billing, subscription }: { billing: BillingContext; subscription: Subscription }) {
  const { t } = useTranslation("billing-subscriptions");
  const reason = subscription.customer_cancellation_reason;
  return (
    <SectionCard title={t("detail.subscription")}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Field label={t("detail.customer")}>
          <RouterLink
            to={billingPath(billing.slug, "customers", subscription.customer_id)}
            size="sm"
            data-testid="subscription-customer"
          >
            {subscription.customer.email}
          </RouterLink>
        </Field>
        <Field label={t("detail.product")}>
          <RouterLink to={billingPath(billing.slug, "products", subscription.product_id)} size="sm">
            {subscription.product.name}
          </RouterLink>
        </Field>
        <Field label={t("detail.amount")}>{subscriptionAmount(subscription)}</Field>
        <Field label={t("detail.currentPeriod")}>
          {formatDateTime(subscription.current_period_start)} – {formatDateTime(subscription.current_period_end)}
        </Field>
        <Field label={t("detail.trial")}>
          {subscription.trial_start
            ? `${formatDateTime(subscription.trial_start)} – ${formatDateTime(subscription.trial_end)}`
            : t("detail.noTrial")}
        </Field>
        <Field label={t("detail.started")}>{formatDateTime(subscription.started_at)}</Field>
        <Field label={t("detail.canceledAt")}>{formatDateTime(subscription.canceled_at)}</Field>
        <Field label={t("detail.endsAt")} testId="subscription-ends-at">
          {formatDateTime(subscription.ends_at)}
        </Field>
        <Field label={t("detail.endedAt")} testId="subscription-ended-at">
          {formatDateTime(subscription.ended_at)}
        </Field>
        {subscription.paused_at && (
          <Field label={t("detail.pausedAt")} testId="subscription-paused-at">
            {formatDateTime(subscription.paused_at)}
          </Field>
        )}
        {subscription.resumes_at && (
          <Field label={t("detail.resumesAt")}>{formatDateTime(subscription.resumes_at)}</Field>
        )}
        <Field label={t("detail.cancellationReason")} testId="subscription-cancellation-reason">
          {reason ? t(CANCELLATION_REASON_KEYS[reason]) : "—"}
        </Field>
        <Field label={t("detail.cancellationComment")}>{subscription.customer_cancellation_comment ?? "—"}</Field>
        <Field label={t("detail.discount")}>
          {subscription.discount ? discountText(subscription.discount, subscription.currency) : "—"}
        </Field>
        {subscription.seats !== null && <Field label={t("detail.seats")}>{subscription.seats}</Field>}
        <Field label={t("detail.checkout")}>{subscription.checkout_id ?? "—"}</Field>
        <Field label={t("detail.created")}>{formatDateTime(subscription.created_at)}</Field>
        <Field label={t("detail.id")}>{subscription.id}</Field>
      </SimpleGrid>
    </SectionCard>
  );
}

const BILLING_REASON_KEYS = {
  purchase: "orders.billingReason.purchase",
  subscription_create: "orders.billingReason.subscriptionCreate",
  subscription_cycle: "orders.billingReason.subscriptionCycle",
  subscription_update: "orders.billingReason.subscriptionUpdate",
} as const satisfies Record<Order["billing_reason"], string>;

function SubscriptionOrders({ billing, subscription }: { billing: BillingContext; subscription: Subscription }) {
  const { t } = useTranslation("billing-subscriptions");
  const orders = useSubscriptionOrders(billing.organizationId, subscription);
  return (
    <SectionCard title={t("orders.title")} description={t("orders.description")}>
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        loadingLabel={t("orders.loading")}
        errorTitle={t("orders.loadError")}
      >
        {orders.data && orders.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("orders.empty")}
          </Text>
        ) : (
          <Table aria-label={t("orders.tableLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("orders.date")}</Table.Th>
                <Table.Th>{t("orders.reason")}</Table.Th>
                <Table.Th>{t("orders.total")}</Table.Th>
                <Table.Th>{t("orders.status")}</Table.Th>
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
                  <Table.Td>{t(BILLING_REASON_KEYS[order.billing_reason])}</Table.Td>
                  <Table.Td>{formatMoney(order.total_amount, order.currency)}</Table.Td>
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
