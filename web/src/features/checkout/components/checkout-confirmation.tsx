import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { i18n } from "../../../i18n/i18n";
import { messageOf } from "../../../lib/errors";
import { portalPath, portalSignInPath } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSession } from "../../auth/hooks/use-session";
import { useCheckout, useCheckoutInvoice } from "../hooks/use-checkout";
import { outcomeOf, recurringTerms } from "../lib/recurring-terms";
import { needsAuthentication } from "../lib/types";
import { AmountsSummary } from "./amounts-summary";
import { CheckoutLoadState, ProductSummary } from "./checkout-page";

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** "Continue to shop.example.com", or to "the seller" when the address has no host to name. */
function continueLabel(url: string): string {
  const host = hostOf(url);
  return host ? i18n.t("checkout:confirmation.continueTo", { host }) : i18n.t("checkout:confirmation.continueToSeller");
}

/** `/checkout/:clientSecret/confirmation`: waits for the payment, then thanks the buyer. */
export function CheckoutConfirmation({ clientSecret }: { clientSecret: string }) {
  const { t } = useTranslation("checkout");
  const checkout = useCheckout(clientSecret, { pollUntilSucceeded: true });
  const succeeded = checkout.data?.status === "succeeded";
  const invoice = useCheckoutInvoice(clientSecret, succeeded);
  const signedIn = Boolean(useSession().data);
  usePageTitle(succeeded ? t("confirmation.pageTitleDone") : t("confirmation.processing"));
  if (!checkout.data) return <CheckoutLoadState error={checkout.error} />;
  const data = checkout.data;
  const backToCheckout = (
    <Anchor component={Link} to={`/checkout/${encodeURIComponent(clientSecret)}`}>
      {t("confirmation.backToCheckout")}
    </Anchor>
  );

  if (!succeeded) {
    const stuck =
      data.status === "open" || data.status === "expired" || data.status === "failed" || needsAuthentication(data);
    return (
      <Stack gap="md" py="xl" maw={640}>
        <Title order={1}>{stuck ? t("confirmation.notCompleted") : t("confirmation.processing")}</Title>
        {stuck ? (
          <Alert color={data.status === "open" ? "yellow" : "red"} title={t("confirmation.notGoneThrough")}>
            <Stack gap="xs" align="flex-start">
              <span>
                {data.status === "expired"
                  ? t("confirmation.expired")
                  : data.status === "failed"
                    ? t("confirmation.failed")
                    : t("confirmation.waiting")}
              </span>
              {backToCheckout}
            </Stack>
          </Alert>
        ) : (
          <Center py="md" role="status" aria-live="polite">
            <Group gap="sm">
              <Loader size="sm" aria-label={t("confirmation.waitingLabel")} />
              <Text size="sm">{t("confirmation.confirming")}</Text>
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
      <Title order={1}>{t("confirmation.title")}</Title>
      <Alert color="teal" title={outcome.title}>
        <Stack gap={4}>
          <span>
            {data.customer_email
              ? t("confirmation.outcomeWithReceipt", { outcome: outcome.sentence, email: data.customer_email })
              : t("confirmation.outcome", { outcome: outcome.sentence })}
          </span>
          {terms && <span data-testid="confirmation-terms">{t("confirmation.terms", { terms })}</span>}
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
        {t("confirmation.manage")}
      </Anchor>
      {!data.success_url.endsWith(`/checkout/${data.client_secret}/confirmation`) && (
        <Button component="a" href={data.success_url} w="fit-content">
          {continueLabel(data.success_url)}
        </Button>
      )}
      <div aria-live="polite">
        {invoice.data ? (
          <Button component="a" href={invoice.data.url} target="_blank" rel="noopener" variant="default">
            {t("confirmation.downloadInvoice")}
          </Button>
        ) : invoice.error ? (
          <Alert color="yellow" title={t("confirmation.invoiceNotReady")}>
            {messageOf(invoice.error)}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            {t("confirmation.preparingInvoice")}
          </Text>
        )}
      </div>
    </Stack>
  );
}
