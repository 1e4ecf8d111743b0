import { Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { formatMoney } from "../../../i18n/format";
import { notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { useRefreshOrders } from "../hooks/use-orders";
import { createRefund } from "../hooks/use-refunds";
import type { Order } from "../lib/types";
import { REFUND_REASONS, type RefundReason, refundReasonLabel } from "../lib/types";

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
  const { t } = useTranslation("billing-orders");
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
      to_wallet: false,
    },
    validate: {
      amount: (value: string) => {
        const minor = toMinor(value);
        if (minor === null || minor <= 0) return t("refundForm.amountRequired");
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
        destination: values.to_wallet ? "wallet" : "original_payment_method",
      }),
    onSuccess: async (refund) => {
      const amount = formatMoney(refund.amount + refund.tax_amount, refund.currency);
      notifySuccess(
        t("refundForm.issued"),
        refund.destination === "wallet"
          ? t("refundForm.issuedWalletMessage", { amount })
          : t("refundForm.issuedMessage", { amount }),
      );
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
        title={t("refundForm.confirmTitle")}
        description={t(
          form.values.to_wallet ? "refundForm.confirmDescriptionWallet" : "refundForm.confirmDescription",
          {
            amount: formatMoney(typedAmount ?? 0, order.currency),
            email: order.customer.email,
            revoke: form.values.revoke_benefits ? "yes" : "no",
          },
        )}
        confirmLabel={t("refundForm.confirm")}
        errorTitle={t("refundForm.error")}
        onConfirm={() => {
          setConfirming(false);
          v1form.onSubmit();
        }}
      />
      <Stack gap="sm" maw={520}>
        <Title order={3} size="h4" id="refund-heading">
          {t("refundForm.title")}
        </Title>
        <FormAlert error={v1form.formError} title={t("refundForm.error")} onClose={v1form.clearFormError} />
        <TextInput
          label={t("refundForm.amount", { currency })}
          description={t("refundForm.amountDescription", { amount: formatMoney(refundable, order.currency) })}
          inputMode="decimal"
          required
          {...form.getInputProps("amount")}
        />
        <NativeSelect
          label={t("refundForm.reason")}
          data={REFUND_REASONS.map((value) => ({ value, label: refundReasonLabel(value) }))}
          {...form.getInputProps("reason")}
        />
        <Textarea
          label={t("refundForm.comment")}
          description={t("refundForm.commentDescription")}
          autosize
          minRows={2}
          {...form.getInputProps("comment")}
        />
        <Checkbox
          label={t("refundForm.revokeBenefits")}
          {...form.getInputProps("revoke_benefits", { type: "checkbox" })}
        />
        {/* Gatehouse extension: the refund credits the customer's wallet instead of going back to the card. */}
        <Checkbox
          label={t("refundForm.toWallet")}
          description={t("refundForm.toWalletDescription", { currency })}
          {...form.getInputProps("to_wallet", { type: "checkbox" })}
        />
        <Group>
          <Button type="submit" color="red" loading={v1form.submitting}>
            {t("refundForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
