import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { BrandHeading, BrandSupport } from "../../branding/components/brand-heading";
import { BrandProvider, BrandReady } from "../../branding/components/brand-provider";

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow centered card every signed-out flow uses. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  // Signing in to (or consenting for) an OpenID client: the page wears its organization's brand.
  const clientId = useSearchParams()[0].get("client_id");
  const card = (
    <Container size={440} py="xl">
      <Stack gap="md">
        {clientId && <BrandHeading />}
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          {children}
        </Paper>
        {footer && (
          <Text size="sm" c="dimmed" ta="center">
            {footer}
          </Text>
        )}
        {clientId && <BrandSupport />}
      </Stack>
    </Container>
  );
  return clientId ? (
    <BrandProvider source={{ clientId }} applyColorScheme={false}>
      <BrandReady>{card}</BrandReady>
    </BrandProvider>
  ) : (
    card
  );
}
