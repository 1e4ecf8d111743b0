import { Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { i18n } from "../../../i18n/i18n";
import { formatDate } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import { useSeatChangePreview } from "../hooks/use-portal-seats";
import { updatePortalSubscription, useRefreshPortal } from "../hooks/use-portal-subscriptions";
import type { PortalAuth } from "../lib/portal-client";
import { type SeatChange, seatBoundsOf, seatChangeOf, seatCountProblem } from "../lib/seats";
import type { CustomerSubscription } from "../lib/types";
import { PreviewAmounts, PreviewState } from "./preview-amounts";

interface ChangeSeatsModalProps {
  auth: PortalAuth;
  subscription: CustomerSubscription;
  /** Seats assigned or claimed now: the count cannot go below. */
  used: number;
  onClose: () => void;
}

/** The confirm button's words for each kind of change. */
function confirmLabel(change: SeatChange): string {
  switch (change.kind) {
    case "more":
      return i18n.t("portal:changeSeats.add", { count: change.difference });
    case "fewer":
      return i18n.t("portal:changeSeats.remove", { count: change.difference });
    case "keep":
      return i18n.t("portal:changeSeats.keepCount", { seats: change.seats });
    case "none":
      return i18n.t("portal:seats.change");
  }
}

/** The sentence under the preview: when the change applies and how it is paid. */
function noteOf(change: SeatChange, subscription: CustomerSubscription, proration: "invoice" | "prorate"): string {
  const end = formatDate(subscription.current_period_end);
  switch (change.kind) {
    case "fewer":
      return i18n.t("portal:changeSeats.fewerNote", {
        current: subscription.seats ?? 0,
        date: end,
        seats: change.seats,
      });
    case "keep":
      return i18n.t("portal:changeSeats.keepNote", { date: end, seats: change.seats });
    default:
      return proration === "prorate"
        ? i18n.t("portal:changeSeats.moreNoteRenewal")
        : i18n.t("portal:changeSeats.moreNoteNow");
  }
}

/**
 * Change how many seats the subscription pays for: type a count, see what it costs (the server's
 * preview), confirm. More seats apply now, prorated; fewer at the end of the period, never below
 * the seats assigned.
 */
export function ChangeSeatsModal({ auth, subscription, used, onClose }: ChangeSeatsModalProps) {
  const refresh = useRefreshPortal(auth);
  const { t } = useTranslation("portal");
  const bounds = seatBoundsOf(subscription, used);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<
    { seats: number | string },
    CustomerSubscription
  >({
    initialValues: { seats: subscription.pending_update?.seats ?? subscription.seats ?? 1 },
    validate: { seats: (value) => seatCountProblem(bounds, value) },
    request: ({ seats }) => updatePortalSubscription(auth, subscription.id, { kind: "seats", seats: Number(seats) }),
    onSuccess: async (_updated, { seats }) => {
      notifySuccess(
        t("changeSeats.updated"),
        Number(seats) < (subscription.seats ?? 0)
          ? t("changeSeats.updatedLater", { seats: Number(seats), date: formatDate(subscription.current_period_end) })
          : t("changeSeats.updatedNow", { seats: Number(seats) }),
      );
      await refresh();
      onClose();
    },
  });
  const [typed] = useDebouncedValue(form.values.seats, 300);
  const change = seatChangeOf(subscription, typed);
  const askable = change.kind !== "none" && seatCountProblem(bounds, typed) === null;
  const preview = useSeatChangePreview(auth, subscription.id, askable ? change.seats : null);
  // A refusal of the count itself (e.g. below the seats assigned) belongs on the field.
  const previewFieldError =
    preview.error instanceof V1Error && preview.error.validation.length > 0
      ? preview.error.validation.map((item) => item.msg).join("; ")
      : null;
  const current = seatChangeOf(subscription, form.values.seats);
  const settled = current.seats === change.seats;

  return (
    <Modal opened onClose={onClose} title={t("seats.change")} centered>
      <form onSubmit={onSubmit} noValidate aria-label={t("seats.change")}>
        <Stack>
          <FormAlert error={formError} title={t("changeSeats.failed")} onClose={clearFormError} />
          <Text size="sm">{t("changeSeats.current", { seats: subscription.seats ?? 0, used })}</Text>
          <NumberInput
            label={t("changeSeats.count")}
            description={bounds.description}
            min={bounds.min}
            max={bounds.max ?? undefined}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps("seats")}
            error={form.errors.seats ?? (settled ? previewFieldError : null)}
          />
          {askable && settled && !previewFieldError && (
            <PreviewState preview={preview}>
              {preview.data && (
                <PreviewAmounts
                  preview={preview.data}
                  testIdPrefix="portal-seats"
                  note={noteOf(change, subscription, preview.data.proration_behavior)}
                />
              )}
            </PreviewState>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("changeSeats.keepCurrent")}
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={!askable || !settled || !preview.data || previewFieldError !== null}
            >
              {confirmLabel(change)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
