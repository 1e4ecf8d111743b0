import { Badge, Group } from "@mantine/core";
import type { Subscription, SubscriptionStatus } from "../lib/types";

const COLORS: Record<SubscriptionStatus, string> = {
  incomplete: "yellow",
  incomplete_expired: "gray",
  trialing: "blue",
  active: "teal",
  past_due: "orange",
  canceled: "gray",
  unpaid: "red",
};

/** The status (`past_due` → "past due"), plus a "cancels at period end" badge while a cancellation at period end is pending. */
export function SubscriptionStatusBadge({
  subscription,
}: {
  subscription: Pick<Subscription, "status" | "cancel_at_period_end">;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={COLORS[subscription.status]} data-testid="subscription-status">
        {subscription.status.replace(/_/g, " ")}
      </Badge>
      {subscription.cancel_at_period_end && subscription.status !== "canceled" && (
        <Badge variant="outline" color="orange" data-testid="subscription-cancels">
          cancels at period end
        </Badge>
      )}
    </Group>
  );
}
