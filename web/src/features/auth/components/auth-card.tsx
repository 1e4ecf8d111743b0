import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow centered card every signed-out flow uses. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Container size={440} py="xl">
      <Stack gap="md">
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
      </Stack>
    </Container>
  );
}
