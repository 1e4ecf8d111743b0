import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("admin");
  const sessions = useUserSessions(user.id);
  const revoke = useRevokeUserSession(user.id);
  const revokeAll = useRevokeUserSessions(user.id);
  const active = (sessions.data ?? []).filter((s) => new Date(s.expiresAt).getTime() > Date.now());
  const error = revoke.error ?? revokeAll.error;

  return (
    <Stack>
      <FormAlert error={error ? { status: 0, message: messageOf(error) } : null} title={t("errors.revoke")} />
      <QueryState
        isPending={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        loadingLabel={t("sessions.loading")}
        errorTitle={t("errors.loadSessions")}
      >
        {active.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("sessions.none")}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
            aria-label={t("sessions.listLabel", { email: user.email })}
          >
            {active.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                revoking={revoke.isPending && revoke.variables === session.token}
                onRevoke={() => revoke.mutate(session.token, { onSuccess: () => notifySuccess(t("sessions.revoked")) })}
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
                onSuccess: () =>
                  notifySuccess(t("sessions.allRevoked"), t("sessions.allRevokedMessage", { email: user.email })),
              })
            }
          >
            {t("sessions.revokeAll")}
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
  const { t } = useTranslation("admin");
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
                {t("sessions.impersonation")}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {session.ipAddress ? `${session.ipAddress} · ` : ""}
            {t("sessions.signedIn", {
              created: formatDateTime(session.createdAt),
              expires: formatDateTime(session.expiresAt),
            })}
          </Text>
        </Stack>
        <Button size="xs" variant="default" loading={revoking} onClick={onRevoke} aria-describedby={labelId}>
          {t("sessions.revoke")}
        </Button>
      </Group>
    </Paper>
  );
}
