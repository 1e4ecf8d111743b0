import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal, useConfirmTarget } from "../../../components/confirm-action-modal";
import { QueryState } from "../../../components/query-state";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { messageOf } from "../../../lib/errors";
import {
  type AuditStream,
  type StreamScope,
  type StreamTestResult,
  useAuditStreams,
  useDeleteStream,
  useTestStream,
} from "../hooks/use-audit-streams";
import { StreamCard } from "./stream-card";
import { StreamForm } from "./stream-form";

type Editing = { stream: AuditStream | null } | null;

function TestOutcome({ result }: { result: { name: string; outcome: StreamTestResult } | null }) {
  const { t } = useTranslation("audit-streams");
  if (!result) return null;
  const { outcome } = result;
  return (
    <Alert color={outcome.ok ? "teal" : "red"} role="status" data-testid="stream-test-result">
      {outcome.ok
        ? t("test.ok", { name: result.name, ms: outcome.durationMs })
        : t("test.failed", { name: result.name, error: outcome.error ?? "" })}
    </Alert>
  );
}

/**
 * The audit streams of an organization or of the platform: each with how its delivery goes,
 * added and edited in a dialog per type, tested on demand, deleted after a confirmation.
 */
export function AuditStreams({ scope, canManage }: { scope: StreamScope; canManage: boolean }) {
  const { t } = useTranslation("audit-streams");
  const streams = useAuditStreams(scope);
  const remove = useDeleteStream(scope);
  const test = useTestStream(scope);
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [tested, setTested] = useState<{ name: string; outcome: StreamTestResult } | null>(null);
  const deleting = useConfirmTarget<AuditStream>(remove.reset);

  const sendTest = (stream: AuditStream) =>
    test.mutate(stream.id, {
      onSuccess: (outcome) => setTested({ name: stream.name, outcome }),
      onError: (error) =>
        setTested({ name: stream.name, outcome: { ok: false, status: null, error: messageOf(error), durationMs: 0 } }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={620}>
          {t("intro")}
        </Text>
        {canManage && <Button onClick={() => setEditing({ stream: null })}>{t("add")}</Button>}
      </Group>
      {secret && (
        <SecretShownOnce
          title={t("secretTitle")}
          secret={secret}
          noun="signingSecret"
          testId="stream-secret"
          onDismiss={() => setSecret(null)}
        />
      )}
      <TestOutcome result={tested} />
      <QueryState
        isPending={streams.isPending}
        error={streams.error}
        onRetry={() => void streams.refetch()}
        loadingLabel={t("loading")}
        errorTitle={t("loadError")}
      >
        {streams.data?.length === 0 ? (
          <Text size="sm">{t("empty")}</Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            aria-label={t("list.label")}
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {streams.data?.map((stream) => (
              <StreamCard
                key={stream.id}
                stream={stream}
                canManage={canManage}
                testing={test.isPending && test.variables === stream.id}
                onTest={() => sendTest(stream)}
                onEdit={() => setEditing({ stream })}
                onDelete={() => deleting.open(stream)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.stream ? t("form.editTitle", { name: editing.stream.name }) : t("form.createTitle")}
        centered
      >
        {editing && (
          <StreamForm
            scope={scope}
            stream={editing.stream}
            onCancel={() => setEditing(null)}
            onDone={(created) => {
              setEditing(null);
              if (created?.secret) setSecret(created.secret);
            }}
          />
        )}
      </Modal>
      <ConfirmActionModal
        opened={deleting.target !== null}
        onClose={deleting.close}
        title={t("delete.title")}
        description={t("delete.body", { name: deleting.target?.name ?? "" })}
        confirmLabel={t("delete.confirm")}
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t("delete.error")}
        onConfirm={() => deleting.target && remove.mutate(deleting.target.id, { onSuccess: deleting.close })}
      />
    </Stack>
  );
}
