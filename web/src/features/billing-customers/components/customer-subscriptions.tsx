import { Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingContext } from "../../billing-kit/lib/context";
import { SubscriptionStatusBadge } from "../../billing-subscriptions/components/subscription-status-badge";
import { subscriptionAmount, useSubscriptions } from "../../billing-subscriptions/hooks/use-subscriptions";
import { CreateSubscriptionButton } from "./create-subscription";

const PAGE_SIZE = 10;

/** The customer's subscriptions, each linking to its page in the Subscriptions section. */
export function CustomerSubscriptions({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const { t } = useTranslation("billing-customers");
  const [page, setPage] = useState(1);
  const subscriptions = useSubscriptions(billing.organizationId, {
    page,
    limit: PAGE_SIZE,
    active: null,
    productId: "",
    customerId,
  });
  return (
    <SectionCard title={t("subscriptions.title")}>
      <QueryState
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        loadingLabel={t("subscriptions.loading")}
        errorTitle={t("subscriptions.loadError")}
      >
        <ResourceTable
          label={t("subscriptions.label")}
          items={subscriptions.data?.items ?? []}
          empty={t("subscriptions.empty")}
          stale={subscriptions.isPlaceholderData}
          columns={[
            {
              header: t("subscriptions.product"),
              cell: (subscription) => (
                <RouterLink to={billingPath(billing.slug, "subscriptions", subscription.id)} size="sm">
                  {subscription.product.name}
                </RouterLink>
              ),
            },
            {
              header: t("subscriptions.status"),
              cell: (subscription) => <SubscriptionStatusBadge subscription={subscription} />,
            },
            {
              header: t("subscriptions.amount"),
              cell: (subscription) => <Text size="sm">{subscriptionAmount(subscription)}</Text>,
            },
            {
              header: t("subscriptions.started"),
              cell: (subscription) => <Text size="sm">{formatDateTime(subscription.started_at)}</Text>,
            },
          ]}
          rowAttributes={(subscription) => ({
            "data-testid": "customer-subscription-row",
            "data-status": subscription.status,
          })}
        />
        <ListPagination page={page} onChange={setPage} list={subscriptions.data} noun="subscriptions" />
        {billing.can.subscriptions.write && (
          <Group justify="flex-end" mt="sm">
            <CreateSubscriptionButton billing={billing} customerId={customerId} />
          </Group>
        )}
      </QueryState>
    </SectionCard>
  );
}
