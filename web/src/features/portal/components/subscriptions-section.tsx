import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { formatAmount } from "../../billing-products/lib/types";
import { usePortalSubscriptions, useUpdatePortalSubscription } from "../hooks/use-portal-subscriptions";
import type { PortalAuth } from "../lib/portal-client";
import { CANCELLATION_REASONS, type CustomerSubscription } from "../lib/types";
import { CancelSubscriptionModal } from "./cancel-subscription-modal";
import { ChangePlanModal } from "./change-plan-modal";
import { SubscriptionSeats } from "./subscription-seats";

const STATUS_COLORS: Record<string, string> = {
  active: "teal",
  trialing: "blue",
  past_due: "orange",
  unpaid: "red",
  canceled: "gray",
  incomplete: "yellow",
  incomplete_expired: "gray",
};
const LIVE = new Set(["active", "trialing", "past_due"]);

function perInterval(subscription: CustomerSubscription): string {
  const count = subscription.recurring_interval_count;
  return count > 1 ? `every ${count} ${subscription.recurring_interval}s` : `/ ${subscription.recurring_interval}`;
}

/** "Renews on …", "Ends on …" or "Ended on …": what happens at the end of the period. */
function periodLine(subscription: CustomerSubscription): string {
  if (subscription.ended_at) return `Ended on ${formatDateTime(subscription.ended_at)}`;
  if (subscription.cancel_at_period_end || subscription.ends_at)
    return `Ends on ${formatDateTime(subscription.ends_at ?? subscription.current_period_end)}`;
  return `Renews on ${formatDateTime(subscription.current_period_end)}`;
}

function SubscriptionCard({ auth, subscription }: { auth: PortalAuth; subscription: CustomerSubscription }) {
  const [dialog, setDialog] = useState<"cancel" | "change" | null>(null);
  const uncancel = useUpdatePortalSubscription(auth);
  const live = LIVE.has(subscription.status);
  const titleId = `portal-subscription-${subscription.id}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="portal-subscription"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="sm">
              <Title order={3} size="h4" id={titleId}>
                {subscription.product.name}
              </Title>
              <Badge
                variant="light"
                color={STATUS_COLORS[subscription.status] ?? "gray"}
                data-testid="portal-subscription-status"
              >
                {subscription.status.replace(/_/g, " ")}
              </Badge>
            </Group>
            <Text size="sm" fw={600}>
              {`${formatAmount(subscription.amount, subscription.currency)} ${perInterval(subscription)}${
                subscription.seats !== null ? ` · ${subscription.seats} seats` : ""
              }`}
            </Text>
          </Stack>
          {live && (
            <Group gap="xs">
              {subscription.cancel_at_period_end ? (
                <Button
                  variant="light"
                  loading={uncancel.isPending}
                  onClick={() => uncancel.mutate({ id: subscription.id, change: { kind: "uncancel" } })}
                >
                  Uncancel subscription
                </Button>
              ) : (
                <>
                  {subscription.product.organization.allow_customer_updates && (
                    <Button variant="default" onClick={() => setDialog("change")}>
                      Change plan
                    </Button>
                  )}
                  <Button variant="default" color="red" onClick={() => setDialog("cancel")}>
                    Cancel subscription
                  </Button>
                </>
              )}
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {`Current period: ${formatDateTime(subscription.current_period_start)} – ${formatDateTime(subscription.current_period_end)}`}
        </Text>
        <Text size="sm" data-testid="portal-subscription-period">
          {periodLine(subscription)}
        </Text>
        {subscription.cancel_at_period_end && subscription.customer_cancellation_reason && (
          <Text size="sm" c="dimmed">
            Reason:{" "}
            {CANCELLATION_REASONS[subscription.customer_cancellation_reason] ??
              subscription.customer_cancellation_reason}
          </Text>
        )}
        <FormAlert
          error={uncancel.error ? { status: 0, message: messageOf(uncancel.error) } : null}
          title="Could not uncancel the subscription"
        />
        {subscription.seats !== null && (
          <>
            <Divider />
            <SubscriptionSeats auth={auth} subscription={subscription} live={live} />
          </>
        )}
      </Stack>
      {dialog === "cancel" && (
        <CancelSubscriptionModal auth={auth} subscription={subscription} onClose={() => setDialog(null)} />
      )}
      {dialog === "change" && (
        <ChangePlanModal auth={auth} subscription={subscription} onClose={() => setDialog(null)} />
      )}
    </Paper>
  );
}

export function SubscriptionsSection({ auth }: { auth: PortalAuth }) {
  const subscriptions = usePortalSubscriptions(auth);
  return (
    <SectionCard title="Subscriptions" id="subscriptions" aria-label="Subscriptions">
      <QueryState
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        loadingLabel="Loading your subscriptions"
        errorTitle="Could not load your subscriptions"
      >
        {subscriptions.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            You have no subscriptions.
          </Text>
        ) : (
          <Stack gap="sm">
            {subscriptions.data?.items.map((subscription) => (
              <SubscriptionCard key={subscription.id} auth={auth} subscription={subscription} />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
