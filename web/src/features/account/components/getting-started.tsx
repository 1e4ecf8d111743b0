import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation("account");
  const resend = useSendVerificationEmail();
  const organizations = useOrganizations();
  const withoutOrganization = organizations.isSuccess && organizations.data.length === 0;

  return (
    <Stack gap="sm">
      {!user.emailVerified && (
        <Alert color="blue" title={t("gettingStarted.checkInboxTitle")} data-testid="check-inbox">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="gettingStarted.checkInboxBody"
                values={{ email: user.email }}
                components={{ strong: <strong /> }}
              />
            </Text>
            <Group gap="sm">
              <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate(user.email)}>
                {t("gettingStarted.sendAgain")}
              </Button>
              <Text size="sm" role="status" aria-live="polite">
                {resend.isSuccess
                  ? t("gettingStarted.sentAgain", { email: user.email })
                  : resend.isError
                    ? messageOf(resend.error)
                    : ""}
              </Text>
            </Group>
          </Stack>
        </Alert>
      )}
      {withoutOrganization && (
        <Alert color="gray" title={t("gettingStarted.organizationTitle")} data-testid="first-organization">
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="gettingStarted.organizationBody"
              components={{ a: <Anchor component={Link} to={paths.newOrganization} size="sm" /> }}
            />
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
