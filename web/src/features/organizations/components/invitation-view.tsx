import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { errorCode, messageOf, RequestError } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { invitationPath, organizationPath, paths, withRedirect } from "../../../lib/paths";
import { parseRoles, roleLabel } from "../../../lib/permissions";
import { useSession, useSignOut } from "../../auth/hooks/use-session";
import {
  type RecipientInvitation,
  useAcceptInvitation,
  useInvitation,
  useRejectInvitation,
} from "../hooks/use-invitations";

/**
 * The page the invitation mail links to. Only the recipient may see an invitation (the server refuses anyone else),
 * so a signed-out visitor is asked to sign in or sign up first and is brought back here.
 */
export function InvitationView({ id }: { id: string }) {
  const { t } = useTranslation("organizations");
  const session = useSession();
  const here = invitationPath(id);

  return (
    <QueryState
      isPending={session.isPending}
      error={session.error}
      onRetry={() => void session.refetch()}
      loadingLabel={t("invitation.loadingSession")}
      errorTitle={t("invitation.sessionError")}
    >
      {session.data ? (
        <SignedInInvitation id={id} email={session.data.user.email} />
      ) : (
        <Stack>
          <Text>{t("invitation.signedOut")}</Text>
          <Group>
            <Button component={Link} to={withRedirect(paths.signUp, here)}>
              {t("invitation.signUp")}
            </Button>
            <Button component={Link} to={withRedirect(paths.signIn, here)} variant="default">
              {t("invitation.signIn")}
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}

function SignedInInvitation({ id, email }: { id: string; email: string }) {
  const { t } = useTranslation("organizations");
  const invitation = useInvitation(id, true);
  const code = invitation.error instanceof RequestError ? errorCode(invitation.error) : null;

  if (invitation.error && code === "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION") {
    return <WrongRecipient id={id} email={email} />;
  }
  if (invitation.error) {
    return (
      <Alert color="red" title={t("invitation.unavailable")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(invitation.error)}</Text>
          <Text size="sm">{t("invitation.unavailableHint")}</Text>
          <RouterLink to={paths.home}>{t("invitation.home")}</RouterLink>
        </Stack>
      </Alert>
    );
  }
  return (
    <QueryState
      isPending={invitation.isPending}
      error={null}
      loadingLabel={t("invitation.loading")}
      errorTitle={t("invitation.loadError")}
    >
      {invitation.data && <InvitationDetails invitation={invitation.data} />}
    </QueryState>
  );
}

function InvitationDetails({ invitation }: { invitation: RecipientInvitation }) {
  const { t } = useTranslation("organizations");
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const reject = useRejectInvitation();
  const [rejected, setRejected] = useState(false);
  const roleText = parseRoles(invitation.role).map(roleLabel).join(", ");

  // Accepting can be refused for want of a seat: the server's words, on the page.
  const acceptError = accept.error instanceof RequestError ? accept.error : null;
  const noSeat = acceptError !== null && errorCode(acceptError) === "NO_SEATS_AVAILABLE";

  if (rejected) {
    return (
      <Alert color="gray" title={t("invitation.rejected")} role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("invitation.rejectedMessage", { organization: invitation.organizationName })}</Text>
          <RouterLink to={paths.home}>{t("invitation.home")}</RouterLink>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack>
      <Stack gap={4} data-testid="invitation-details">
        <Text>
          <Trans
            t={t}
            i18nKey="invitation.invitedYou"
            values={{ inviter: invitation.inviterEmail, organization: invitation.organizationName }}
            components={{ inviter: <strong />, organization: <strong /> }}
          />
        </Text>
        <Text size="sm">
          <Trans t={t} i18nKey="invitation.role" values={{ role: roleText }} components={{ role: <strong /> }} />
        </Text>
        <Text size="sm" c="dimmed">
          {t("invitation.sentTo", { email: invitation.email, until: formatDateTime(invitation.expiresAt) })}
        </Text>
      </Stack>
      {noSeat && (
        <Alert color="orange" title={t("invitation.noSeat")} data-testid="invitation-no-seat">
          <Stack gap={4}>
            <Text size="sm">{acceptError.message}</Text>
            <Text size="sm">{t("invitation.noSeatHint")}</Text>
          </Stack>
        </Alert>
      )}
      <Group>
        <Button
          loading={accept.isPending}
          disabled={reject.isPending}
          onClick={() =>
            accept.mutate(invitation.id, {
              onSuccess: async () => {
                notifySuccess(
                  t("invitation.welcome", { organization: invitation.organizationName }),
                  t("invitation.welcomeMessage"),
                );
                await navigate(organizationPath(invitation.organizationSlug), { replace: true });
              },
              onError: (error) => {
                if (!(error instanceof RequestError && errorCode(error) === "NO_SEATS_AVAILABLE"))
                  notifyError(t("invitation.acceptError"), messageOf(error));
              },
            })
          }
        >
          {t("invitation.accept")}
        </Button>
        <Button
          variant="default"
          color="red"
          loading={reject.isPending}
          disabled={accept.isPending}
          onClick={() =>
            reject.mutate(invitation.id, {
              onSuccess: () => setRejected(true),
              onError: (error) => notifyError(t("invitation.rejectError"), messageOf(error)),
            })
          }
        >
          {t("invitation.reject")}
        </Button>
      </Group>
    </Stack>
  );
}

function WrongRecipient({ id, email }: { id: string; email: string }) {
  const { t } = useTranslation("organizations");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return (
    <Alert color="yellow" title={t("invitation.wrongRecipient")}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("invitation.wrongRecipientMessage", { email })}</Text>
        <Button
          size="xs"
          variant="light"
          loading={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: async () => {
                queryClient.removeQueries({ queryKey: ["invitation"] });
                await navigate(withRedirect(paths.signIn, invitationPath(id)));
              },
            })
          }
        >
          {t("invitation.switchAccount")}
        </Button>
      </Stack>
    </Alert>
  );
}
