import { Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { i18n } from "../../../i18n/i18n";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { useProducts } from "../../billing-products/hooks/use-products";
import { SUBSCRIPTIONS_PAGE_SIZE, subscriptionAmount, useSubscriptions } from "../hooks/use-subscriptions";
import type { Subscription } from "../lib/types";
import { SubscriptionDetail } from "./subscription-detail";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

/** `/billing/subscriptions` (list) and `/billing/subscriptions/:id` (detail with cancel, uncancel, revoke). */
export function SubscriptionsSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-subscriptions");
  if (billing.item) {
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "subscriptions")} size="sm">
          {t("section.allSubscriptions")}
        </RouterLink>
        <SubscriptionDetail billing={billing} id={billing.item} />
      </Stack>
    );
  }
  return <SubscriptionsList billing={billing} />;
}

function subscriptionColumns(slug: string): ResourceColumn<Subscription>[] {
  return [
    {
      header: i18n.t("billing-subscriptions:list.columns.customer"),
      cell: (subscription) => (
        <RouterLink to={billingPath(slug, "subscriptions", subscription.id)} size="sm">
          {subscription.customer.email}
        </RouterLink>
      ),
    },
    {
      header: i18n.t("billing-subscriptions:list.columns.product"),
      cell: (subscription) => <Text size="sm">{subscription.product.name}</Text>,
    },
    {
      header: i18n.t("billing-subscriptions:list.columns.status"),
      cell: (subscription) => <SubscriptionStatusBadge subscription={subscription} />,
    },
    {
      header: i18n.t("billing-subscriptions:list.columns.amount"),
      cell: (subscription) => <Text size="sm">{subscriptionAmount(subscription)}</Text>,
    },
    {
      header: i18n.t("billing-subscriptions:list.columns.currentPeriodEnds"),
      cell: (subscription) => (
        <Text size="sm">{subscription.ended_at ? "—" : formatDateTime(subscription.current_period_end)}</Text>
      ),
    },
  ];
}

type ActiveFilter = "" | "active" | "inactive";

function SubscriptionsList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-subscriptions");
  const [page, setPage] = useState(1);
  const [active, setActive] = useState<ActiveFilter>("");
  const [productId, setProductId] = useState("");
  const products = useProducts(billing.organizationId, {
    archived: false,
    recurring: true,
    query: "",
    page: 1,
    limit: 100,
  });
  const subscriptions = useSubscriptions(billing.organizationId, {
    page,
    limit: SUBSCRIPTIONS_PAGE_SIZE,
    active: active === "" ? null : active === "active",
    productId,
    customerId: "",
  });
  const filtered = active !== "" || productId !== "";
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <NativeSelect
          label={t("list.statusFilter")}
          value={active}
          onChange={(event) => {
            setActive(event.currentTarget.value as ActiveFilter);
            setPage(1);
          }}
          data={[
            { label: t("list.statusAll"), value: "" },
            { value: "active", label: t("list.statusActive") },
            { value: "inactive", label: t("list.statusInactive") },
          ]}
          style={{ minWidth: 160 }}
        />
        <NativeSelect
          label={t("list.productFilter")}
          value={productId}
          onChange={(event) => {
            setProductId(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { label: t("list.allProducts"), value: "" },
            ...(products.data?.items ?? []).map((product) => ({ value: product.id, label: product.name })),
          ]}
          style={{ minWidth: 240 }}
        />
      </Group>
      <QueryState
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.label")}
          items={subscriptions.data?.items ?? []}
          empty={filtered ? t("list.emptyFiltered") : t("list.empty")}
          minWidth={760}
          stale={subscriptions.isPlaceholderData}
          columns={subscriptionColumns(billing.slug)}
          rowAttributes={(subscription) => ({
            "data-testid": "subscription-row",
            "data-status": subscription.status,
            "data-customer": subscription.customer.email,
            "data-cancel-at-period-end": String(subscription.cancel_at_period_end),
          })}
        />
        <ListPagination page={page} onChange={setPage} list={subscriptions.data} noun="subscriptions" />
      </QueryState>
    </Stack>
  );
}
