import { Avatar, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { errorCode, RequestError } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { invitationPath, organizationPath, paths } from "../../../lib/paths";
import { useUserInvitations } from "../hooks/use-invitations";
import { useOrganizations } from "../hooks/use-organizations";

/** Home page block for a signed-in person: their organizations and invitations waiting for them. */
export function MyOrganizations() {
  const { t } = useTranslation("organizations");
  const organizations = useOrganizations();
  const invitations = useUserInvitations();
  // better-auth lists a person's invitations only once their email is verified.
  const needsVerification =
    invitations.error instanceof RequestError &&
    errorCode(invitations.error) === "EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION";
  const pending = (invitations.data ?? []).filter(
    (invitation) => invitation.status === "pending" && new Date(invitation.expiresAt).getTime() > Date.now(),
  );

  return (
    <Stack gap="md">
      {pending.length > 0 && (
        <Paper withBorder p="md" radius="md" component="section" aria-label={t("myOrganizations.invitations")}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t("myOrganizations.invitations")}
            </Title>
            {pending.map((invitation) => (
              <Group key={invitation.id} justify="space-between">
                <Text size="sm">
                  <Trans
                    t={t}
                    i18nKey="myOrganizations.join"
                    values={{ organization: invitation.organizationName, until: formatDateTime(invitation.expiresAt) }}
                    components={{ organization: <strong /> }}
                  />
                </Text>
                <RouterLink to={invitationPath(invitation.id)} size="sm">
                  {t("myOrganizations.view")}
                </RouterLink>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      {needsVerification && (
        <Text size="sm" c="dimmed">
          {t("myOrganizations.verifyEmail")}
        </Text>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-label={t("myOrganizations.title")}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t("myOrganizations.title")}
            </Title>
            <Button component={Link} to={paths.newOrganization} size="xs" variant="light">
              {t("myOrganizations.new")}
            </Button>
          </Group>
          <QueryState
            isPending={organizations.isPending}
            error={organizations.error}
            onRetry={() => void organizations.refetch()}
            loadingLabel={t("myOrganizations.loading")}
            errorTitle={t("myOrganizations.loadError")}
          >
            {organizations.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("myOrganizations.empty")}
              </Text>
            )}
            {(organizations.data ?? []).map((organization) => (
              <Group key={organization.id} gap="sm">
                <Avatar
                  src={organization.logo || null}
                  alt=""
                  size="sm"
                  radius="sm"
                  name={organization.name}
                  color="initials"
                />
                <RouterLink to={organizationPath(organization.slug)}>{organization.name}</RouterLink>
              </Group>
            ))}
          </QueryState>
        </Stack>
      </Paper>
    </Stack>
  );
}
