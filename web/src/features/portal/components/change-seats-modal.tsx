import { Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { FormAlert } from "../../../components/form-alert";
import { formatDate } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../../billing/lib/use-v1-form";
import { V1Error } from "../../billing/lib/v1-errors";
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

const CONFIRM_LABELS: Record<SeatChange["kind"], (change: SeatChange) => string> = {
  more: (change) => `Add ${change.difference} seat${change.difference === 1 ? "" : "s"}`,
  fewer: (change) => `Remove ${change.difference} seat${change.difference === 1 ? "" : "s"} at period end`,
  keep: (change) => `Keep ${change.seats} seats`,
  none: () => "Change seats",
};

/** The sentence under the preview: when the change applies and how it is paid. */
function noteOf(change: SeatChange, subscription: CustomerSubscription, proration: "invoice" | "prorate"): string {
  const end = formatDate(subscription.current_period_end);
  switch (change.kind) {
    case "fewer":
      return `You keep ${subscription.seats} seats until ${end}; from then on you pay for ${change.seats}.`;
    case "keep":
      return `The reduction planned for ${end} is canceled: you keep ${change.seats} seats.`;
    default:
      return proration === "prorate"
        ? "The new seats are yours now; their price for the rest of this period is added to your next renewal."
        : "The new seats are yours now; their price for the rest of this period is charged now to your saved card.";
  }
}

/**
 * Change how many seats the subscription pays for: type a count, see what it costs (the server's
 * preview), confirm. More seats apply now, prorated; fewer at the end of the period, never below
 * the seats assigned.
 */
export function ChangeSeatsModal({ auth, subscription, used, onClose }: ChangeSeatsModalProps) {
  const refresh = useRefreshPortal(auth);
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
        "Seats updated",
        Number(seats) < (subscription.seats ?? 0)
          ? `You will have ${seats} seats from ${formatDate(subscription.current_period_end)}.`
          : `You now have ${seats} seats.`,
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
    <Modal opened onClose={onClose} title="Change seats" centered>
      <form onSubmit={onSubmit} noValidate aria-label="Change seats">
        <Stack>
          <FormAlert error={formError} title="Could not change the seats" onClose={clearFormError} />
          <Text size="sm">
            {`You pay for ${subscription.seats} seats; ${used} ${used === 1 ? "is" : "are"} assigned.`}
          </Text>
          <NumberInput
            label="Number of seats"
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
              Keep current seats
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={!askable || !settled || !preview.data || previewFieldError !== null}
            >
              {CONFIRM_LABELS[change.kind](change)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
