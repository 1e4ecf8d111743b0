import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { useUpdatePortalSubscription } from "../hooks/use-portal-subscriptions";
import type { PortalAuth } from "../lib/portal-client";
import { CANCELLATION_REASONS, type CancellationReason, type CustomerSubscription } from "../lib/types";

const REASON_OPTIONS = [
  { value: "", label: "Choose a reason (optional)" },
  ...Object.entries(CANCELLATION_REASONS).map(([value, label]) => ({ value, label })),
];

/** Cancels at the end of the period (Polar's customer cancel): a reason and a comment for the seller. */
export function CancelSubscriptionModal({
  auth,
  subscription,
  onClose,
}: {
  auth: PortalAuth;
  subscription: CustomerSubscription;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<CancellationReason | "">("");
  const [comment, setComment] = useState("");
  const update = useUpdatePortalSubscription(auth);
  return (
    <Modal opened onClose={onClose} title="Cancel subscription" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { id: subscription.id, change: { kind: "cancel", reason: reason || null, comment } },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack>
          <Text size="sm">
            {`${subscription.product.name} stays active until ${formatDateTime(subscription.current_period_end)}, then ends. You can undo this until then.`}
          </Text>
          <NativeSelect
            label="Reason"
            data={REASON_OPTIONS}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as CancellationReason | "")}
          />
          <Textarea
            label="Comment"
            description="What could we do better? (optional)"
            autosize
            minRows={2}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <FormAlert
            error={update.error ? { status: 0, message: messageOf(update.error) } : null}
            title="Could not cancel the subscription"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep subscription
            </Button>
            <Button type="submit" color="red" loading={update.isPending}>
              Cancel at period end
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
