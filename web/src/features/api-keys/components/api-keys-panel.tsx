import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { formatDateTime } from "../../../lib/format";
import { ipAllowlistOf } from "../../../lib/ip-allowlist";
import { type ApiKeyOwner, type ApiKeyRecord, useApiKeys, useRevokeApiKey } from "../hooks/use-api-keys";
import { CreateApiKeyForm, type CreatedKey } from "./create-api-key-form";

interface ApiKeysPanelProps {
  owner: ApiKeyOwner;
}

function isExpired(key: ApiKeyRecord): boolean {
  return key.expiresAt !== null && new Date(key.expiresAt).getTime() <= Date.now();
}

const columns = (t: TFunction<"api-keys">): readonly ResourceColumn<ApiKeyRecord>[] => [
  {
    header: t("columns.name"),
    // The name cell describes the row's "Revoke key" button (`aria-describedby`).
    cell: (apiKey, row) => (
      <Group gap="xs" id={row.labelId}>
        <Text size="sm" fw={500}>
          {apiKey.name ?? t("panel.unnamed")}
        </Text>
        {!apiKey.enabled && (
          <Badge size="xs" color="gray">
            {t("panel.disabled")}
          </Badge>
        )}
        {isExpired(apiKey) && (
          <Badge size="xs" color="red" variant="light">
            {t("panel.expired")}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    header: t("columns.key"),
    cell: (apiKey) => (
      <Text size="sm" ff="monospace">
        {apiKey.start ? `${apiKey.start}…` : "—"}
      </Text>
    ),
  },
  { header: t("columns.created"), cell: (apiKey) => <Text size="sm">{formatDateTime(apiKey.createdAt)}</Text> },
  {
    header: t("columns.expires"),
    cell: (apiKey) => <Text size="sm">{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : t("panel.never")}</Text>,
  },
  {
    header: t("columns.allowedIps"),
    cell: (apiKey) => {
      const allowlist = ipAllowlistOf(apiKey);
      return allowlist.length > 0 ? (
        <Text size="sm" ff="monospace" data-testid="api-key-ip-allowlist">
          {allowlist.join(", ")}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t("panel.anyAddress")}
        </Text>
      );
    },
  },
  {
    header: t("columns.lastUsed"),
    cell: (apiKey) => (
      <Text size="sm">{apiKey.lastRequest ? formatDateTime(apiKey.lastRequest) : t("panel.never")}</Text>
    ),
  },
];

/** Create (shown once), list and revoke the keys of a user or an organization. */
export function ApiKeysPanel({ owner }: ApiKeysPanelProps) {
  const { t } = useTranslation("api-keys");
  const keys = useApiKeys(owner);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const revoke = useConfirmedDelete<ApiKeyRecord>({
    mutation: useRevokeApiKey(owner),
    title: t("panel.revokeTitle"),
    description: (key) =>
      key?.name ? t("panel.revokeDescription", { name: key.name }) : t("panel.revokeDescriptionUnnamed"),
    confirmLabel: t("panel.revokeConfirm"),
    errorTitle: t("panel.revokeFailed"),
    // A revoked key shown once would only mislead.
    onDeleted: (key) => {
      if (created?.id === key.id) setCreated(null);
    },
    notification: (key) => [
      t("panel.revokedTitle"),
      key.name ? t("panel.revokedBody", { name: key.name }) : t("panel.revokedBodyUnnamed"),
    ],
  });

  return (
    <Stack gap="lg">
      <CreateApiKeyForm owner={owner} onCreated={setCreated} />
      <div aria-live="polite">
        {created && (
          <SecretShownOnce
            title={created.name ? t("panel.createdNamed", { name: created.name }) : t("panel.created")}
            secret={created.key}
            noun="key"
            testId="new-api-key"
            onDismiss={() => setCreated(null)}
          />
        )}
      </div>
      <QueryState
        isPending={keys.isPending}
        error={keys.error}
        onRetry={() => void keys.refetch()}
        loadingLabel={t("panel.loading")}
        errorTitle={t("panel.loadFailed")}
      >
        <ResourceTable
          label={t("panel.tableLabel")}
          items={keys.data ?? []}
          empty={t("panel.empty")}
          minWidth={640}
          columns={columns(t)}
          rowAttributes={(key) => ({ "data-testid": "api-key-row", "data-name": key.name ?? "" })}
          actions={(key, row) => (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => revoke.ask(key)}
              aria-describedby={row.labelId}
            >
              {t("panel.revoke")}
            </Button>
          )}
        />
      </QueryState>
      {revoke.modal}
    </Stack>
  );
}
