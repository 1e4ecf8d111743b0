import { Alert, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../i18n/format";
import { messageOf } from "../../../lib/errors";
import { useOrganizationSeatPreview, useOrganizationSeats } from "../hooks/use-organization-seats";

/**
 * Above the invite form when no seat is free: with "refuse", the invitation would be refused when
 * accepted; with "add_seat", what the extra seat would cost (the server's preview of one more).
 */
export function InviteSeatNotice({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("organizations");
  const seats = useOrganizationSeats(organizationId).data;
  const full = Boolean(seats?.enforced && seats.available !== null && seats.available <= 0);
  const addSeat = full && seats?.overflow === "add_seat";
  const preview = useOrganizationSeatPreview(organizationId, addSeat && seats ? (seats.paid ?? 0) + 1 : null);
  if (!full || !seats) return null;

  if (!addSeat) {
    return (
      <Alert color="orange" title={t("inviteSeatNotice.title")} data-testid="invite-seat-notice">
        {t("inviteSeatNotice.refuse")}
      </Alert>
    );
  }
  const money = (amount: number) => formatMoney(amount, preview.data?.currency ?? seats.currency ?? "usd");
  return (
    <Alert color="blue" title={t("inviteSeatNotice.title")} data-testid="invite-seat-notice">
      {preview.isPending ? (
        <Loader size="xs" aria-label={t("inviteSeatNotice.computing")} />
      ) : preview.error ? (
        <Text size="sm">{t("inviteSeatNotice.previewError", { error: messageOf(preview.error) })}</Text>
      ) : (
        preview.data && (
          <Text size="sm">
            {t("inviteSeatNotice.addSeat", {
              now: money(preview.data.due_now),
              renewal: money(preview.data.new_amount),
            })}
          </Text>
        )
      )}
    </Alert>
  );
}
