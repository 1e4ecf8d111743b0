import { Alert, Button, Group, Paper, Progress, Radio, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../i18n/format";
import { messageOf } from "../../../lib/errors";
import { formatDate } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { type SeatOverflow, useOrganizationSeats, useSetSeatOverflow } from "../hooks/use-organization-seats";
import type { Viewer } from "../lib/viewer";
import { BuySeatsModal } from "./buy-seats-modal";

const OVERFLOW_LABELS = {
  refuse: { label: "seatsCard.refuse", description: "seatsCard.refuseDescription" },
  add_seat: { label: "seatsCard.addSeat", description: "seatsCard.addSeatDescription" },
} as const satisfies Record<SeatOverflow, { label: string; description: string }>;

/**
 * The organization's seats when a seat-based subscription pays for its members: how
 * many are used, the plan; for owners and admins, buying more and what happens when an invitation
 * is accepted with every seat taken. Nothing without such a subscription.
 */
export function SeatsCard({ organizationId, viewer }: { organizationId: string; viewer: Viewer }) {
  const { t } = useTranslation("organizations");
  const seats = useOrganizationSeats(organizationId);
  const overflow = useSetSeatOverflow(organizationId);
  const [buying, setBuying] = useState(false);
  const titleId = useId();
  const manage = viewer.can.updateOrganization;

  if (seats.error) {
    return (
      <Alert color="red" title={t("seatsCard.loadError")}>
        {messageOf(seats.error)}
      </Alert>
    );
  }
  const data = seats.data;
  if (!data?.enforced) return null;
  const paid = data.paid ?? 0;
  const full = data.available !== null && data.available <= 0;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid="organization-seats">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {t("seatsCard.title")}
            </Title>
            {data.productName && (
              <Text size="sm" c="dimmed" data-testid="organization-seats-plan">
                {[
                  data.productName,
                  data.amount !== null && data.currency ? formatMoney(data.amount, data.currency) : null,
                  data.currentPeriodEnd ? t("seatsCard.renews", { date: formatDate(data.currentPeriodEnd) }) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            )}
          </Stack>
          {manage && (
            <Button variant="light" onClick={() => setBuying(true)}>
              {t("seatsCard.buy")}
            </Button>
          )}
        </Group>
        <Text fw={600} data-testid="organization-seats-usage">
          {t("seatsCard.usage", { used: data.used, paid })}
        </Text>
        <Progress
          value={paid > 0 ? Math.min(100, (data.used / paid) * 100) : 100}
          color={full ? "orange" : "teal"}
          aria-label={t("seatsCard.usage", { used: data.used, paid })}
        />
        <Text size="sm" c="dimmed">
          {[
            data.pendingInvitations > 0 ? t("seatsCard.pendingInvitations", { count: data.pendingInvitations }) : null,
            data.available !== null ? t("seatsCard.free", { count: Math.max(0, data.available) }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        {data.pendingSeats !== null && data.pendingSeats !== paid && (
          <Text size="sm" c="orange.8" data-testid="organization-seats-pending">
            {t("seatsCard.pendingSeats", { count: data.pendingSeats, date: formatDate(data.currentPeriodEnd) })}
          </Text>
        )}
        {manage && (
          <Radio.Group
            label={t("seatsCard.overflowLabel")}
            value={data.overflow}
            onChange={(value) =>
              overflow.mutate(value === "add_seat" ? "add_seat" : "refuse", {
                onSuccess: (_org, chosen) =>
                  notifySuccess(t("seatsCard.overflowSaved"), t(OVERFLOW_LABELS[chosen].label)),
              })
            }
            error={overflow.error ? messageOf(overflow.error) : undefined}
          >
            <Stack gap="xs" mt="xs">
              {(Object.keys(OVERFLOW_LABELS) as SeatOverflow[]).map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(OVERFLOW_LABELS[value].label)}
                  description={t(OVERFLOW_LABELS[value].description)}
                  disabled={overflow.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
      {buying && <BuySeatsModal organizationId={organizationId} seats={data} onClose={() => setBuying(false)} />}
    </Paper>
  );
}
