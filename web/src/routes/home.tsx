import { Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useSession } from "../features/auth/hooks/use-session";
import { MyOrganizations } from "../features/organizations/components/my-organizations";
import { usePageTitle } from "../lib/use-page-title";

export default function HomeRoute() {
  usePageTitle("Home");
  const session = useSession();
  const user = session.data?.user;

  return (
    <Stack gap="lg" py="xl" maw={720}>
      <Title order={1}>Gatehouse</Title>
      <Text size="lg">
        A self-hostable account platform: sign-up and sign-in, email verification, password reset, sessions you can see
        and revoke, linked accounts and account deletion, all in one service you run yourself.
      </Text>
      <List spacing="xs">
        <List.Item>Cookie sessions with &ldquo;remember me&rdquo; and per-device revocation</List.Item>
        <List.Item>Email verification, password reset and email change by mailed links</List.Item>
        <List.Item>Organizations, teams and billing behind one API</List.Item>
      </List>
      <Group>
        {user ? (
          <Button component={Link} to="/account">
            Go to your account
          </Button>
        ) : (
          <>
            <Button component={Link} to="/sign-up">
              Create an account
            </Button>
            <Button component={Link} to="/sign-in" variant="default">
              Sign in to Gatehouse
            </Button>
          </>
        )}
        <Button component={Link} to="/dev/outbox" variant="subtle">
          Open the dev outbox
        </Button>
      </Group>
      {user && <MyOrganizations />}
    </Stack>
  );
}
