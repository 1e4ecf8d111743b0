import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { StripeElementBox } from "../../../components/stripe-element-box";
import { messageOf } from "../../../lib/errors";
import { StripeFormError, type StripePayment, useStripePayment } from "../../../lib/use-stripe-payment";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import { CardFields } from "../../checkout/components/card-fields";
import { type CardValues, cardOf } from "../../checkout/lib/checkout-form";
import {
  createPortalTestCardToken,
  useAddPaymentMethod,
  useConfirmPaymentMethod,
} from "../hooks/use-portal-payment-methods";
import type { PortalAuth } from "../lib/portal-client";

interface AddCardModalProps {
  auth: PortalAuth;
  /** The seller's publishable key when its cards go through Stripe; null in test mode. */
  publishableKey: string | null;
  /** Whether the customer has live subscriptions (the new card may become theirs). */
  hasSubscriptions: boolean;
  customerEmail: string;
  onClose: () => void;
}

type Saving = { step: "idle" } | { step: "authenticating"; setupId: string; setDefault: boolean };

/**
 * "Add a card": the card is saved with a setup at the seller's processor — Stripe's Payment
 * Element in `setup` mode, or test mode's card fields — and, when asked, the customer's
 * subscriptions are charged to it from now on (a failed renewal is tried again at once).
 */
export function AddCardModal(props: AddCardModalProps) {
  return props.publishableKey ? (
    <StripeAddCard {...props} publishableKey={props.publishableKey} />
  ) : (
    <AddCardForm {...props} payment={null} />
  );
}

function StripeAddCard(props: AddCardModalProps & { publishableKey: string }) {
  const payment = useStripePayment(props.publishableKey, { mode: "setup", currency: "usd" });
  return <AddCardForm {...props} payment={payment} />;
}

function AddCardForm({
  auth,
  hasSubscriptions,
  customerEmail,
  onClose,
  payment,
}: AddCardModalProps & { payment: StripePayment | null }) {
  const form = useForm<CardValues & { set_default: boolean }>({
    initialValues: { card_number: "", card_expiry: "", card_cvc: "", set_default: hasSubscriptions },
  });
  const add = useAddPaymentMethod(auth);
  const confirm = useConfirmPaymentMethod(auth);
  const [saving, setSaving] = useState<Saving>({ step: "idle" });
  const [cardError, setCardError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("portal");

  /** The card as a confirmation token: Stripe.js's, or test mode's (its mistakes on their fields). */
  const tokenOf = async (values: CardValues): Promise<string | null> => {
    if (payment) return payment.createConfirmationToken(customerEmail);
    const card = cardOf(values);
    if (!card) {
      form.setFieldError("card_expiry", t("addCard.expiryInvalid"));
      return null;
    }
    try {
      return (await createPortalTestCardToken(auth, card)).id;
    } catch (error) {
      if (!(error instanceof V1Error) || error.validation.length === 0) throw error;
      for (const item of error.validation) {
        const field = item.loc.at(-1);
        form.setFieldError(field === "number" ? "card_number" : field === "cvc" ? "card_cvc" : "card_expiry", item.msg);
      }
      return null;
    }
  };

  const finish = async (setupId: string, setDefault: boolean) => {
    await confirm.mutateAsync({ setup_intent_id: setupId, set_default: setDefault });
    onClose();
  };

  const submit = async (values: CardValues & { set_default: boolean }) => {
    setCardError(null);
    setBusy(true);
    try {
      const token = await tokenOf(values);
      if (!token) return;
      const result = await add.mutateAsync({
        confirmation_token_id: token,
        set_default: values.set_default,
        return_url: window.location.href,
      });
      if (result.status === "succeeded") return onClose();
      const setupId = result.client_secret.split("_secret_")[0] ?? "";
      if (!payment) return setSaving({ step: "authenticating", setupId, setDefault: values.set_default });
      await payment.handleNextAction(result.client_secret);
      await finish(setupId, values.set_default);
    } catch (error) {
      // A refused card (Stripe's words, or a 400 PaymentError): the message belongs to the card.
      if (error instanceof StripeFormError || (error instanceof V1Error && error.status === 400))
        setCardError(error.message);
      else setCardError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("paymentMethods.add")} centered size="lg">
      {saving.step === "authenticating" ? (
        <TestAuthentication
          onSucceed={() =>
            void finish(saving.setupId, saving.setDefault).catch((error) => setCardError(messageOf(error)))
          }
          onFail={() => {
            setSaving({ step: "idle" });
            setCardError(t("addCard.notConfirmed"));
          }}
          pending={confirm.isPending}
          error={cardError}
        />
      ) : (
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack>
            {payment ? <StripeElementBox payment={payment} /> : <CardFields form={form} />}
            {hasSubscriptions && (
              <Checkbox label={t("addCard.setDefault")} {...form.getInputProps("set_default", { type: "checkbox" })} />
            )}
            <FormAlert error={cardError ? { status: 0, message: cardError } : null} title={t("addCard.failed")} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("addCard.cancel")}
              </Button>
              <Button type="submit" loading={busy} disabled={payment !== null && payment.status !== "ready"}>
                {t("addCard.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Test mode's stand-in for the bank's 3-D Secure page when a card is saved. */
function TestAuthentication({
  onSucceed,
  onFail,
  pending,
  error,
}: {
  onSucceed: () => void;
  onFail: () => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation("portal");
  return (
    <Stack gap="md">
      <Text size="sm">{t("addCard.authentication.body")}</Text>
      <FormAlert error={error ? { status: 0, message: error } : null} title={t("addCard.authentication.failedTitle")} />
      <Group justify="flex-end">
        <Button variant="default" color="red" disabled={pending} onClick={onFail}>
          {t("addCard.authentication.fail")}
        </Button>
        <Button loading={pending} onClick={onSucceed}>
          {t("addCard.authentication.complete")}
        </Button>
      </Group>
    </Stack>
  );
}
