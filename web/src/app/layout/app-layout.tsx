import { Anchor, AppShell, Burger, Container, Drawer, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { ImpersonationBanner } from "../../features/admin/components/impersonation-banner";
import { useSession } from "../../features/auth/hooks/use-session";
import { OrganizationSwitcher } from "../../features/organizations/components/organization-switcher";
import { LanguageSwitcher } from "../../i18n/language-switcher";
import { devOutboxServed } from "../../lib/server-flags";
import { ColorSchemeToggle } from "./color-scheme-toggle";
import { UserMenu, UserMenuStacked } from "./user-menu";

/** Below this width the header's actions move into a drawer behind a menu button. */
const WIDE = "sm";

/** Gatehouse's own pages: header, navigation, footer; `children` for a route outside the router's layout. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("common");
  const session = useSession();
  const current = session.data?.session;
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  // Following a link from the drawer (or signing out) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => menu.close(), [pathname]);

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <a href="#main-content" className="skip-link">
        {t("layout.skipToContent")}
      </a>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap" miw={0}>
              <Anchor component={Link} to="/" underline="never" fw={700} fz="lg" c="var(--mantine-color-text)">
                Gatehouse
              </Anchor>
              {current && (
                <Group visibleFrom={WIDE} miw={0}>
                  <OrganizationSwitcher activeOrganizationId={current.activeOrganizationId} />
                </Group>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ColorSchemeToggle />
              <Group visibleFrom={WIDE}>
                <UserMenu />
              </Group>
              <Burger
                hiddenFrom={WIDE}
                opened={menuOpened}
                onClick={menu.toggle}
                size="sm"
                aria-label={menuOpened ? t("layout.closeMenu") : t("layout.openMenu")}
                aria-expanded={menuOpened}
                aria-controls="app-menu"
              />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <Drawer
        id="app-menu"
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="xs"
        title={t("layout.menu")}
        hiddenFrom={WIDE}
        closeButtonProps={{ "aria-label": t("layout.closeMenu") }}
      >
        <UserMenuStacked />
      </Drawer>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size="lg">
          {current?.impersonatedBy && <ImpersonationBanner />}
          {children ?? <Outlet />}
        </Container>
        <Container size="lg" component="footer" mt="xl" py="md">
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t("layout.footer")}
            </Text>
            <LanguageSwitcher />
            {devOutboxServed && (
              <Anchor component={Link} to="/dev/outbox" size="xs" c="dimmed">
                {t("layout.devOutbox")}
              </Anchor>
            )}
          </Group>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
