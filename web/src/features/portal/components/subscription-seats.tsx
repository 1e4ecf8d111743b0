import { Badge, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal, useConfirmTarget } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { formatDate } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { validateEmail } from "../../../lib/validators";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import {
  assignPortalSeat,
  usePortalSeats,
  useRefreshSeats,
  useResendPortalSeat,
  useRevokePortalSeat,
} from "../hooks/use-portal-seats";
import type { PortalAuth } from "../lib/portal-client";
import type { CustomerSeat, CustomerSubscription } from "../lib/types";
import { ChangeSeatsModal } from "./change-seats-modal";

/** A team member's seat names the member (its customer is the team itself); any other, its customer. */
const holderOf = (seat: CustomerSeat) => (seat.member_id ? seat.email : (seat.customer_email ?? seat.email)) ?? "—";

/** Refusals about the address itself land on the email field. */
const EMAIL_ERRORS = new Set(["SeatAlreadyAssigned", "CustomerNotFound"]);

function AssignSeatForm({ auth, subscriptionId, full }: { auth: PortalAuth; subscriptionId: string; full: boolean }) {
  const refresh = useRefreshSeats(auth, subscriptionId);
  const { t } = useTranslation("portal");
  const v1form = useV1Form<{ email: string }, CustomerSeat | null>({
    initialValues: { email: "" },
    validate: { email: validateEmail },
    request: async ({ email }) => {
      try {
        return await assignPortalSeat(auth, subscriptionId, email.trim());
      } catch (error) {
        if (error instanceof V1Error && error.validation.length === 0 && EMAIL_ERRORS.has(error.code ?? "")) {
          v1form.form.setFieldError("email", error.message);
          return null;
        }
        throw error;
      }
    },
    onSuccess: async (seat) => {
      if (!seat) return;
      notifySuccess(t("seats.assigned"), t("seats.assignedMessage", { email: holderOf(seat) }));
      form.reset();
      await refresh();
    },
  });
  const { form, onSubmit, submitting, formError, clearFormError } = v1form;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("seats.assign")}>
      <Stack gap="xs">
        <FormAlert error={formError} title={t("seats.assignFailed")} onClose={clearFormError} />
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t("seats.holderEmail")}
            type="email"
            autoComplete="off"
            placeholder="colleague@example.com"
            disabled={full}
            style={{ flex: "1 1 220px" }}
            {...form.getInputProps("email")}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={submitting} disabled={full}>
            {t("seats.assign")}
          </Button>
        </Group>
        {full && (
          <Text size="sm" c="dimmed">
            {t("seats.full")}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** One seat: its holder, invited or claimed (and since when), resend and revoke. */
function SeatRow({
  seat,
  resending,
  onResend,
  onRevoke,
}: {
  seat: CustomerSeat;
  resending: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const labelId = useId();
  const { t } = useTranslation("portal");
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      wrap="wrap"
      gap="xs"
      py="xs"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      data-testid="portal-seat"
      data-email={holderOf(seat)}
    >
      <Stack gap={2} miw={0} style={{ flex: "1 1 240px" }}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500} id={labelId} style={{ overflowWrap: "anywhere" }}>
            {holderOf(seat)}
          </Text>
          <Badge variant="light" color={seat.status === "claimed" ? "teal" : "yellow"}>
            {seat.status === "claimed" ? t("seats.claimed") : t("seats.invited")}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {seat.status === "claimed"
            ? t("seats.claimedOn", { date: formatDate(seat.claimed_at) })
            : t("seats.invitationValidUntil", { date: formatDate(seat.invitation_token_expires_at) })}
        </Text>
      </Stack>
      {/* Longer languages put the two actions on two lines rather than past a phone's edge. */}
      <Group gap={4} wrap="wrap">
        {seat.status === "pending" && (
          <Button variant="subtle" size="xs" aria-describedby={labelId} loading={resending} onClick={onResend}>
            {t("seats.resend")}
          </Button>
        )}
        <Button variant="subtle" color="red" size="xs" aria-describedby={labelId} onClick={onRevoke}>
          {t("seats.revoke")}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * A seat-based subscription's seats in the portal: how many are used, who holds them (invited or
 * claimed), assigning one by email, revoking, resending an invitation, and changing the count.
 */
export function SubscriptionSeats({
  auth,
  subscription,
  live,
}: {
  auth: PortalAuth;
  subscription: CustomerSubscription;
  live: boolean;
}) {
  const titleId = useId();
  const { t } = useTranslation("portal");
  const seats = usePortalSeats(auth, subscription.id);
  const revoke = useRevokePortalSeat(auth, subscription.id);
  const resend = useResendPortalSeat(auth, subscription.id);
  const confirm = useConfirmTarget<CustomerSeat>(revoke.reset);
  const [changing, setChanging] = useState(false);
  const held = (seats.data?.seats ?? []).filter((seat) => seat.status !== "revoked");
  const total = seats.data?.total_seats ?? subscription.seats ?? 0;
  const used = total - (seats.data?.available_seats ?? 0);
  const planned = subscription.pending_update?.seats ?? null;
  const mayChange =
    live && subscription.product.organization.customer_portal_settings.subscription?.update_seats !== false;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={4} size="h5" id={titleId}>
            {t("seats.title")}
          </Title>
          {seats.data && (
            <Text size="sm" data-testid="portal-seats-usage">
              {t("seats.usage", { used, total })}
            </Text>
          )}
        </Stack>
        {mayChange && seats.data && (
          <Button variant="default" size="xs" onClick={() => setChanging(true)}>
            {t("seats.change")}
          </Button>
        )}
      </Group>
      {planned !== null && subscription.pending_update && (
        <Text size="sm" c="orange.8" data-testid="portal-seats-pending">
          {t("seats.planned", { seats: planned, date: formatDate(subscription.pending_update.applies_at) })}
        </Text>
      )}
      <QueryState
        isPending={seats.isPending}
        error={seats.error}
        onRetry={() => void seats.refetch()}
        loadingLabel={t("seats.loading")}
        errorTitle={t("seats.loadFailed")}
      >
        <FormAlert
          error={resend.error ? { status: 0, message: messageOf(resend.error) } : null}
          title={t("seats.resendFailed")}
          onClose={() => resend.reset()}
        />
        {held.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("seats.empty")}
          </Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            aria-label={t("seats.listLabel", { product: subscription.product.name })}
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {held.map((seat) => (
              <SeatRow
                key={seat.id}
                seat={seat}
                resending={resend.isPending && resend.variables === seat.id}
                onResend={() =>
                  resend.mutate(seat.id, {
                    onSuccess: () =>
                      notifySuccess(t("seats.resent"), t("seats.resentMessage", { email: holderOf(seat) })),
                  })
                }
                onRevoke={() => confirm.open(seat)}
              />
            ))}
          </Stack>
        )}
        {live && seats.data && (
          <AssignSeatForm auth={auth} subscriptionId={subscription.id} full={seats.data.available_seats === 0} />
        )}
      </QueryState>
      <ConfirmActionModal
        opened={confirm.target !== null}
        onClose={confirm.close}
        title={t("seats.revokeTitle")}
        description={confirm.target && t("seats.revokeDescription", { holder: holderOf(confirm.target) })}
        confirmLabel={t("seats.revoke")}
        loading={revoke.isPending}
        error={revoke.error}
        errorTitle={t("seats.revokeFailed")}
        onConfirm={() => {
          const seat = confirm.target;
          if (!seat) return;
          revoke.mutate(seat.id, {
            onSuccess: () => {
              confirm.close();
              notifySuccess(t("seats.revoked"), t("seats.revokedMessage", { holder: holderOf(seat) }));
            },
          });
        }}
      />
      {changing && (
        <ChangeSeatsModal auth={auth} subscription={subscription} used={used} onClose={() => setChanging(false)} />
      )}
    </Stack>
  );
}
