import { Avatar, Badge, Box, Container, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ColorSchemeToggle } from "../app/layout/color-scheme-toggle";

/** What the header shows of the seller: Polar's organization fields. */
export interface Seller {
  name: string;
  avatar_url: string | null;
}

/** Who takes the money: Gatehouse's test mode, the seller's Stripe in its test mode, or live. */
export type PaymentMode = "test" | "stripe-test" | "live";

const MODE_BADGE = {
  test: "sellerLayout.testModeBadge",
  "stripe-test": "sellerLayout.stripeTestModeBadge",
  live: null,
} as const satisfies Record<PaymentMode, string | null>;
const MODE_NOTE = {
  test: "sellerLayout.testModeNote",
  "stripe-test": "sellerLayout.stripeTestModeNote",
  live: "sellerLayout.liveNote",
} as const satisfies Record<PaymentMode, string>;

interface SellerLayoutProps {
  /** Nothing while it loads or when it is unknown. */
  seller: Seller | undefined;
  /** The payment mode the page says it is in; none where nothing is paid (or while it loads). */
  paymentMode?: PaymentMode;
  /** Replaces the seller's avatar and name in the header (their brand's logo). */
  mark?: ReactNode;
  /** Under the payment note: where the seller's customers get help. */
  support?: ReactNode;
  /** False where the seller fixed the page's colour scheme. */
  withColorSchemeToggle?: boolean;
  children: ReactNode;
}

/**
 * The pages a seller's customer sees (hosted checkout, customer portal): the seller's logo and
 * name on top, nothing of Gatehouse's navigation (no sign in, organization switcher or dev links)
 * — the buyer is the seller's customer, not a Gatehouse user. The header says which payment mode
 * the page is in.
 */
export function SellerLayout({
  seller,
  paymentMode,
  mark,
  support,
  withColorSchemeToggle = true,
  children,
}: SellerLayoutProps) {
  const { t } = useTranslation("common");
  const badgeKey = paymentMode ? MODE_BADGE[paymentMode] : null;
  const badge = badgeKey ? t(badgeKey) : null;
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t("layout.skipToContent")}
      </a>
      <Box component="header" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0} data-testid="seller">
              {mark ??
                (seller && (
                  <>
                    <Avatar src={seller.avatar_url} alt="" radius="sm" size="md" name={seller.name} color="initials" />
                    <Text fw={700} size="lg" lineClamp={1}>
                      {seller.name}
                    </Text>
                  </>
                ))}
            </Group>
            <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
              {/* The seller's name gives way on a narrow screen, never the mode. */}
              {badge && (
                <Badge
                  color="orange"
                  variant="light"
                  data-testid="payment-mode"
                  style={{ flexShrink: 0, overflow: "visible" }}
                >
                  {badge}
                </Badge>
              )}
              {withColorSchemeToggle && <ColorSchemeToggle />}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" id="main-content" tabIndex={-1}>
        {children}
      </Container>
      {(paymentMode || support) && (
        <Container size="lg" component="footer" py="md">
          <Stack gap="xs">
            {paymentMode && (
              <Text size="xs" c="dimmed">
                {t(MODE_NOTE[paymentMode])}
              </Text>
            )}
            {support}
          </Stack>
        </Container>
      )}
    </>
  );
}
