import { Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import { useProducts } from "../../billing-products/hooks/use-products";
import { SUBSCRIPTIONS_PAGE_SIZE, subscriptionAmount, useSubscriptions } from "../hooks/use-subscriptions";
import type { Subscription } from "../lib/types";
import { SubscriptionDetail } from "./subscription-detail";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

/** `/billing/subscriptions` (list) and `/billing/subscriptions/:id` (detail with cancel, uncancel, revoke). */
export function SubscriptionsSection({ billing }: BillingSectionProps) {
  if (billing.item) {
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "subscriptions")} size="sm">
          ← All subscriptions
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
      header: "Customer",
      cell: (subscription) => (
        <RouterLink to={billingPath(slug, "subscriptions", subscription.id)} size="sm">
          {subscription.customer.email}
        </RouterLink>
      ),
    },
    { header: "Product", cell: (subscription) => <Text size="sm">{subscription.product.name}</Text> },
    { header: "Status", cell: (subscription) => <SubscriptionStatusBadge subscription={subscription} /> },
    { header: "Amount", cell: (subscription) => <Text size="sm">{subscriptionAmount(subscription)}</Text> },
    {
      header: "Current period ends",
      cell: (subscription) => (
        <Text size="sm">{subscription.ended_at ? "—" : formatDateTime(subscription.current_period_end)}</Text>
      ),
    },
  ];
}

type ActiveFilter = "" | "active" | "inactive";

function SubscriptionsList({ billing }: { billing: BillingContext }) {
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
          label="Status"
          value={active}
          onChange={(event) => {
            setActive(event.currentTarget.value as ActiveFilter);
            setPage(1);
          }}
          data={[
            { value: "", label: "All" },
            { value: "active", label: "Active" },
            { value: "inactive", label: "Inactive" },
          ]}
          style={{ minWidth: 160 }}
        />
        <NativeSelect
          label="Product"
          value={productId}
          onChange={(event) => {
            setProductId(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: "", label: "All products" },
            ...(products.data?.items ?? []).map((product) => ({ value: product.id, label: product.name })),
          ]}
          style={{ minWidth: 240 }}
        />
      </Group>
      <QueryState
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        loadingLabel="Loading the subscriptions"
        errorTitle="Could not load the subscriptions"
      >
        <ResourceTable
          label="Subscriptions"
          items={subscriptions.data?.items ?? []}
          empty={filtered ? "No subscription matches these filters." : "No subscriptions yet."}
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
