import { Alert, Button, Loader, Stack } from "@mantine/core";
import type { StripePayment } from "../lib/use-stripe-payment";

/**
 * The box Stripe's Payment Element mounts in, with its loading state and — when Stripe.js could
 * not load — the reason and a retry (the checkout's card, the portal's "add a card").
 */
export function StripeElementBox({ payment }: { payment: StripePayment }) {
  return (
    <Stack gap="xs">
      {payment.status === "loading" && <Loader size="sm" aria-label="Loading Stripe's card form" />}
      {payment.loadError && (
        <Alert color="red" title="The card form is not available" role="alert">
          <Stack gap="xs" align="flex-start">
            <span>{payment.loadError}</span>
            <Button size="xs" variant="default" onClick={payment.retry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      <div ref={payment.container} data-testid="stripe-payment-element" />
    </Stack>
  );
}
