import { Anchor, AppShell, Container, Group, Text } from "@mantine/core";
import { Link, Outlet } from "react-router";
import { ImpersonationBanner } from "../../features/admin/components/impersonation-banner";
import { useSession } from "../../features/auth/hooks/use-session";
import { OrganizationSwitcher } from "../../features/organizations/components/organization-switcher";
import { UserMenu } from "./user-menu";

export function AppLayout() {
  const session = useSession();
  const current = session.data?.session;

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap">
              <Anchor component={Link} to="/" underline="never" fw={700} fz="lg" c="var(--mantine-color-text)">
                Gatehouse
              </Anchor>
              {current && <OrganizationSwitcher activeOrganizationId={current.activeOrganizationId} />}
            </Group>
            <UserMenu />
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size="lg">
          {current?.impersonatedBy && <ImpersonationBanner />}
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
