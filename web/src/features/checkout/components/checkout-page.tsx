import { Alert, Anchor, Center, Grid, Image, List, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../i18n/format";
import { usePageTitle } from "../../../lib/use-page-title";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import { tierRange } from "../../billing-products/lib/seat-tiers";
import { describePrice } from "../../billing-products/lib/types";
import { useCheckout } from "../hooks/use-checkout";
import { type CheckoutPublic, needsAuthentication } from "../lib/types";
import { AmountsSummary } from "./amounts-summary";
import { CheckoutForm, confirmationPath } from "./checkout-form";

/** Loading, unknown secret, or an error: what to show before (or instead of) the checkout. */
export function CheckoutLoadState({ error }: { error: unknown }) {
  const { t } = useTranslation("checkout");
  if (!error) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader size="sm" aria-label={t("loadState.loading")} />
      </Center>
    );
  }
  const notFound = error instanceof V1Error && (error.status === 404 || error.status === 422);
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Title order={1}>{notFound ? t("loadState.notFound") : t("loadState.failed")}</Title>
      <Alert color="red" title={notFound ? t("loadState.invalidLink") : t("somethingWrong")}>
        {notFound ? t("loadState.checkLink") : error instanceof Error ? error.message : t("loadState.tryLater")}
      </Alert>
    </Stack>
  );
}

export function ProductSummary({ checkout }: { checkout: CheckoutPublic }) {
  const { t } = useTranslation("checkout");
  const product = checkout.product;
  const price = checkout.product_price;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" data-testid="checkout-product-name">
        {product?.name ?? t("product.yourOrder")}
      </Title>
      {product?.medias[0] && (
        <Image src={product.medias[0].public_url} alt={product.medias[0].name} radius="md" mah={200} fit="contain" />
      )}
      {product?.description && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {product.description}
        </Text>
      )}
      {price && (
        <Text fw={600} data-testid="checkout-price">
          {describePrice(price, product?.recurring_interval ?? null)}
        </Text>
      )}
      {price?.amount_type === "seat_based" && price.seat_tiers.tiers.length > 1 && (
        <List size="sm" aria-label={t("product.pricePerSeat")} data-testid="checkout-seat-tiers">
          {price.seat_tiers.tiers.map((tier) => (
            <List.Item key={tier.min_seats}>
              {t("product.tier", {
                range: tierRange(tier),
                amount: formatMoney(tier.price_per_seat, price.price_currency),
              })}
            </List.Item>
          ))}
        </List>
      )}
      {product && product.benefits.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t("product.included")}
          </Text>
          <List size="sm">
            {product.benefits.map((benefit) => (
              <List.Item key={benefit.id}>{benefit.description}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** `/checkout/:clientSecret`: the hosted checkout page, public. */
export function CheckoutPage({ clientSecret }: { clientSecret: string }) {
  const { t } = useTranslation("checkout");
  const checkout = useCheckout(clientSecret);
  usePageTitle(
    checkout.data?.product ? t("page.titleNamed", { product: checkout.data.product.name }) : t("page.title"),
  );
  if (!checkout.data) return <CheckoutLoadState error={checkout.error} />;
  const data = checkout.data;
  const expired = data.status === "expired" || (data.status === "open" && Date.parse(data.expires_at) < Date.now());
  const payable = data.status === "open" || needsAuthentication(data);

  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{t("page.title")}</Title>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <ProductSummary checkout={data} />
              <AmountsSummary checkout={data} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {expired ? (
            <Alert color="red" title={t("page.expiredTitle")}>
              {t("page.expired")}
            </Alert>
          ) : data.status === "failed" ? (
            <Alert color="red" title={t("page.failedTitle")}>
              {t("page.failed")}
            </Alert>
          ) : !payable ? (
            <Alert
              color={data.status === "succeeded" ? "teal" : "blue"}
              title={data.status === "succeeded" ? t("page.alreadyPaid") : t("page.inProgress")}
            >
              <Anchor component={Link} to={confirmationPath(clientSecret)}>
                {t("page.seeOrder")}
              </Anchor>
            </Alert>
          ) : (
            <CheckoutForm key={data.id} checkout={data} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
