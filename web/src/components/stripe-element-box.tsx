import { Alert, Button, Loader, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StripePayment } from "../lib/use-stripe-payment";

/**
 * The box Stripe's Payment Element mounts in, with its loading state and — when Stripe.js could
 * not load — the reason and a retry (the checkout's card, the portal's "add a card").
 */
export function StripeElementBox({ payment }: { payment: StripePayment }) {
  const { t } = useTranslation("common");
  return (
    <Stack gap="xs">
      {payment.status === "loading" && <Loader size="sm" aria-label={t("stripe.loading")} />}
      {payment.loadError && (
        <Alert color="red" title={t("stripe.unavailable")} role="alert">
          <Stack gap="xs" align="flex-start">
            <span>{payment.loadError}</span>
            <Button size="xs" variant="default" onClick={payment.retry}>
              {t("actions.tryAgain")}
            </Button>
          </Stack>
        </Alert>
      )}
      <div ref={payment.container} data-testid="stripe-payment-element" />
    </Stack>
  );
}
