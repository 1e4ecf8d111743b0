import { Button, Checkbox, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { StripeElementsOptionsMode } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { StripeFormError, type StripePayment, useStripePayment } from "../../../lib/use-stripe-payment";
import { useSession } from "../../auth/hooks/use-session";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import {
  authenticateCheckout,
  confirmCheckout,
  createTestCardToken,
  updateCheckout,
  useReloadCheckout,
  useStoreCheckout,
} from "../hooks/use-checkout";
import {
  addressOf,
  type CheckoutFormHandle,
  type CheckoutFormValues,
  cardOf,
  checkoutFieldOf,
  confirmBodyOf,
  initialCheckoutValues,
  needsCard,
  sortedCustomFields,
  toMinor,
} from "../lib/checkout-form";
import { checkoutRules } from "../lib/checkout-rules";
import { payLabelOf, recurringTerms } from "../lib/recurring-terms";
import { type CheckoutPublic, type CheckoutUpdate, needsAuthentication } from "../lib/types";
import { AuthenticationModal } from "./authentication-modal";
import { BillingAddressFields } from "./billing-address-fields";
import { CardFields } from "./card-fields";
import { CustomFieldInput } from "./custom-field-input";
import { DiscountCodeField } from "./discount-code-field";
import { SeatsField } from "./seats-field";
import { StripeCardSection } from "./stripe-card-section";
import { UnitsField } from "./units-field";

export const confirmationPath = (clientSecret: string) => `/checkout/${encodeURIComponent(clientSecret)}/confirmation`;

/** A V1Error that is not a 422: the server's `detail` (e.g. a card decline). */
function messageOfError(error: unknown): string {
  if (error instanceof V1Error && error.validation.length > 0)
    return error.validation.map((item) => item.msg).join("; ");
  return error instanceof Error ? error.message : i18n.t("checkout:somethingWrong");
}

/**
 * A signed-in buyer's email and name, filled in once the session is known (it may load after the
 * checkout), unless the checkout brought its own or the buyer has typed there already.
 */
function usePrefillFromSession(form: CheckoutFormHandle) {
  const buyer = useSession().data?.user;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per signed-in buyer, not on every keystroke
  useEffect(() => {
    if (!buyer) return;
    for (const [field, value] of [
      ["customer_email", buyer.email],
      ["customer_name", buyer.name],
    ] as const) {
      if (!form.values[field] && !form.isTouched(field)) form.setFieldValue(field, value);
    }
  }, [buyer?.id]);
}

interface CheckoutFormProps {
  checkout: CheckoutPublic;
}

/**
 * The buyer's side: who they are, what they pay, the card; PATCHes keep the summary current.
 * The card is the test mode's form, or Stripe's Payment Element when the seller has connected
 * Stripe (the checkout carries its publishable key).
 */
export function CheckoutForm({ checkout }: CheckoutFormProps) {
  const publishableKey = checkout.payment_processor_metadata?.publishable_key;
  return publishableKey ? (
    <StripeCheckoutForm checkout={checkout} publishableKey={publishableKey} />
  ) : (
    <CheckoutFormBody checkout={checkout} payment={null} />
  );
}

/** Nothing due today (a trial): the card is set up for later, not charged. */
const elementsOptions = (checkout: CheckoutPublic): StripeElementsOptionsMode =>
  checkout.total_amount === 0
    ? { mode: "setup", currency: checkout.currency }
    : {
        mode: "payment",
        amount: checkout.total_amount,
        currency: checkout.currency,
        ...(checkout.product?.recurring_interval ? { setupFutureUsage: "off_session" as const } : {}),
      };

function StripeCheckoutForm({ checkout, publishableKey }: CheckoutFormProps & { publishableKey: string }) {
  return <CheckoutFormBody checkout={checkout} payment={useStripePayment(publishableKey, elementsOptions(checkout))} />;
}

/** Pay what you want: "at least $5.00", and "at most" when the price has a ceiling. */
function customAmountHint(price: { minimum_amount: number; maximum_amount: number | null }, currency: string): string {
  const min = formatMoney(price.minimum_amount, currency);
  return price.maximum_amount === null
    ? i18n.t("checkout:form.amountHint", { min })
    : i18n.t("checkout:form.amountHintRange", { min, max: formatMoney(price.maximum_amount, currency) });
}

function CheckoutFormBody({ checkout, payment }: CheckoutFormProps & { payment: StripePayment | null }) {
  const { t } = useTranslation("checkout");
  const secret = checkout.client_secret;
  const navigate = useNavigate();
  const store = useStoreCheckout(secret);
  const reload = useReloadCheckout(secret);
  const [authenticating, setAuthenticating] = useState(needsAuthentication(checkout));
  const [applyingCode, setApplyingCode] = useState(false);
  const [savingSeats, setSavingSeats] = useState(false);
  const [savingUnits, setSavingUnits] = useState(false);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const card = needsCard(checkout);
  const customPrice = checkout.product_price?.amount_type === "custom" ? checkout.product_price : null;
  const modes = checkout.billing_address_fields;
  const latest = useRef(checkout);
  latest.current = checkout;

  const finish = (result: CheckoutPublic) => {
    store(result);
    if (needsAuthentication(result)) setAuthenticating(true);
    else void navigate(confirmationPath(secret));
  };

  /** Through Stripe: the card as a ConfirmationToken, Stripe's refusals shown on the card's box. */
  const stripeToken = async (email: string): Promise<string | null> => {
    if (!payment) return null;
    try {
      return await payment.createConfirmationToken(email);
    } catch (error) {
      if (!(error instanceof StripeFormError)) throw error;
      setStripeError(error.message);
      return null;
    }
  };

  /** Stripe's 3-D Secure: Stripe.js shows the challenge, then the server reads the outcome. */
  const completeWithStripe = async (result: CheckoutPublic): Promise<CheckoutPublic | null> => {
    const clientSecret = result.payment_processor_metadata?.intent_client_secret;
    if (!payment || !clientSecret) return result;
    try {
      await payment.handleNextAction(clientSecret);
    } catch (error) {
      if (!(error instanceof StripeFormError)) throw error;
      setStripeError(error.message);
    }
    const after = await authenticateCheckout(secret, "succeed");
    if (after.status !== "open") return after;
    store(after);
    return null;
  };

  const v1form = useV1Form<CheckoutFormValues, CheckoutPublic | null>({
    initialValues: initialCheckoutValues(checkout),
    validate: checkoutRules(checkout, latest, card),
    fieldOf: (loc) => checkoutFieldOf(loc),
    request: async (values) => {
      const body = confirmBodyOf(values, checkout);
      setStripeError(null);
      if (card && payment) {
        const token = await stripeToken(values.customer_email.trim());
        if (!token) return null;
        body.confirmation_token_id = token;
      } else if (card) {
        const input = cardOf(values);
        if (!input) return null;
        const token = await createTestCardToken(secret, input);
        body.confirmation_token_id = token.id;
      }
      try {
        const result = await confirmCheckout(secret, body);
        return payment && needsAuthentication(result) ? await completeWithStripe(result) : result;
      } catch (error) {
        // The processor did not answer: the payment is being confirmed server-side; the confirmation page waits for it.
        if (error instanceof V1Error && error.status === 502 && error.code === "PaymentProcessorUnavailable") {
          void navigate(confirmationPath(secret));
          return null;
        }
        // A declined card (400 PaymentError): the message belongs to the card, the checkout stays payable.
        if (error instanceof V1Error && error.validation.length === 0 && error.status === 400 && card) {
          if (payment) setStripeError(error.message);
          else v1form.form.setFieldError("card_number", error.message);
          return null;
        }
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result) finish(result);
    },
  });
  const { form } = v1form;
  usePrefillFromSession(form);

  /** A PATCH whose answer refreshes the summary; its errors land on their inputs, else on `fallbackField`. */
  const patch = async (input: CheckoutUpdate, fallbackField: string): Promise<boolean> => {
    try {
      store(await updateCheckout(secret, input));
      return true;
    } catch (error) {
      if (error instanceof V1Error && error.validation.length > 0) {
        for (const item of error.validation) {
          const loc = item.loc[0] === "body" ? item.loc.slice(1) : item.loc;
          const field = checkoutFieldOf(loc) ?? (loc.length > 0 ? loc.join(".") : fallbackField);
          form.setFieldError(field in form.values || field.includes(".") ? field : fallbackField, item.msg);
        }
      } else {
        form.setFieldError(fallbackField, messageOfError(error));
      }
      return false;
    }
  };

  const applyCode = async () => {
    const code = form.values.discount_code.trim();
    if (!code) {
      form.setFieldError("discount_code", t("form.enterDiscountCode"));
      return;
    }
    setApplyingCode(true);
    try {
      await patch({ discount_code: code }, "discount_code");
    } finally {
      setApplyingCode(false);
    }
  };

  const removeCode = async () => {
    setApplyingCode(true);
    try {
      if (await patch({ discount_code: null }, "discount_code")) form.setFieldValue("discount_code", "");
    } finally {
      setApplyingCode(false);
    }
  };

  const patchAmount = () => {
    if (!customPrice || form.validateField("amount").hasError) return;
    const minor = toMinor(form.values.amount);
    if (minor !== null && minor !== checkout.amount) void patch({ amount: minor }, "amount");
  };

  const patchSeats = async (seats: number) => {
    setSavingSeats(true);
    try {
      await patch({ seats }, "seats");
    } finally {
      setSavingSeats(false);
    }
  };

  const patchUnits = async (units: number) => {
    setSavingUnits(true);
    try {
      await patch({ units }, "units");
    } finally {
      setSavingUnits(false);
    }
  };

  const patchAddress = (country: string) => {
    form.setFieldValue("customer_billing_address.country", country);
    const values: CheckoutFormValues = {
      ...form.values,
      customer_billing_address: { ...form.values.customer_billing_address, country },
    };
    void patch({ customer_billing_address: addressOf(values, checkout) }, "customer_billing_address.country");
  };

  const payLabel = payLabelOf(checkout, card);
  // Nothing to pay with until Stripe's form is there.
  const stripeNotReady = card && payment !== null && payment.status !== "ready";
  const terms = recurringTerms(checkout);

  return (
    <>
      <form onSubmit={v1form.onSubmit} noValidate aria-label={t("form.label")}>
        <Stack gap="md">
          <FormAlert error={v1form.formError} title={t("paymentFailed")} onClose={v1form.clearFormError} />

          {customPrice && (
            <TextInput
              label={t("form.amount", { currency: checkout.currency.toUpperCase() })}
              description={customAmountHint(customPrice, checkout.currency)}
              inputMode="decimal"
              required
              {...form.getInputProps("amount")}
              onBlur={patchAmount}
            />
          )}

          <SeatsField form={form} checkout={checkout} busy={savingSeats} onCommit={(seats) => void patchSeats(seats)} />
          <UnitsField form={form} checkout={checkout} busy={savingUnits} onCommit={(units) => void patchUnits(units)} />

          <Title order={2} size="h4">
            {t("form.contact")}
          </Title>
          <TextInput
            label={t("form.email")}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps("customer_email")}
          />
          <TextInput label={t("form.name")} autoComplete="name" {...form.getInputProps("customer_name")} />

          {checkout.allow_discount_codes && checkout.is_discount_applicable !== false && (
            <DiscountCodeField
              form={form}
              applied={Boolean(checkout.discount)}
              busy={applyingCode}
              onApply={() => void applyCode()}
              onRemove={() => void removeCode()}
            />
          )}

          <BillingAddressFields form={form} modes={modes} onCountryChange={patchAddress} />

          <Checkbox label={t("form.business")} {...form.getInputProps("is_business_customer", { type: "checkbox" })} />
          {form.values.is_business_customer && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("form.businessName")} required {...form.getInputProps("customer_billing_name")} />
              <TextInput
                label={t("form.taxId")}
                description={t("form.taxIdHint")}
                {...form.getInputProps("customer_tax_id")}
              />
            </SimpleGrid>
          )}

          {sortedCustomFields(checkout).length > 0 && (
            <>
              <Title order={2} size="h4">
                {t("form.additionalInformation")}
              </Title>
              {sortedCustomFields(checkout).map((attached) => (
                <CustomFieldInput key={attached.custom_field_id} attached={attached} form={form} />
              ))}
            </>
          )}

          {card && (payment ? <StripeCardSection payment={payment} error={stripeError} /> : <CardFields form={form} />)}

          <Button
            type="submit"
            size="md"
            loading={v1form.submitting}
            disabled={(authenticating && !payment) || stripeNotReady}
            aria-describedby={terms ? "checkout-terms" : undefined}
          >
            {payLabel}
          </Button>
          {terms && (
            <Text size="sm" id="checkout-terms" data-testid="checkout-terms">
              {terms}
            </Text>
          )}
        </Stack>
      </form>
      <AuthenticationModal
        clientSecret={secret}
        opened={authenticating && !payment}
        onDone={(result) => {
          setAuthenticating(false);
          if ("checkout" in result && result.checkout.status !== "open") {
            finish(result.checkout);
            return;
          }
          if ("checkout" in result) store(result.checkout);
          else void reload();
          form.setFieldValue("card_number", "");
          form.setFieldError(
            "card_number",
            "error" in result ? messageOfError(result.error) : t("form.authenticationFailed"),
          );
        }}
      />
    </>
  );
}
