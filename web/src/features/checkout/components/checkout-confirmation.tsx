import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { messageOf } from "../../../lib/errors";
import { portalPath, portalSignInPath } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSession } from "../../auth/hooks/use-session";
import { useCheckout, useCheckoutInvoice } from "../hooks/use-checkout";
import { outcomeOf, recurringTerms } from "../lib/recurring-terms";
import { needsAuthentication } from "../lib/types";
import { AmountsSummary } from "./amounts-summary";
import { CheckoutLoadState, ProductSummary } from "./checkout-page";

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "the seller";
  }
}

/** `/checkout/:clientSecret/confirmation`: waits for the payment, then thanks the buyer. */
export function CheckoutConfirmation({ clientSecret }: { clientSecret: string }) {
  const checkout = useCheckout(clientSecret, { pollUntilSucceeded: true });
  const succeeded = checkout.data?.status === "succeeded";
  const invoice = useCheckoutInvoice(clientSecret, succeeded);
  const signedIn = Boolean(useSession().data);
  usePageTitle(succeeded ? "Thank you" : "Processing your payment");
  if (!checkout.data) return <CheckoutLoadState error={checkout.error} />;
  const data = checkout.data;
  const backToCheckout = (
    <Anchor component={Link} to={`/checkout/${encodeURIComponent(clientSecret)}`}>
      Back to the checkout
    </Anchor>
  );

  if (!succeeded) {
    const stuck =
      data.status === "open" || data.status === "expired" || data.status === "failed" || needsAuthentication(data);
    return (
      <Stack gap="md" py="xl" maw={640}>
        <Title order={1}>{stuck ? "Payment not completed" : "Processing your payment"}</Title>
        {stuck ? (
          <Alert color={data.status === "open" ? "yellow" : "red"} title="The payment has not gone through">
            <Stack gap="xs" align="flex-start">
              <span>
                {data.status === "expired"
                  ? "This checkout has expired."
                  : data.status === "failed"
                    ? "The payment failed."
                    : "This checkout is still waiting for payment."}
              </span>
              {backToCheckout}
            </Stack>
          </Alert>
        ) : (
          <Center py="md" role="status" aria-live="polite">
            <Group gap="sm">
              <Loader size="sm" aria-label="Waiting for the payment" />
              <Text size="sm">Confirming your payment…</Text>
            </Group>
          </Center>
        )}
      </Stack>
    );
  }

  const outcome = outcomeOf(data);
  const terms = recurringTerms(data);
  return (
    <Stack gap="lg" py="xl" maw={640}>
      <Title order={1}>Thank you for your purchase</Title>
      <Alert color="teal" title={outcome.title}>
        <Stack gap={4}>
          <span>{`${outcome.sentence}${data.customer_email ? `; a receipt goes to ${data.customer_email}` : ""}.`}</span>
          {terms && (
            <span data-testid="confirmation-terms">{`Your subscription: ${terms} in the customer portal.`}</span>
          )}
        </Stack>
      </Alert>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <ProductSummary checkout={data} />
          <AmountsSummary checkout={data} />
        </Stack>
      </Paper>
      {/* A signed-in buyer is the order's customer; anyone else signs in to the portal with a mailed code. */}
      <Anchor
        component={Link}
        to={signedIn ? portalPath(data.organization.id) : portalSignInPath(data.organization.slug, data.customer_email)}
        w="fit-content"
      >
        Manage your purchase in the customer portal
      </Anchor>
      {!data.success_url.endsWith(`/checkout/${data.client_secret}/confirmation`) && (
        <Button component="a" href={data.success_url} w="fit-content">
          Continue to {hostOf(data.success_url)}
        </Button>
      )}
      <div aria-live="polite">
        {invoice.data ? (
          <Button component="a" href={invoice.data.url} target="_blank" rel="noopener" variant="default">
            Download invoice
          </Button>
        ) : invoice.error ? (
          <Alert color="yellow" title="The invoice is not ready yet">
            {messageOf(invoice.error)}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            Preparing your invoice…
          </Text>
        )}
      </div>
    </Stack>
  );
}
