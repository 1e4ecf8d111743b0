import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { formatDateTime } from "../../../lib/format";
import { type ApiKeyOwner, type ApiKeyRecord, useApiKeys, useRevokeApiKey } from "../hooks/use-api-keys";
import { CreateApiKeyForm, type CreatedKey } from "./create-api-key-form";

interface ApiKeysPanelProps {
  owner: ApiKeyOwner;
}

function isExpired(key: ApiKeyRecord): boolean {
  return key.expiresAt !== null && new Date(key.expiresAt).getTime() <= Date.now();
}

const COLUMNS: readonly ResourceColumn<ApiKeyRecord>[] = [
  {
    header: "Name",
    // The name cell describes the row's "Revoke key" button (`aria-describedby`).
    cell: (apiKey, row) => (
      <Group gap="xs" id={row.labelId}>
        <Text size="sm" fw={500}>
          {apiKey.name ?? "Unnamed key"}
        </Text>
        {!apiKey.enabled && (
          <Badge size="xs" color="gray">
            Disabled
          </Badge>
        )}
        {isExpired(apiKey) && (
          <Badge size="xs" color="red" variant="light">
            Expired
          </Badge>
        )}
      </Group>
    ),
  },
  {
    header: "Key",
    cell: (apiKey) => (
      <Text size="sm" ff="monospace">
        {apiKey.start ? `${apiKey.start}…` : "—"}
      </Text>
    ),
  },
  { header: "Created", cell: (apiKey) => <Text size="sm">{formatDateTime(apiKey.createdAt)}</Text> },
  {
    header: "Expires",
    cell: (apiKey) => <Text size="sm">{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : "Never"}</Text>,
  },
  {
    header: "Last used",
    cell: (apiKey) => <Text size="sm">{apiKey.lastRequest ? formatDateTime(apiKey.lastRequest) : "Never"}</Text>,
  },
];

/** Create (shown once), list and revoke the keys of a user or an organization. */
export function ApiKeysPanel({ owner }: ApiKeysPanelProps) {
  const keys = useApiKeys(owner);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const revoke = useConfirmedDelete<ApiKeyRecord>({
    mutation: useRevokeApiKey(owner),
    title: "Revoke this API key?",
    description: (key) => <>Anything using {key?.name ?? "this key"} stops working at once. This cannot be undone.</>,
    confirmLabel: "Yes, revoke",
    errorTitle: "Could not revoke the key",
    // A revoked key shown once would only mislead.
    onDeleted: (key) => {
      if (created?.id === key.id) setCreated(null);
    },
    notification: (key) => ["API key revoked", `${key.name ?? "The key"} no longer works.`],
  });

  return (
    <Stack gap="lg">
      <CreateApiKeyForm owner={owner} onCreated={setCreated} />
      <div aria-live="polite">
        {created && (
          <SecretShownOnce
            title={created.name ? `API key “${created.name}” created` : "API key created"}
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
        loadingLabel="Loading the API keys"
        errorTitle="Could not load the API keys"
      >
        <ResourceTable
          label="API keys"
          items={keys.data ?? []}
          empty="No API keys yet."
          minWidth={640}
          columns={COLUMNS}
          rowAttributes={(key) => ({ "data-testid": "api-key-row", "data-name": key.name ?? "" })}
          actions={(key, row) => (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => revoke.ask(key)}
              aria-describedby={row.labelId}
            >
              Revoke key
            </Button>
          )}
        />
      </QueryState>
      {revoke.modal}
    </Stack>
  );
}
