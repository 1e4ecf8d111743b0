import { Alert, Button, Loader, Paper, Stack, Title } from "@mantine/core";
import type { StripePayment } from "../../../lib/use-stripe-payment";

/** The card, for a checkout paid through Stripe: Stripe's Payment Element in its box. */
export function StripeCardSection({ payment, error }: { payment: StripePayment; error: string | null }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Payment
        </Title>
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
        {error && (
          <Alert color="red" role="alert" title="The payment did not go through">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
