import { Avatar, Button, Divider, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSession, useSignOut } from "../../features/auth/hooks/use-session";
import { OrganizationSwitcher } from "../../features/organizations/components/organization-switcher";
import { messageOf } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { paths } from "../../lib/paths";
import { isPlatformAdmin } from "../../lib/permissions";

/** Signs out, then goes home; a failure is shown as a notification. */
function useSignOutAndGoHome() {
  const { t } = useTranslation("common");
  const signOut = useSignOut();
  const navigate = useNavigate();
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t("userMenu.signedOut"));
        void navigate(paths.home);
      },
      onError: (error) => notifyError(t("userMenu.signOutFailed"), messageOf(error)),
    });
  return { run, isPending: signOut.isPending };
}

function SignedOutActions({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation("common");
  const Layout = stacked ? Stack : Group;
  return (
    <Layout gap="xs" wrap="nowrap">
      <Button component={Link} to="/sign-in" variant="subtle">
        {t("userMenu.signIn")}
      </Button>
      <Button component={Link} to="/sign-up">
        {t("userMenu.signUp")}
      </Button>
    </Layout>
  );
}

/** Header actions on wide screens: sign in / sign up, or the signed-in user and a Sign out button. */
export function UserMenu() {
  const { t } = useTranslation("common");
  const session = useSession();
  const signOut = useSignOutAndGoHome();

  if (session.isPending) return <Skeleton height={32} width={180} aria-hidden />;
  const user = session.data?.user;
  if (!user) return <SignedOutActions />;

  return (
    <Group gap="sm" wrap="nowrap">
      {isPlatformAdmin(user.role) && (
        <Button component={Link} to={paths.admin} variant="subtle" size="sm">
          {t("userMenu.admin")}
        </Button>
      )}
      {/* Named by its text (the initials are decoration): "Your account, <name>". */}
      <UnstyledButton component={Link} to="/account">
        <Group gap="xs" wrap="nowrap">
          <Avatar src={user.image || null} alt="" size="sm" radius="xl" name={user.name} color="initials" aria-hidden />
          <VisuallyHidden>{t("userMenu.yourAccountHidden")}</VisuallyHidden>
          <Text size="sm" fw={500} visibleFrom="md" data-testid="header-user-name">
            {user.name}
          </Text>
        </Group>
      </UnstyledButton>
      <Button variant="default" size="sm" loading={signOut.isPending} onClick={signOut.run}>
        {t("userMenu.signOut")}
      </Button>
    </Group>
  );
}

/**
 * The same on a phone, inside the menu drawer: the organization switcher, the account, admin and
 * sign out, one per row (the layout closes the drawer when the page changes).
 */
export function UserMenuStacked() {
  const { t } = useTranslation("common");
  const session = useSession();
  const signOut = useSignOutAndGoHome();

  if (session.isPending) return <Skeleton height={120} aria-hidden />;
  const user = session.data?.user;
  if (!user) return <SignedOutActions stacked />;

  return (
    <Stack gap="sm">
      <OrganizationSwitcher activeOrganizationId={session.data?.session.activeOrganizationId} fullWidth />
      <Divider />
      <Button
        component={Link}
        to="/account"
        variant="subtle"
        justify="flex-start"
        leftSection={<Avatar src={user.image || null} alt="" size="sm" radius="xl" name={user.name} color="initials" />}
      >
        {t("userMenu.yourAccount", { name: user.name })}
      </Button>
      {isPlatformAdmin(user.role) && (
        <Button component={Link} to={paths.admin} variant="subtle" justify="flex-start">
          {t("userMenu.admin")}
        </Button>
      )}
      <Button variant="default" loading={signOut.isPending} onClick={signOut.run}>
        {t("userMenu.signOut")}
      </Button>
    </Stack>
  );
}
