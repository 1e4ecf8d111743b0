import { List, Text } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { useHeldSeatSubscriptions } from "../hooks/use-portal-seats";
import type { PortalAuth } from "../lib/portal-client";

/** The plans the customer has a seat on, bought by someone else (shown only when there is one). */
export function HeldSeatsSection({ auth }: { auth: PortalAuth }) {
  const held = useHeldSeatSubscriptions(auth);
  if (held.data?.items.length === 0) return null;
  return (
    <SectionCard
      title="Your seats"
      id="held-seats"
      aria-label="Your seats"
      description="Plans someone gave you a seat on. Their benefits are yours while you hold the seat."
    >
      <QueryState
        isPending={held.isPending}
        error={held.error}
        onRetry={() => void held.refetch()}
        loadingLabel="Loading your seats"
        errorTitle="Could not load your seats"
      >
        <List spacing="xs" listStyleType="none" p={0}>
          {held.data?.items.map((subscription) => (
            <List.Item key={subscription.id} data-testid="portal-held-seat">
              <Text fw={600}>{subscription.product.name}</Text>
              <Text size="sm" c="dimmed">
                {subscription.status === "active" || subscription.status === "trialing"
                  ? `Until ${formatDateTime(subscription.current_period_end)}, renewed with the plan`
                  : `Plan ${subscription.status}`}
              </Text>
            </List.Item>
          ))}
        </List>
      </QueryState>
    </SectionCard>
  );
}
