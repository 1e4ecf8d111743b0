import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { errorCode, messageOf, RequestError } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { invitationPath, organizationPath, paths, withRedirect } from "../../../lib/paths";
import { parseRoles, ROLE_LABELS } from "../../../lib/permissions";
import { useSession, useSignOut } from "../../auth/hooks/use-session";
import {
  type RecipientInvitation,
  useAcceptInvitation,
  useInvitation,
  useRejectInvitation,
} from "../hooks/use-invitations";

/**
 * The page the invitation mail links to. Only the recipient may see an invitation (SPEC §6),
 * so a signed-out visitor is asked to sign in or sign up first and is brought back here.
 */
export function InvitationView({ id }: { id: string }) {
  const session = useSession();
  const here = invitationPath(id);

  return (
    <QueryState
      isPending={session.isPending}
      error={session.error}
      onRetry={() => void session.refetch()}
      loadingLabel="Loading your session"
      errorTitle="Could not load your session"
    >
      {session.data ? (
        <SignedInInvitation id={id} email={session.data.user.email} />
      ) : (
        <Stack>
          <Text>
            Someone invited you to join their organization on Gatehouse. Sign in, or create an account with the address
            the invitation was sent to; you will come back here to accept or reject it.
          </Text>
          <Group>
            <Button component={Link} to={withRedirect(paths.signUp, here)}>
              Sign up to respond
            </Button>
            <Button component={Link} to={withRedirect(paths.signIn, here)} variant="default">
              Sign in to respond
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}

function SignedInInvitation({ id, email }: { id: string; email: string }) {
  const invitation = useInvitation(id, true);
  const code = invitation.error instanceof RequestError ? errorCode(invitation.error) : null;

  if (invitation.error && code === "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION") {
    return <WrongRecipient id={id} email={email} />;
  }
  if (invitation.error) {
    return (
      <Alert color="red" title="This invitation is not available">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(invitation.error)}</Text>
          <Text size="sm">It may have been accepted, rejected, canceled or have expired. Ask for a new one.</Text>
          <RouterLink to={paths.home}>Go to the home page</RouterLink>
        </Stack>
      </Alert>
    );
  }
  return (
    <QueryState
      isPending={invitation.isPending}
      error={null}
      loadingLabel="Loading the invitation"
      errorTitle="Could not load the invitation"
    >
      {invitation.data && <InvitationDetails invitation={invitation.data} />}
    </QueryState>
  );
}

function InvitationDetails({ invitation }: { invitation: RecipientInvitation }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const reject = useRejectInvitation();
  const [rejected, setRejected] = useState(false);
  const roles = parseRoles(invitation.role);
  const roleText = roles.length ? roles.map((role) => ROLE_LABELS[role]).join(", ") : invitation.role;

  // Accepting can be refused for want of a seat (issue 22): the server's words, on the page.
  const acceptError = accept.error instanceof RequestError ? accept.error : null;
  const noSeat = acceptError !== null && errorCode(acceptError) === "NO_SEATS_AVAILABLE";

  if (rejected) {
    return (
      <Alert color="gray" title="Invitation rejected" role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">You will not join {invitation.organizationName}.</Text>
          <RouterLink to={paths.home}>Go to the home page</RouterLink>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack>
      <Stack gap={4} data-testid="invitation-details">
        <Text>
          <strong>{invitation.inviterEmail}</strong> invited you to join <strong>{invitation.organizationName}</strong>.
        </Text>
        <Text size="sm">
          Role: <strong>{roleText}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          Sent to {invitation.email} · valid until {formatDateTime(invitation.expiresAt)}
        </Text>
      </Stack>
      {noSeat && (
        <Alert color="orange" title="You cannot join yet" data-testid="invitation-no-seat">
          <Stack gap={4}>
            <Text size="sm">{acceptError.message}</Text>
            <Text size="sm">Once a seat is free, open this page again and accept.</Text>
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
                notifySuccess(`Welcome to ${invitation.organizationName}`, "It is now your active organization.");
                await navigate(organizationPath(invitation.organizationSlug), { replace: true });
              },
              onError: (error) => {
                if (!(error instanceof RequestError && errorCode(error) === "NO_SEATS_AVAILABLE"))
                  notifyError("Could not accept the invitation", messageOf(error));
              },
            })
          }
        >
          Accept invitation
        </Button>
        <Button
          variant="default"
          color="red"
          loading={reject.isPending}
          disabled={accept.isPending}
          onClick={() =>
            reject.mutate(invitation.id, {
              onSuccess: () => setRejected(true),
              onError: (error) => notifyError("Could not reject the invitation", messageOf(error)),
            })
          }
        >
          Reject invitation
        </Button>
      </Group>
    </Stack>
  );
}

function WrongRecipient({ id, email }: { id: string; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return (
    <Alert color="yellow" title="This invitation was sent to another address">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          You are signed in as {email}. Sign in with the address the invitation was sent to, then open the link again.
        </Text>
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
          Sign out and switch account
        </Button>
      </Stack>
    </Alert>
  );
}
