import { loadStripe, type Stripe, type StripeElements, type StripeElementsOptionsMode } from "@stripe/stripe-js";
import { useCallback, useEffect, useRef, useState } from "react";
import { i18n } from "../i18n/i18n";

export type StripePaymentStatus = "loading" | "ready" | "failed";

export interface StripePayment {
  status: StripePaymentStatus;
  /** Why Stripe's form is not there (the script did not load), in words for the buyer. */
  loadError: string | null;
  retry: () => void;
  /** The Payment Element's box (a ref callback). */
  container: (element: HTMLDivElement | null) => void;
  /** What the page sends to confirm: the card the buyer typed, as Stripe's ConfirmationToken. */
  createConfirmationToken: (email: string) => Promise<string>;
  /** 3-D Secure: Stripe.js shows the bank's challenge for the PaymentIntent (or SetupIntent). */
  handleNextAction: (clientSecret: string) => Promise<void>;
}

/** A refusal from Stripe.js (an incomplete card, a failed challenge): its message is for the buyer. */
export class StripeFormError extends Error {}

/** Read when shown, so it is in the page's language of that moment. */
const loadError = () => i18n.t("common:stripe.loadError");
const checkCard = () => i18n.t("common:stripe.checkCard");

/**
 * Stripe's Payment Element for a seller's Stripe account: Stripe.js loaded with its
 * publishable key, the element kept at `options` — a checkout's amount, or `mode: "setup"` when a
 * card is only saved (a trial, the portal's "add a card").
 */
export function useStripePayment(publishableKey: string, options: StripeElementsOptionsMode): StripePayment {
  const [status, setStatus] = useState<StripePaymentStatus>("loading");
  const [attempt, setAttempt] = useState(0);
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  const latestOptions = useRef(options);
  latestOptions.current = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    let cancelled = false;
    setStatus("loading");
    loadStripe(publishableKey)
      .then((loaded) => {
        if (cancelled) return;
        if (!loaded || !box.current) throw new Error(loadError());
        stripe.current = loaded;
        elements.current = loaded.elements(latestOptions.current);
        elements.current.create("payment").mount(box.current);
        setStatus("ready");
      })
      .catch(() => {
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, attempt]);

  // The amount changed (a discount, a country's tax): the element charges the new amount.
  const amountKey = `${options.mode}:${"amount" in options ? options.amount : 0}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: amountKey stands for the options it was made from
  useEffect(() => {
    elements.current?.update(latestOptions.current);
  }, [amountKey]);

  const createConfirmationToken = useCallback(async (email: string) => {
    if (!stripe.current || !elements.current) throw new StripeFormError(loadError());
    const submitted = await elements.current.submit();
    if (submitted.error) throw new StripeFormError(submitted.error.message ?? checkCard());
    const created = await stripe.current.createConfirmationToken({
      elements: elements.current,
      params: { payment_method_data: { billing_details: { email } } },
    });
    if (created.error) throw new StripeFormError(created.error.message ?? checkCard());
    return created.confirmationToken.id;
  }, []);

  const handleNextAction = useCallback(async (clientSecret: string) => {
    if (!stripe.current) throw new StripeFormError(loadError());
    const result = await stripe.current.handleNextAction({ clientSecret });
    if (result.error)
      throw new StripeFormError(result.error.message ?? i18n.t("common:stripe.authenticationIncomplete"));
  }, []);

  return {
    status,
    loadError: status === "failed" ? loadError() : null,
    retry: () => setAttempt((count) => count + 1),
    container: (element) => {
      box.current = element;
    },
    createConfirmationToken,
    handleNextAction,
  };
}
