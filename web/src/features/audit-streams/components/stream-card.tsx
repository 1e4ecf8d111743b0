import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateWith } from "../../../i18n/format";
import type { AuditStream } from "../hooks/use-audit-streams";
import { TYPE_LABELS } from "./stream-fields";

const when = (iso: string) => formatDateWith(iso, { dateStyle: "medium", timeStyle: "short" });

/** Where the stream sends: its URL or bucket, shown under its name. */
function whereTo(stream: AuditStream): string {
  if (stream.type === "s3") return `s3://${stream.settings.bucket}/${stream.settings.prefix ?? ""}`;
  return stream.settings.url ?? "";
}

function StatusBadge({ stream }: { stream: AuditStream }) {
  const { t } = useTranslation("audit-streams");
  if (stream.status === "failing") return <Badge color="red">{t("status.failing")}</Badge>;
  if (!stream.lastSuccessAt) return <Badge color="gray">{t("status.pending")}</Badge>;
  return <Badge color="teal">{t("status.active")}</Badge>;
}

interface StreamCardProps {
  stream: AuditStream;
  canManage: boolean;
  testing: boolean;
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One stream: its type, where it sends, how delivery goes (last success, backlog, last error) and its actions. */
export function StreamCard({ stream, canManage, testing, onTest, onEdit, onDelete }: StreamCardProps) {
  const { t } = useTranslation("audit-streams");
  return (
    <Card withBorder padding="md" component="li" data-testid="audit-stream" aria-label={stream.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{stream.name}</Text>
            <Badge variant="light">{t(TYPE_LABELS[stream.type])}</Badge>
            <StatusBadge stream={stream} />
          </Group>
          {canManage && (
            <Group gap="xs">
              <Button size="xs" variant="light" loading={testing} onClick={onTest}>
                {t("actions.test")}
              </Button>
              <Button size="xs" variant="default" onClick={onEdit}>
                {t("actions.edit")}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
                {t("actions.delete")}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
          {whereTo(stream)}
        </Text>
        <Text size="sm" data-testid="stream-delivery">
          {stream.lastSuccessAt ? t("list.lastSuccess", { when: when(stream.lastSuccessAt) }) : t("list.never")}
          {" · "}
          {t("list.backlog", { count: stream.backlog })}
        </Text>
        {stream.lastError && stream.lastErrorAt && (
          <Text size="sm" c={stream.status === "failing" ? "red" : "dimmed"}>
            {t("list.lastError", { when: when(stream.lastErrorAt), error: stream.lastError })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
