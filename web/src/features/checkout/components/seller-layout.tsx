import { Avatar, Badge, Box, Container, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ColorSchemeToggle } from "../../../app/layout/color-scheme-toggle";
import { useCheckout } from "../hooks/use-checkout";

interface SellerLayoutProps {
  /** The checkout whose seller the page shows (nothing while it loads or when it is unknown). */
  clientSecret: string;
  children: ReactNode;
}

/**
 * The hosted checkout's own page: the seller's logo and name on top, nothing of Gatehouse's
 * navigation (no sign in, organization switcher or dev links) — the buyer is the seller's
 * customer, not a Gatehouse user. Payments run in test mode, which the header says.
 */
export function SellerLayout({ clientSecret, children }: SellerLayoutProps) {
  const organization = useCheckout(clientSecret).data?.organization;
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <Box component="header" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0} data-testid="checkout-seller">
              {organization && (
                <>
                  <Avatar
                    src={organization.avatar_url}
                    alt=""
                    radius="sm"
                    size="md"
                    name={organization.name}
                    color="initials"
                  />
                  <Text fw={700} size="lg" lineClamp={1}>
                    {organization.name}
                  </Text>
                </>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
              {/* The seller's name gives way on a narrow screen, never the mode. */}
              <Badge
                color="orange"
                variant="light"
                data-testid="checkout-mode"
                style={{ flexShrink: 0, overflow: "visible" }}
              >
                Test mode
              </Badge>
              <ColorSchemeToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" id="main-content" tabIndex={-1}>
        {children}
      </Container>
      <Container size="lg" component="footer" py="md">
        <Text size="xs" c="dimmed">
          Payments are processed in test mode: no real card is charged.
        </Text>
      </Container>
    </>
  );
}
