import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { usePortalSubscriptions, useUpdatePortalSubscription } from "../hooks/use-portal-subscriptions";
import type { PortalAuth } from "../lib/portal-client";
import { CANCELLATION_REASONS, type CancellationReason, type CustomerSubscription } from "../lib/types";
import { CancelSubscriptionModal } from "./cancel-subscription-modal";
import { ChangePlanModal } from "./change-plan-modal";
import { SubscriptionSeats } from "./subscription-seats";
import { SubscriptionUnits } from "./subscription-units";

const STATUS_COLORS: Record<string, string> = {
  active: "teal",
  trialing: "blue",
  past_due: "orange",
  unpaid: "red",
  canceled: "gray",
  incomplete: "yellow",
  incomplete_expired: "gray",
  paused: "grape",
};
const STATUS_LABELS = {
  active: "status.active",
  trialing: "status.trialing",
  past_due: "status.pastDue",
  unpaid: "status.unpaid",
  canceled: "status.canceled",
  incomplete: "status.incomplete",
  incomplete_expired: "status.incompleteExpired",
  paused: "status.paused",
} as const;
const LIVE = new Set(["active", "trialing", "past_due"]);

/** The status badge's words; a status this page does not know yet shows as the server names it. */
function statusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status)
    ? i18n.t(STATUS_LABELS[status as keyof typeof STATUS_LABELS], { ns: "portal" })
    : status.replace(/_/g, " ");
}

/** "$19.00 / month", "$50.00 every 3 months · 5 seats". */
function priceLine(subscription: CustomerSubscription): string {
  const amount = formatMoney(subscription.amount, subscription.currency);
  const per = i18n.t("portal:subscriptions.per", {
    interval: subscription.recurring_interval,
    count: subscription.recurring_interval_count,
  });
  return subscription.seats !== null
    ? i18n.t("portal:subscriptions.priceWithSeats", { amount, per, seats: subscription.seats })
    : i18n.t("portal:subscriptions.price", { amount, per });
}

/** "Renews on …", "Ends on …", "Pauses on …", "Paused since …" or "Ended on …": what happens at the end of the period. */
function periodLine(subscription: CustomerSubscription): string {
  if (subscription.ended_at)
    return i18n.t("portal:subscriptions.endedOn", { date: formatDateTime(subscription.ended_at) });
  if (subscription.status === "paused")
    return i18n.t("portal:subscriptions.pausedSince", { date: formatDateTime(subscription.paused_at) });
  if (subscription.pause_at_period_end)
    return i18n.t("portal:subscriptions.pausesOn", { date: formatDateTime(subscription.current_period_end) });
  if (subscription.cancel_at_period_end || subscription.ends_at)
    return i18n.t("portal:subscriptions.endsOn", {
      date: formatDateTime(subscription.ends_at ?? subscription.current_period_end),
    });
  return i18n.t("portal:subscriptions.renewsOn", { date: formatDateTime(subscription.current_period_end) });
}

/** Why the customer canceled, in their words of the form (or as the server names a reason this page does not know). */
function reasonLabel(reason: string): string {
  return Object.hasOwn(CANCELLATION_REASONS, reason)
    ? i18n.t(CANCELLATION_REASONS[reason as CancellationReason], { ns: "portal" })
    : reason;
}

/**
 * Pause at period end (confirmed) or undo it, resume a paused subscription (confirmed: a new
 * period is charged now); offered where the organization lets customers pause (Polar's portal
 * `pause` setting), which the server checks again.
 */
function PauseActions({ auth, subscription }: { auth: PortalAuth; subscription: CustomerSubscription }) {
  const [dialog, setDialog] = useState<"pause" | "resume" | null>(null);
  const modal = useUpdatePortalSubscription(auth);
  const undo = useUpdatePortalSubscription(auth);
  const { t } = useTranslation("portal");
  const open = (next: "pause" | "resume") => {
    modal.reset();
    setDialog(next);
  };
  const confirm = (kind: "pause" | "resume") =>
    modal.mutate({ id: subscription.id, change: { kind } }, { onSuccess: () => setDialog(null) });
  return (
    <Stack gap={4} align="flex-end">
      {subscription.status === "paused" ? (
        <Button variant="light" onClick={() => open("resume")}>
          {t("subscriptions.resume")}
        </Button>
      ) : subscription.pause_at_period_end ? (
        <Button
          variant="light"
          loading={undo.isPending}
          onClick={() => undo.mutate({ id: subscription.id, change: { kind: "undoPause" } })}
        >
          {t("subscriptions.undoPause")}
        </Button>
      ) : (
        <Button variant="default" onClick={() => open("pause")}>
          {t("subscriptions.pause")}
        </Button>
      )}
      <FormAlert
        error={undo.error ? { status: 0, message: messageOf(undo.error) } : null}
        title={t("subscriptions.undoPauseFailed")}
      />
      <ConfirmActionModal
        opened={dialog === "pause"}
        onClose={() => setDialog(null)}
        color="grape"
        title={t("subscriptions.pauseTitle")}
        description={t("subscriptions.pauseDescription", {
          product: subscription.product.name,
          date: formatDateTime(subscription.current_period_end),
        })}
        confirmLabel={t("subscriptions.pauseConfirm")}
        cancelLabel={t("subscriptions.keep")}
        loading={modal.isPending}
        error={modal.error}
        errorTitle={t("subscriptions.pauseFailed")}
        onConfirm={() => confirm("pause")}
      />
      <ConfirmActionModal
        opened={dialog === "resume"}
        onClose={() => setDialog(null)}
        color="teal"
        title={t("subscriptions.resumeTitle")}
        description={t("subscriptions.resumeDescription", {
          product: subscription.product.name,
          amount: formatMoney(subscription.amount, subscription.currency),
        })}
        confirmLabel={t("subscriptions.resumeConfirm")}
        cancelLabel={t("subscriptions.keep")}
        loading={modal.isPending}
        error={modal.error}
        errorTitle={t("subscriptions.resumeFailed")}
        onConfirm={() => confirm("resume")}
      />
    </Stack>
  );
}

function SubscriptionCard({ auth, subscription }: { auth: PortalAuth; subscription: CustomerSubscription }) {
  const [dialog, setDialog] = useState<"cancel" | "change" | null>(null);
  const uncancel = useUpdatePortalSubscription(auth);
  const live = LIVE.has(subscription.status);
  const paused = subscription.status === "paused";
  // Polar's can_pause: active and not canceling; a paused one may be resumed.
  const pausable =
    subscription.product.organization.customer_portal_settings.subscription?.pause === true &&
    !subscription.cancel_at_period_end &&
    (paused || subscription.status === "active");
  const titleId = `portal-subscription-${subscription.id}`;
  const { t } = useTranslation("portal");
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
                {statusLabel(subscription.status)}
              </Badge>
            </Group>
            <Text size="sm" fw={600}>
              {priceLine(subscription)}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-start">
            {pausable && <PauseActions auth={auth} subscription={subscription} />}
            {live && (
              <Group gap="xs">
                {subscription.cancel_at_period_end ? (
                  <Button
                    variant="light"
                    loading={uncancel.isPending}
                    onClick={() => uncancel.mutate({ id: subscription.id, change: { kind: "uncancel" } })}
                  >
                    {t("subscriptions.uncancel")}
                  </Button>
                ) : (
                  <>
                    {subscription.product.organization.allow_customer_updates && (
                      <Button variant="default" onClick={() => setDialog("change")}>
                        {t("subscriptions.changePlan")}
                      </Button>
                    )}
                    <Button variant="default" color="red" onClick={() => setDialog("cancel")}>
                      {t("subscriptions.cancel")}
                    </Button>
                  </>
                )}
              </Group>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t("subscriptions.currentPeriod", {
            start: formatDateTime(subscription.current_period_start),
            end: formatDateTime(subscription.current_period_end),
          })}
        </Text>
        <Text size="sm" data-testid="portal-subscription-period">
          {periodLine(subscription)}
        </Text>
        {subscription.resumes_at && (
          <Text size="sm" c="dimmed">
            {t("subscriptions.resumesOn", { date: formatDateTime(subscription.resumes_at) })}
          </Text>
        )}
        {subscription.cancel_at_period_end && subscription.customer_cancellation_reason && (
          <Text size="sm" c="dimmed">
            {t("subscriptions.reason", { reason: reasonLabel(subscription.customer_cancellation_reason) })}
          </Text>
        )}
        <FormAlert
          error={uncancel.error ? { status: 0, message: messageOf(uncancel.error) } : null}
          title={t("subscriptions.uncancelFailed")}
        />
        {subscription.seats !== null && (
          <>
            <Divider />
            <SubscriptionSeats auth={auth} subscription={subscription} live={live} />
          </>
        )}
        {subscription.units != null && (
          <>
            <Divider />
            <SubscriptionUnits auth={auth} subscription={subscription} live={live} />
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
  const { t } = useTranslation("portal");
  return (
    <SectionCard title={t("subscriptions.title")} id="subscriptions" aria-label={t("subscriptions.title")}>
      <QueryState
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        loadingLabel={t("subscriptions.loading")}
        errorTitle={t("subscriptions.loadFailed")}
      >
        {subscriptions.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("subscriptions.empty")}
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
