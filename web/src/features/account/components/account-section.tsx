import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}

/** One card of the account page; `id` is the in-page anchor the section nav links to. */
export function AccountSection({ id, title, description, children, danger }: AccountSectionProps) {
  return (
    <Paper
      component="section"
      id={id}
      withBorder
      p="lg"
      radius="md"
      style={{ scrollMarginTop: 80, ...(danger ? { borderColor: 'var(--mantine-color-red-6)' } : {}) }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" c={danger ? 'red' : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
