import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import type { AuthSession } from "../../../lib/auth-client";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { useRevokeAllSessions, useRevokeOtherSessions, useRevokeSession, useSessions } from "../hooks/use-sessions";
import { SessionRow } from "./session-row";

interface SessionsListProps {
  current: AuthSession["session"];
}

export function SessionsList({ current }: SessionsListProps) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();
  const mutationError = revoke.error ?? revokeOthers.error ?? revokeAll.error;

  const isCurrent = (session: { id: string; token: string }) =>
    session.id === current.id || session.token === current.token;
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(isCurrent(b)) - Number(isCurrent(a)));
  const othersCount = list.filter((session) => !isCurrent(session)).length;

  return (
    <Stack>
      <FormAlert
        error={mutationError ? { status: 0, message: messageOf(mutationError) } : null}
        title={t("sessions.updateFailed")}
      />
      <QueryState
        isPending={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        loadingLabel={t("sessions.loading")}
        errorTitle={t("sessions.loadFailed")}
      >
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label={t("sessions.listLabel")}
        >
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              current={isCurrent(session)}
              revoking={revoke.isPending && revoke.variables === session.token}
              onRevoke={() => revoke.mutate(session.token, { onSuccess: () => notifySuccess(t("sessions.revoked")) })}
            />
          ))}
        </Stack>
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {t("sessions.others", { count: othersCount })}
          </Text>
          <Group gap="xs">
            <Button
              variant="light"
              color="red"
              disabled={othersCount === 0}
              loading={revokeOthers.isPending}
              onClick={() =>
                revokeOthers.mutate(undefined, { onSuccess: () => notifySuccess(t("sessions.othersRevoked")) })
              }
            >
              {t("sessions.revokeOthers")}
            </Button>
            <Button
              variant="subtle"
              color="red"
              loading={revokeAll.isPending}
              onClick={() =>
                revokeAll.mutate(undefined, {
                  onSuccess: () => {
                    notifySuccess(t("sessions.allEndedTitle"), t("sessions.allEndedBody"));
                    void navigate(paths.signIn);
                  },
                })
              }
            >
              {t("sessions.endAll")}
            </Button>
          </Group>
        </Group>
      </QueryState>
    </Stack>
  );
}
