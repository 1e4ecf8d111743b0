import { Alert, Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { StripeElementBox } from "../../../components/stripe-element-box";
import type { StripePayment } from "../../../lib/use-stripe-payment";

/** The card, for a checkout paid through Stripe: Stripe's Payment Element in its box. */
export function StripeCardSection({ payment, error }: { payment: StripePayment; error: string | null }) {
  const { t } = useTranslation("checkout");
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("stripe.title")}
        </Title>
        <StripeElementBox payment={payment} />
        {error && (
          <Alert color="red" role="alert" title={t("paymentFailed")}>
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
