import { Alert, Loader, Text } from "@mantine/core";
import { messageOf } from "../../../lib/errors";
import { formatAmount } from "../../billing-products/lib/types";
import { useOrganizationSeatPreview, useOrganizationSeats } from "../hooks/use-organization-seats";

/**
 * Above the invite form when no seat is free: with "refuse", the invitation would be refused when
 * accepted; with "add_seat", what the extra seat would cost (the server's preview of one more).
 */
export function InviteSeatNotice({ organizationId }: { organizationId: string }) {
  const seats = useOrganizationSeats(organizationId).data;
  const full = Boolean(seats?.enforced && seats.available !== null && seats.available <= 0);
  const addSeat = full && seats?.overflow === "add_seat";
  const preview = useOrganizationSeatPreview(organizationId, addSeat && seats ? (seats.paid ?? 0) + 1 : null);
  if (!full || !seats) return null;

  if (!addSeat) {
    return (
      <Alert color="orange" title="Every seat is taken" data-testid="invite-seat-notice">
        No free seat: the invitation will be refused when accepted. Buy more seats first.
      </Alert>
    );
  }
  const money = (amount: number) => formatAmount(amount, preview.data?.currency ?? seats.currency ?? "usd");
  return (
    <Alert color="blue" title="Every seat is taken" data-testid="invite-seat-notice">
      {preview.isPending ? (
        <Loader size="xs" aria-label="Computing the price of a seat" />
      ) : preview.error ? (
        <Text size="sm">{`Accepting adds a seat, charged to the subscription's card. (${messageOf(preview.error)})`}</Text>
      ) : (
        preview.data && (
          <Text size="sm">
            {`No free seat: accepting this invitation adds one, charged ${money(preview.data.due_now)} now (prorated) to the subscription's card, then ${money(preview.data.new_amount)} at each renewal.`}
          </Text>
        )
      )}
    </Alert>
  );
}
