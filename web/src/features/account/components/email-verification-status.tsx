import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { AuthUser } from "../../../lib/auth-client";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useSendVerificationEmail } from "../hooks/use-verification-email";
import { VerifyWithCode } from "./verify-with-code";

interface EmailVerificationStatusProps {
  user: AuthUser;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge color="teal" variant="light">
      Verified
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      Not verified
    </Badge>
  );
}

/** Current address, its verification state, and a resend button while it is unverified. */
export function EmailVerificationStatus({ user }: EmailVerificationStatusProps) {
  const resend = useSendVerificationEmail();

  const onResend = () =>
    resend.mutate(user.email, {
      onSuccess: () => notifySuccess("Verification email sent", `Check ${user.email} for the link.`),
      onError: (error) => notifyError("Could not send the verification email", messageOf(error)),
    });

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={500} data-testid="current-email">
            {user.email}
          </Text>
          <VerifiedBadge verified={user.emailVerified} />
        </Group>
        {!user.emailVerified && (
          <Button variant="light" size="xs" loading={resend.isPending} onClick={onResend}>
            Resend verification email
          </Button>
        )}
      </Group>
      {!user.emailVerified && <VerifyWithCode email={user.email} />}
    </Stack>
  );
}
