import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { useHeldSeatSubscriptions } from "../hooks/use-portal-seats";
import type { PortalAuth } from "../lib/portal-client";

/** The plans the customer has a seat on, bought by someone else (shown only when there is one). */
export function HeldSeatsSection({ auth }: { auth: PortalAuth }) {
  const held = useHeldSeatSubscriptions(auth);
  const { t } = useTranslation("portal");
  if (held.data?.items.length === 0) return null;
  return (
    <SectionCard
      title={t("heldSeats.title")}
      id="held-seats"
      aria-label={t("heldSeats.title")}
      description={t("heldSeats.description")}
    >
      <QueryState
        isPending={held.isPending}
        error={held.error}
        onRetry={() => void held.refetch()}
        loadingLabel={t("heldSeats.loading")}
        errorTitle={t("heldSeats.loadFailed")}
      >
        <List spacing="xs" listStyleType="none" p={0}>
          {held.data?.items.map((subscription) => (
            <List.Item key={subscription.id} data-testid="portal-held-seat">
              <Text fw={600}>{subscription.product.name}</Text>
              <Text size="sm" c="dimmed">
                {subscription.status === "active" || subscription.status === "trialing"
                  ? t("heldSeats.until", { date: formatDateTime(subscription.current_period_end) })
                  : t("heldSeats.ended", { status: subscription.status })}
              </Text>
            </List.Item>
          ))}
        </List>
      </QueryState>
    </SectionCard>
  );
}
