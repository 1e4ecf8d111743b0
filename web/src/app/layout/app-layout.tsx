import { Anchor, AppShell, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { UserMenu } from './user-menu';

export function AppLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" fw={700} fz="lg" c="var(--mantine-color-text)">
              Gatehouse
            </Anchor>
            <UserMenu />
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size="lg">
          <Outlet />
        </Container>
        <Container size="lg" component="footer" mt="xl" py="md">
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Gatehouse · self-hosted accounts
            </Text>
            <Anchor component={Link} to="/dev/outbox" size="xs" c="dimmed">
              Dev outbox
            </Anchor>
          </Group>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
