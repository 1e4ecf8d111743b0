import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { describeUserAgent } from "../../account/lib/user-agent";
import type { AdminUser } from "../hooks/use-admin-users";
import {
  type UserSession,
  useRevokeUserSession,
  useRevokeUserSessions,
  useUserSessions,
} from "../hooks/use-user-sessions";

export function UserSessions({ user }: { user: AdminUser }) {
  const sessions = useUserSessions(user.id);
  const revoke = useRevokeUserSession(user.id);
  const revokeAll = useRevokeUserSessions(user.id);
  const active = (sessions.data ?? []).filter((s) => new Date(s.expiresAt).getTime() > Date.now());
  const error = revoke.error ?? revokeAll.error;

  return (
    <Stack>
      <FormAlert error={error ? { status: 0, message: messageOf(error) } : null} title="Could not revoke" />
      <QueryState
        isPending={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        loadingLabel="Loading the sessions"
        errorTitle="Could not load the sessions"
      >
        {active.length === 0 ? (
          <Text size="sm" c="dimmed">
            No active sessions.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
            aria-label={`Sessions of ${user.email}`}
          >
            {active.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                revoking={revoke.isPending && revoke.variables === session.token}
                onRevoke={() => revoke.mutate(session.token, { onSuccess: () => notifySuccess("Session revoked") })}
              />
            ))}
          </Stack>
        )}
        <Group justify="flex-end" mt="sm">
          <Button
            color="red"
            variant="light"
            disabled={active.length === 0}
            loading={revokeAll.isPending}
            onClick={() =>
              revokeAll.mutate(undefined, {
                onSuccess: () => notifySuccess("Sessions revoked", `${user.email} is signed out everywhere.`),
              })
            }
          >
            Revoke all sessions
          </Button>
        </Group>
      </QueryState>
    </Stack>
  );
}

function SessionItem({
  session,
  revoking,
  onRevoke,
}: {
  session: UserSession;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const labelId = useId();
  return (
    <Paper component="li" withBorder p="sm" radius="sm" data-testid="admin-session-row">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2} id={labelId}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {describeUserAgent(session.userAgent)}
            </Text>
            {session.impersonatedBy && (
              <Badge size="xs" color="orange" variant="light">
                Impersonation
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {session.ipAddress ? `${session.ipAddress} · ` : ""}Signed in {formatDateTime(session.createdAt)} · Expires{" "}
            {formatDateTime(session.expiresAt)}
          </Text>
        </Stack>
        <Button size="xs" variant="default" loading={revoking} onClick={onRevoke} aria-describedby={labelId}>
          Revoke
        </Button>
      </Group>
    </Paper>
  );
}
