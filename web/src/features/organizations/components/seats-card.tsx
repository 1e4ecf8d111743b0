import { Alert, Button, Group, Paper, Progress, Radio, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { messageOf } from "../../../lib/errors";
import { formatDate } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { formatAmount } from "../../billing-products/lib/types";
import { type SeatOverflow, useOrganizationSeats, useSetSeatOverflow } from "../hooks/use-organization-seats";
import type { Viewer } from "../lib/viewer";
import { BuySeatsModal } from "./buy-seats-modal";

const OVERFLOW_LABELS: Record<SeatOverflow, { label: string; description: string }> = {
  refuse: {
    label: "Refuse invitations when full",
    description: "Accepting an invitation fails until a seat is free.",
  },
  add_seat: {
    label: "Add a seat automatically",
    description: "Accepting an invitation buys one more seat, prorated, charged to the subscription's card.",
  },
};

const seatsText = (n: number) => `${n} seat${n === 1 ? "" : "s"}`;

/**
 * The organization's seats when a seat-based subscription pays for its members (issue 22): how
 * many are used, the plan; for owners and admins, buying more and what happens when an invitation
 * is accepted with every seat taken. Nothing without such a subscription.
 */
export function SeatsCard({ organizationId, viewer }: { organizationId: string; viewer: Viewer }) {
  const seats = useOrganizationSeats(organizationId);
  const overflow = useSetSeatOverflow(organizationId);
  const [buying, setBuying] = useState(false);
  const titleId = useId();
  const manage = viewer.can.updateOrganization;

  if (seats.error) {
    return (
      <Alert color="red" title="Could not load the seats">
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
              Seats
            </Title>
            {data.productName && (
              <Text size="sm" c="dimmed" data-testid="organization-seats-plan">
                {[
                  data.productName,
                  data.amount !== null && data.currency ? formatAmount(data.amount, data.currency) : null,
                  data.currentPeriodEnd ? `renews ${formatDate(data.currentPeriodEnd)}` : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            )}
          </Stack>
          {manage && (
            <Button variant="light" onClick={() => setBuying(true)}>
              Buy more seats
            </Button>
          )}
        </Group>
        <Text fw={600} data-testid="organization-seats-usage">
          {`${data.used} of ${seatsText(paid)} used`}
        </Text>
        <Progress
          value={paid > 0 ? Math.min(100, (data.used / paid) * 100) : 100}
          color={full ? "orange" : "teal"}
          aria-label={`${data.used} of ${seatsText(paid)} used`}
        />
        <Text size="sm" c="dimmed">
          {[
            data.pendingInvitations > 0
              ? `${data.pendingInvitations} invitation${data.pendingInvitations === 1 ? "" : "s"} pending`
              : null,
            data.available !== null ? `${seatsText(Math.max(0, data.available))} free` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        {data.pendingSeats !== null && data.pendingSeats !== paid && (
          <Text size="sm" c="orange.8" data-testid="organization-seats-pending">
            {`${seatsText(data.pendingSeats)} from ${formatDate(data.currentPeriodEnd)}`}
          </Text>
        )}
        {manage && (
          <Radio.Group
            label="When every seat is taken and an invitation is accepted"
            value={data.overflow}
            onChange={(value) =>
              overflow.mutate(value === "add_seat" ? "add_seat" : "refuse", {
                onSuccess: (_org, chosen) => notifySuccess("Seat setting saved", OVERFLOW_LABELS[chosen].label),
              })
            }
            error={overflow.error ? messageOf(overflow.error) : undefined}
          >
            <Stack gap="xs" mt="xs">
              {(Object.keys(OVERFLOW_LABELS) as SeatOverflow[]).map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={OVERFLOW_LABELS[value].label}
                  description={OVERFLOW_LABELS[value].description}
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
