import { Avatar, Button, Group, Skeleton, Text, UnstyledButton } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { useSession, useSignOut } from "../../features/auth/hooks/use-session";
import { messageOf } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { paths } from "../../lib/paths";
import { isPlatformAdmin } from "../../lib/permissions";

/** Header actions: sign in / sign up links, or the signed-in user and a Sign out button. */
export function UserMenu() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (session.isPending) return <Skeleton height={32} width={180} aria-hidden />;

  const user = session.data?.user;
  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to="/sign-in" variant="subtle">
          Sign in
        </Button>
        <Button component={Link} to="/sign-up">
          Sign up
        </Button>
      </Group>
    );
  }

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        notifySuccess("Signed out");
        void navigate(paths.home);
      },
      onError: (error) => notifyError("Could not sign out", messageOf(error)),
    });

  return (
    <Group gap="sm" wrap="nowrap">
      {isPlatformAdmin(user.role) && (
        <Button component={Link} to={paths.admin} variant="subtle" size="sm">
          Admin
        </Button>
      )}
      <UnstyledButton component={Link} to="/account" aria-label={`Your account (${user.name})`}>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={user.image || null} alt="" size="sm" radius="xl" name={user.name} color="initials" />
          <Text size="sm" fw={500} visibleFrom="xs" data-testid="header-user-name">
            {user.name}
          </Text>
        </Group>
      </UnstyledButton>
      <Button variant="default" size="sm" loading={signOut.isPending} onClick={onSignOut}>
        Sign out
      </Button>
    </Group>
  );
}
