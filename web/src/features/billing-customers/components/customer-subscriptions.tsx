import { Text } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import type { BillingContext } from "../../billing/lib/context";
import { SubscriptionStatusBadge } from "../../billing-subscriptions/components/subscription-status-badge";
import { subscriptionAmount, useSubscriptions } from "../../billing-subscriptions/hooks/use-subscriptions";

const PAGE_SIZE = 10;

/** The customer's subscriptions, each linking to its page in the Subscriptions section. */
export function CustomerSubscriptions({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const [page, setPage] = useState(1);
  const subscriptions = useSubscriptions(billing.organizationId, {
    page,
    limit: PAGE_SIZE,
    active: null,
    productId: "",
    customerId,
  });
  return (
    <SectionCard title="Subscriptions">
      <QueryState
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        loadingLabel="Loading the customer's subscriptions"
        errorTitle="Could not load the subscriptions"
      >
        <ResourceTable
          label="Subscriptions of this customer"
          items={subscriptions.data?.items ?? []}
          empty="No subscriptions."
          stale={subscriptions.isPlaceholderData}
          columns={[
            {
              header: "Product",
              cell: (subscription) => (
                <RouterLink to={billingPath(billing.slug, "subscriptions", subscription.id)} size="sm">
                  {subscription.product.name}
                </RouterLink>
              ),
            },
            { header: "Status", cell: (subscription) => <SubscriptionStatusBadge subscription={subscription} /> },
            { header: "Amount", cell: (subscription) => <Text size="sm">{subscriptionAmount(subscription)}</Text> },
            {
              header: "Started",
              cell: (subscription) => <Text size="sm">{formatDateTime(subscription.started_at)}</Text>,
            },
          ]}
          rowAttributes={(subscription) => ({
            "data-testid": "customer-subscription-row",
            "data-status": subscription.status,
          })}
        />
        <ListPagination page={page} onChange={setPage} list={subscriptions.data} noun="subscriptions" />
      </QueryState>
    </SectionCard>
  );
}
