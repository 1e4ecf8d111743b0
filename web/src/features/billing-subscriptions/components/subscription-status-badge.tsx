import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Subscription, SubscriptionStatus } from "../lib/types";

const COLORS: Record<SubscriptionStatus, string> = {
  incomplete: "yellow",
  incomplete_expired: "gray",
  trialing: "blue",
  active: "teal",
  past_due: "orange",
  canceled: "gray",
  unpaid: "red",
  paused: "grape",
};

const STATUS_KEYS = {
  incomplete: "status.incomplete",
  incomplete_expired: "status.incompleteExpired",
  trialing: "status.trialing",
  active: "status.active",
  past_due: "status.pastDue",
  canceled: "status.canceled",
  unpaid: "status.unpaid",
  paused: "status.paused",
} as const satisfies Record<SubscriptionStatus, string>;

/**
 * The status (`past_due` → "past due"), plus a "cancels at period end" or "pauses at period end"
 * badge while such a change waits for the period's end.
 */
export function SubscriptionStatusBadge({
  subscription,
}: {
  subscription: Pick<Subscription, "status" | "cancel_at_period_end" | "pause_at_period_end">;
}) {
  const { t } = useTranslation("billing-subscriptions");
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={COLORS[subscription.status]} data-testid="subscription-status">
        {t(STATUS_KEYS[subscription.status])}
      </Badge>
      {subscription.cancel_at_period_end && subscription.status !== "canceled" && (
        <Badge variant="outline" color="orange" data-testid="subscription-cancels">
          {t("status.cancelsAtPeriodEnd")}
        </Badge>
      )}
      {subscription.pause_at_period_end && subscription.status === "active" && (
        <Badge variant="outline" color="grape" data-testid="subscription-pauses">
          {t("status.pausesAtPeriodEnd")}
        </Badge>
      )}
    </Group>
  );
}
