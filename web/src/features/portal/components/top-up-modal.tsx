import { Button, Group, Modal, NumberInput, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import type { V1Schemas } from "../../billing-kit/lib/v1-api";
import { TOP_UP_MAX_AMOUNT, TOP_UP_MIN_AMOUNT, useTopUpWallet } from "../hooks/use-portal-wallets";
import type { PortalAuth } from "../lib/portal-client";
import { cardName, type Method } from "./payment-methods-section";

export interface TopUpModalProps {
  auth: PortalAuth;
  /** The customer's wallet currencies (lowercase); the first is the form's default. */
  currencies: readonly string[];
  cards: readonly Method[];
  /** The card the subscriptions are charged to, offered first (null: the first card). */
  defaultCardId: string | null;
  onClose: () => void;
}

type TopUpValues = { amount: number | string; currency: string; payment_method_id: string };

/** The typed amount (major units, two decimals) in minor units; null when it is no amount. */
function toMinor(value: number | string): number | null {
  if (value === "" || !Number.isFinite(Number(value))) return null;
  return Math.round(Number(value) * 100);
}

/** A pending top-up's note, like notifySuccess's (lib/notify.ts has no info kind): its close button named too. */
function notifyPending(title: string, message: string): void {
  notifications.show({
    color: "blue",
    title,
    message,
    autoClose: 8000,
    closeButtonProps: { "aria-label": i18n.t("common:notifications.dismiss") },
  });
}

/**
 * "Top up": charges one of the customer's saved cards and adds the amount to the wallet of that
 * currency. The bounds are checked here in the customer's units; the server's 422 lands on the
 * field it names, a decline (402) on the card. A lost card answer (202) is settled by the server
 * on its own: the form says so and closes.
 */
export function TopUpModal({ auth, currencies, cards, defaultCardId, onClose }: TopUpModalProps) {
  const { t } = useTranslation("portal");
  const topUp = useTopUpWallet(auth);
  const initialCard = cards.find((card) => card.id === defaultCardId) ?? cards[0];
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<
    TopUpValues,
    V1Schemas["CustomerWalletTopUp"]
  >({
    initialValues: { amount: "", currency: currencies[0] ?? "usd", payment_method_id: initialCard?.id ?? "" },
    validate: {
      amount: (value, values) => {
        const minor = toMinor(value);
        if (minor === null) return t("topUp.amountRequired");
        if (minor < TOP_UP_MIN_AMOUNT)
          return t("topUp.amountMin", { amount: formatMoney(TOP_UP_MIN_AMOUNT, values.currency) });
        if (minor > TOP_UP_MAX_AMOUNT)
          return t("topUp.amountMax", { amount: formatMoney(TOP_UP_MAX_AMOUNT, values.currency) });
        return null;
      },
      payment_method_id: (value) => (value ? null : t("topUp.cardRequired")),
    },
    request: (values) =>
      topUp.mutateAsync({
        amount: toMinor(values.amount) ?? 0,
        currency: values.currency,
        payment_method_id: values.payment_method_id,
      }),
    onSuccess: (result) => {
      if (result.status === "pending") notifyPending(t("topUp.pending"), t("topUp.pendingMessage"));
      else
        notifySuccess(
          t("topUp.succeeded"),
          t("topUp.succeededMessage", {
            amount: formatMoney(result.amount, result.currency),
            balance: formatMoney(result.wallet?.balance ?? 0, result.currency),
          }),
        );
      onClose();
    },
  });
  // A decline is the card's answer: shown on the card, the form's alert keeps the rest.
  const cardRefusal = formError?.status === 402 ? formError.message : null;

  return (
    <Modal opened onClose={onClose} title={t("topUp.title")} centered>
      <form onSubmit={onSubmit} noValidate aria-label={t("topUp.title")}>
        <Stack>
          <Text size="sm">{t("topUp.description")}</Text>
          <FormAlert
            error={cardRefusal ? null : formError}
            // The same key sent again for another amount or card (409): the earlier request's outcome may be unknown.
            message={formError?.status === 409 ? t("topUp.keyReused") : undefined}
            title={t("topUp.failed")}
            onClose={clearFormError}
          />
          <NumberInput
            label={t("topUp.amount", { currency: form.values.currency.toUpperCase() })}
            decimalScale={2}
            min={0}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            data-autofocus
            {...form.getInputProps("amount")}
          />
          <Select
            label={t("topUp.currency")}
            data={currencies.map((currency) => ({ value: currency, label: currency.toUpperCase() }))}
            allowDeselect={false}
            {...form.getInputProps("currency")}
          />
          <Select
            label={t("topUp.card")}
            data={cards.map((card) => ({ value: card.id, label: cardName(card) }))}
            allowDeselect={false}
            {...form.getInputProps("payment_method_id")}
            onChange={(value) => {
              form.setFieldValue("payment_method_id", value ?? "");
              clearFormError();
            }}
            error={form.errors.payment_method_id ?? cardRefusal}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("topUp.cancel")}
            </Button>
            <Button type="submit" loading={submitting}>
              {t("topUp.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
