import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AuthUser } from "../../../lib/auth-client";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useSendVerificationEmail } from "../hooks/use-verification-email";
import { VerifyWithCode } from "./verify-with-code";

interface EmailVerificationStatusProps {
  user: AuthUser;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation("account");
  return verified ? (
    <Badge color="teal" variant="light">
      {t("emailStatus.verified")}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      {t("emailStatus.notVerified")}
    </Badge>
  );
}

/** Current address, its verification state, and a resend button while it is unverified. */
export function EmailVerificationStatus({ user }: EmailVerificationStatusProps) {
  const { t } = useTranslation("account");
  const resend = useSendVerificationEmail();

  const onResend = () =>
    resend.mutate(user.email, {
      onSuccess: () => notifySuccess(t("emailStatus.sentTitle"), t("emailStatus.sentBody", { email: user.email })),
      onError: (error) => notifyError(t("emailStatus.sendFailed"), messageOf(error)),
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
            {t("emailStatus.resend")}
          </Button>
        )}
      </Group>
      {!user.emailVerified && <VerifyWithCode email={user.email} />}
    </Stack>
  );
}
