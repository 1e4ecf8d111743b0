import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useUpdateSubscription } from "../hooks/use-subscriptions";
import {
  CANCELLATION_REASON_KEYS,
  CANCELLATION_REASONS,
  type CancellationReason,
  type Subscription,
  type SubscriptionUpdate,
} from "../lib/types";
import { ChangeProductModal } from "./change-product-modal";

type Dialog = "cancel" | "revoke" | "change" | "pause" | "resume" | null;

/** Statuses the server refuses every change in (already over). */
const ENDED = new Set<Subscription["status"]>(["canceled", "incomplete_expired"]);

/**
 * Change the product (with the server's preview), cancel at period end (reason + comment, in a
 * modal), undo that, pause at period end (confirmed) or undo that, resume a paused subscription
 * (confirmed: a new period is charged at once), or revoke now (confirmed).
 * Rendered only for members who may write subscriptions; the server checks again.
 */
export function SubscriptionActions({
  organizationId,
  subscription,
}: {
  organizationId: string;
  subscription: Subscription;
}) {
  const { t } = useTranslation("billing-subscriptions");
  const update = useUpdateSubscription(organizationId, subscription.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A fresh form (no reason, no product picked) each time a dialog opens.
  const [formKey, setFormKey] = useState(0);
  const open = (next: Dialog) => {
    update.reset();
    setFormKey((count) => count + 1);
    setDialog(next);
  };
  // A dialog's failure stays in the dialog: closing it clears it.
  const close = () => {
    update.reset();
    setDialog(null);
  };
  if (ENDED.has(subscription.status) || subscription.ended_at) return null;
  const customer = subscription.customer.email;
  /** A change made at once, without a dialog (undoing a cancellation or a scheduled pause). */
  const direct = (body: SubscriptionUpdate, title: string, message?: string) => {
    update.reset();
    update.mutate(body, { onSuccess: () => notifySuccess(title, message) });
  };
  const paused = subscription.status === "paused";
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs">
        {paused ? (
          <Button variant="filled" onClick={() => open("resume")}>
            {t("actions.resume")}
          </Button>
        ) : subscription.cancel_at_period_end ? (
          <Button
            variant="default"
            loading={update.isPending && dialog === null}
            onClick={() =>
              direct(
                { cancel_at_period_end: false },
                t("actions.uncanceled"),
                t("actions.uncanceledMessage", { email: customer }),
              )
            }
          >
            {t("actions.uncancel")}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={() => open("change")}>
              {t("actions.changeProduct")}
            </Button>
            {subscription.pause_at_period_end ? (
              <Button
                variant="default"
                loading={update.isPending && dialog === null}
                onClick={() => direct({ pause_at_period_end: false }, t("actions.pauseUndone"))}
              >
                {t("actions.undoPause")}
              </Button>
            ) : (
              subscription.status === "active" && (
                <Button variant="default" onClick={() => open("pause")}>
                  {t("actions.pauseAtPeriodEnd")}
                </Button>
              )
            )}
            <Button variant="default" onClick={() => open("cancel")}>
              {t("actions.cancelAtPeriodEnd")}
            </Button>
          </>
        )}
        <Button color="red" variant="light" onClick={() => open("revoke")}>
          {t("actions.revokeNow")}
        </Button>
      </Group>
      {dialog === null && update.error !== null && (
        <FormAlert error={{ status: 0, message: messageOf(update.error) }} title={t("actions.updateError")} />
      )}
      <CancelModal
        key={`cancel-${formKey}`}
        opened={dialog === "cancel"}
        onClose={close}
        subscription={subscription}
        loading={update.isPending}
        error={update.error}
        onConfirm={(reason, comment) =>
          update.mutate(
            {
              cancel_at_period_end: true,
              customer_cancellation_reason: reason,
              customer_cancellation_comment: comment,
            },
            {
              onSuccess: (updated) => {
                setDialog(null);
                notifySuccess(
                  t("actions.canceled"),
                  t("actions.canceledMessage", { date: formatDateTime(updated.ends_at) }),
                );
              },
            },
          )
        }
      />
      <ChangeProductModal
        key={`change-${formKey}`}
        opened={dialog === "change"}
        onClose={close}
        organizationId={organizationId}
        subscription={subscription}
        loading={update.isPending}
        error={update.error}
        onConfirm={(productId, proration) =>
          update.mutate(
            { product_id: productId, ...(proration ? { proration_behavior: proration } : {}) },
            {
              onSuccess: (updated) => {
                setDialog(null);
                notifySuccess(
                  t("actions.productChanged"),
                  t("actions.productChangedMessage", { email: updated.customer.email, product: updated.product.name }),
                );
              },
            },
          )
        }
      />
      <ConfirmActionModal
        opened={dialog === "pause"}
        onClose={close}
        color="grape"
        title={t("actions.pauseTitle")}
        description={t("actions.pauseDescription", {
          email: customer,
          product: subscription.product.name,
          date: formatDateTime(subscription.current_period_end),
        })}
        confirmLabel={t("actions.pauseConfirm")}
        loading={update.isPending}
        error={update.error}
        errorTitle={t("actions.pauseError")}
        onConfirm={() =>
          update.mutate(
            { pause_at_period_end: true },
            {
              onSuccess: (updated) => {
                setDialog(null);
                notifySuccess(
                  t("actions.pauseScheduled"),
                  t("actions.pauseScheduledMessage", { date: formatDateTime(updated.current_period_end) }),
                );
              },
            },
          )
        }
      />
      <ConfirmActionModal
        opened={dialog === "resume"}
        onClose={close}
        color="teal"
        title={t("actions.resumeTitle")}
        description={t("actions.resumeDescription", { email: customer, product: subscription.product.name })}
        confirmLabel={t("actions.resumeConfirm")}
        loading={update.isPending}
        error={update.error}
        errorTitle={t("actions.resumeError")}
        onConfirm={() =>
          update.mutate(
            { resume: true },
            {
              onSuccess: () => {
                setDialog(null);
                notifySuccess(t("actions.resumed"));
              },
            },
          )
        }
      />
      <ConfirmActionModal
        opened={dialog === "revoke"}
        onClose={close}
        title={t("actions.revokeTitle")}
        description={t("actions.revokeDescription", { email: customer, product: subscription.product.name })}
        confirmLabel={t("actions.revokeConfirm")}
        loading={update.isPending}
        error={update.error}
        errorTitle={t("actions.revokeError")}
        onConfirm={() =>
          update.mutate(
            { revoke: true },
            {
              onSuccess: () => {
                setDialog(null);
                notifySuccess(t("actions.revoked"));
              },
            },
          )
        }
      />
    </Stack>
  );
}

interface CancelModalProps {
  opened: boolean;
  onClose: () => void;
  subscription: Subscription;
  loading: boolean;
  error: unknown;
  onConfirm: (reason: CancellationReason | null, comment: string | null) => void;
}

function CancelModal({ opened, onClose, subscription, loading, error, onConfirm }: CancelModalProps) {
  const { t } = useTranslation("billing-subscriptions");
  const [reason, setReason] = useState<CancellationReason | "">("");
  const [comment, setComment] = useState("");
  return (
    <Modal opened={opened} onClose={onClose} title={t("cancelModal.title")} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason || null, comment.trim() || null);
        }}
      >
        <Stack>
          <Text size="sm">
            {t("cancelModal.description", {
              email: subscription.customer.email,
              product: subscription.product.name,
              date: formatDateTime(subscription.current_period_end),
            })}
          </Text>
          <NativeSelect
            label={t("cancelModal.reason")}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as CancellationReason | "")}
            data={[
              { label: t("cancelModal.noReason"), value: "" },
              ...CANCELLATION_REASONS.map((value) => ({ value, label: t(CANCELLATION_REASON_KEYS[value]) })),
            ]}
          />
          <Textarea
            label={t("cancelModal.comment")}
            description={t("cancelModal.commentDescription")}
            autosize
            minRows={2}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <FormAlert error={error ? { status: 0, message: messageOf(error) } : null} title={t("cancelModal.error")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancelModal.keep")}
            </Button>
            <Button type="submit" color="orange" loading={loading}>
              {t("cancelModal.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
