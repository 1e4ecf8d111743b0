import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import type { ActiveSession } from "../hooks/use-sessions";
import { describeUserAgent } from "../lib/user-agent";

interface SessionRowProps {
  session: ActiveSession;
  current: boolean;
  revoking: boolean;
  onRevoke: () => void;
}

export function SessionRow({ session, current, revoking, onRevoke }: SessionRowProps) {
  const { t } = useTranslation("account");
  const labelId = useId();
  const times = { createdAt: formatDateTime(session.createdAt), expiresAt: formatDateTime(session.expiresAt) };

  return (
    <Paper component="li" withBorder p="sm" radius="sm" data-testid="session-row" data-current={current || undefined}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2} id={labelId}>
          <Group gap="xs">
            <Text fw={500}>{describeUserAgent(session.userAgent)}</Text>
            {current && (
              <Badge color="teal" variant="light">
                {t("sessionRow.current")}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {session.ipAddress
              ? t("sessionRow.detailWithIp", { ipAddress: session.ipAddress, ...times })
              : t("sessionRow.detail", times)}
          </Text>
        </Stack>
        {!current && (
          <Button variant="default" size="xs" loading={revoking} onClick={onRevoke} aria-describedby={labelId}>
            {t("sessionRow.revoke")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
