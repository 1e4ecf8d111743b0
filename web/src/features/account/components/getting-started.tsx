import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { AuthUser } from "../../../lib/auth-client";
import { messageOf } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { useOrganizations } from "../../organizations/hooks/use-organizations";
import { useSendVerificationEmail } from "../hooks/use-verification-email";

/**
 * What a new account does first, on top of the account page: confirm the address ("check your
 * inbox", with a resend that says whether it worked, right here), then create or join an
 * organization. Each part goes away once done.
 */
export function GettingStarted({ user }: { user: AuthUser }) {
  const resend = useSendVerificationEmail();
  const organizations = useOrganizations();
  const withoutOrganization = organizations.isSuccess && organizations.data.length === 0;

  return (
    <Stack gap="sm">
      {!user.emailVerified && (
        <Alert color="blue" title="Check your inbox" data-testid="check-inbox">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              We sent a link to <strong>{user.email}</strong>. Open it to confirm your address. No mail after a few
              minutes? Look in your spam folder, or send it again.
            </Text>
            <Group gap="sm">
              <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate(user.email)}>
                Send the link again
              </Button>
              <Text size="sm" role="status" aria-live="polite">
                {resend.isSuccess ? `Sent again to ${user.email}.` : resend.isError ? messageOf(resend.error) : ""}
              </Text>
            </Group>
          </Stack>
        </Alert>
      )}
      {withoutOrganization && (
        <Alert color="gray" title="Next: your organization" data-testid="first-organization">
          <Text size="sm">
            Organizations hold your team, its roles and your billing.{" "}
            <Anchor component={Link} to={paths.newOrganization} size="sm">
              Create your first organization
            </Anchor>
            , or open an invitation someone sent you.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
