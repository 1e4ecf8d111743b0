import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { useUpdatePortalSubscription } from "../hooks/use-portal-subscriptions";
import type { PortalAuth } from "../lib/portal-client";
import { CANCELLATION_REASONS, type CancellationReason, type CustomerSubscription } from "../lib/types";

const REASONS = Object.keys(CANCELLATION_REASONS) as CancellationReason[];

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
  const { t } = useTranslation("portal");
  const reasonOptions = [
    { value: "", label: t("cancel.chooseReason") },
    ...REASONS.map((value) => ({ value, label: t(CANCELLATION_REASONS[value]) })),
  ];
  return (
    <Modal opened onClose={onClose} title={t("cancel.title")} centered>
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
            {t("cancel.body", {
              product: subscription.product.name,
              date: formatDateTime(subscription.current_period_end),
            })}
          </Text>
          <NativeSelect
            label={t("cancel.reason")}
            data={reasonOptions}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as CancellationReason | "")}
          />
          <Textarea
            label={t("cancel.comment")}
            description={t("cancel.commentHint")}
            autosize
            minRows={2}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <FormAlert
            error={update.error ? { status: 0, message: messageOf(update.error) } : null}
            title={t("cancel.failed")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel.keep")}
            </Button>
            <Button type="submit" color="red" loading={update.isPending}>
              {t("cancel.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
