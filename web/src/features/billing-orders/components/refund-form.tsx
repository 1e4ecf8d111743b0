import { Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../../billing/lib/use-v1-form";
import { formatAmount } from "../../billing-products/lib/types";
import { useRefreshOrders } from "../hooks/use-orders";
import { createRefund } from "../hooks/use-refunds";
import type { Order } from "../lib/types";
import { REFUND_REASON_LABELS, REFUND_REASONS, type RefundReason } from "../lib/types";

/** What can still be refunded of an order, before tax (the server refunds tax proportionally), in minor units. */
export function refundableOf(order: Order): number {
  return Math.max(0, order.refundable_amount ?? order.net_amount - order.refunded_amount);
}

function toMinor(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** Refund part or all of an order; the server's 4xx (e.g. more than refundable) shows in the form. */
export function RefundForm({ organizationId, order }: { organizationId: string; order: Order }) {
  const refresh = useRefreshOrders(organizationId);
  const refundable = refundableOf(order);
  const [confirming, setConfirming] = useState(false);
  const currency = order.currency.toUpperCase();
  const v1form = useV1Form({
    initialValues: {
      amount: (refundable / 100).toFixed(2),
      reason: "customer_request" as RefundReason,
      comment: "",
      revoke_benefits: false,
    },
    validate: {
      amount: (value: string) => {
        const minor = toMinor(value);
        if (minor === null || minor <= 0) return "Enter an amount above zero";
        return null;
      },
    },
    request: (values) =>
      createRefund(organizationId, {
        order_id: order.id,
        amount: toMinor(values.amount) ?? 0,
        reason: values.reason,
        comment: values.comment.trim() || null,
        revoke_benefits: values.revoke_benefits,
      }),
    onSuccess: async (refund) => {
      notifySuccess("Refund issued", `${formatAmount(refund.amount + refund.tax_amount, refund.currency)} refunded`);
      await refresh();
    },
  });
  const { form } = v1form;
  const typedAmount = toMinor(form.values.amount);
  return (
    <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate aria-labelledby="refund-heading">
      <ConfirmActionModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Refund this order?"
        description={`${formatAmount(typedAmount ?? 0, order.currency)} (and its share of tax) goes back to ${order.customer.email}'s card. ${
          form.values.revoke_benefits
            ? "Their benefits from this order are revoked."
            : "They keep their benefits from this order."
        } A refund cannot be undone.`}
        confirmLabel="Refund"
        errorTitle="Could not refund the order"
        onConfirm={() => {
          setConfirming(false);
          v1form.onSubmit();
        }}
      />
      <Stack gap="sm" maw={520}>
        <Title order={3} size="h4" id="refund-heading">
          Refund
        </Title>
        <FormAlert error={v1form.formError} title="Could not refund the order" onClose={v1form.clearFormError} />
        <TextInput
          label={`Amount (${currency})`}
          description={`Before tax (tax is refunded proportionally). Up to ${formatAmount(refundable, order.currency)} can still be refunded.`}
          inputMode="decimal"
          required
          {...form.getInputProps("amount")}
        />
        <NativeSelect
          label="Reason"
          data={REFUND_REASONS.map((value) => ({ value, label: REFUND_REASON_LABELS[value] }))}
          {...form.getInputProps("reason")}
        />
        <Textarea label="Comment" description="Internal note" autosize minRows={2} {...form.getInputProps("comment")} />
        <Checkbox
          label="Revoke the customer's benefits"
          {...form.getInputProps("revoke_benefits", { type: "checkbox" })}
        />
        <Group>
          <Button type="submit" color="red" loading={v1form.submitting}>
            Refund order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
