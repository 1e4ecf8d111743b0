import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmActionModal, useConfirmTarget } from '../../../components/confirm-action-modal';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useApiKeys, useRevokeApiKey, type ApiKeyOwner, type ApiKeyRecord } from '../hooks/use-api-keys';
import { CreateApiKeyForm, type CreatedKey } from './create-api-key-form';
import { NewKeyNotice } from './new-key-notice';

interface ApiKeysPanelProps {
  owner: ApiKeyOwner;
}

function isExpired(key: ApiKeyRecord): boolean {
  return key.expiresAt !== null && new Date(key.expiresAt).getTime() <= Date.now();
}

/** Create (shown once), list and revoke the keys of a user or an organization. */
export function ApiKeysPanel({ owner }: ApiKeysPanelProps) {
  const keys = useApiKeys(owner);
  const revoke = useRevokeApiKey(owner);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const confirm = useConfirmTarget<ApiKeyRecord>(revoke.reset);
  const confirming = confirm.target;

  const onRevoke = (key: ApiKeyRecord) =>
    revoke.mutate(key.id, {
      onSuccess: () => {
        confirm.close();
        if (created?.id === key.id) setCreated(null);
        notifySuccess('API key revoked', `${key.name ?? 'The key'} no longer works.`);
      },
    });

  return (
    <Stack gap="lg">
      <CreateApiKeyForm owner={owner} onCreated={setCreated} />
      <div aria-live="polite">{created && <NewKeyNotice created={created} onDismiss={() => setCreated(null)} />}</div>
      <QueryState
        isPending={keys.isPending}
        error={keys.error}
        onRetry={() => void keys.refetch()}
        loadingLabel="Loading the API keys"
        errorTitle="Could not load the API keys"
      >
        {keys.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            No API keys yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="API keys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(keys.data ?? []).map((key) => (
                  <KeyRow
                    key={key.id}
                    apiKey={key}
                    onRevoke={() => confirm.open(key)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <ConfirmActionModal
        opened={confirming !== null}
        onClose={confirm.close}
        title="Revoke this API key?"
        description={<>Anything using {confirming?.name ?? 'this key'} stops working at once. This cannot be undone.</>}
        confirmLabel="Yes, revoke"
        loading={revoke.isPending}
        error={revoke.error}
        errorTitle="Could not revoke the key"
        onConfirm={() => confirming && onRevoke(confirming)}
      />
    </Stack>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyRecord; onRevoke: () => void }) {
  const labelId = useId();
  const expired = isExpired(apiKey);
  return (
    <Table.Tr data-testid="api-key-row" data-name={apiKey.name ?? ''}>
      <Table.Td>
        <Group gap="xs" id={labelId}>
          <Text size="sm" fw={500}>
            {apiKey.name ?? 'Unnamed key'}
          </Text>
          {!apiKey.enabled && (
            <Badge size="xs" color="gray">
              Disabled
            </Badge>
          )}
          {expired && (
            <Badge size="xs" color="red" variant="light">
              Expired
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {apiKey.start ? `${apiKey.start}…` : '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(apiKey.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : 'Never'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{apiKey.lastRequest ? formatDateTime(apiKey.lastRequest) : 'Never'}</Text>
      </Table.Td>
      <Table.Td>
        <Button variant="subtle" color="red" size="xs" onClick={onRevoke} aria-describedby={labelId}>
          Revoke key
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
