import { Badge, Button, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmActionModal, useConfirmTarget } from '../../../components/confirm-action-modal';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { ListPagination } from '../../billing/components/list-pagination';
import type { BillingSectionProps } from '../../billing/lib/context';
import { useAccessTokens, useRevokeAccessToken, type AccessToken, type AccessTokenCreated } from '../hooks/use-access-tokens';
import { CreateAccessTokenForm } from './create-access-token-form';
import { NewAccessTokenNotice } from './new-access-token-notice';

/** Organization access tokens (`polar_oat_…`): create (shown once), list, revoke. */
export function AccessTokensSection({ billing }: BillingSectionProps) {
  const [page, setPage] = useState(1);
  const tokens = useAccessTokens(billing.organizationId, page);
  const revoke = useRevokeAccessToken(billing.organizationId);
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);
  const confirm = useConfirmTarget<AccessToken>(revoke.reset);
  const canWrite = billing.can.organization_access_tokens.write;

  const onRevoke = (token: AccessToken) =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        confirm.close();
        if (created?.organization_access_token.id === token.id) setCreated(null);
        notifySuccess('Access token revoked', `${token.comment} no longer works.`);
      },
    });

  return (
    <Stack gap="lg">
      {canWrite && <CreateAccessTokenForm organizationId={billing.organizationId} onCreated={setCreated} />}
      <div aria-live="polite">{created && <NewAccessTokenNotice created={created} onDismiss={() => setCreated(null)} />}</div>
      <QueryState
        isPending={tokens.isPending}
        error={tokens.error}
        onRetry={() => void tokens.refetch()}
        loadingLabel="Loading the access tokens"
        errorTitle="Could not load the access tokens"
      >
        {tokens.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No access tokens yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Access tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Comment</Table.Th>
                  <Table.Th>Scopes</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  {canWrite && (
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(tokens.data?.items ?? []).map((token) => (
                  <TokenRow key={token.id} token={token} onRevoke={canWrite ? () => confirm.open(token) : null} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination page={page} onChange={setPage} list={tokens.data} noun="access tokens" />
      </QueryState>
      <ConfirmActionModal
        opened={confirm.target !== null}
        onClose={confirm.close}
        title="Revoke this access token?"
        description={<>Anything using {confirm.target?.comment ?? 'this token'} stops working at once. This cannot be undone.</>}
        confirmLabel="Yes, revoke"
        loading={revoke.isPending}
        error={revoke.error}
        errorTitle="Could not revoke the token"
        onConfirm={() => confirm.target && onRevoke(confirm.target)}
      />
    </Stack>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: (() => void) | null }) {
  const labelId = useId();
  const expired = token.expires_at !== null && new Date(token.expires_at).getTime() <= Date.now();
  return (
    <Table.Tr data-testid="access-token-row" data-comment={token.comment}>
      <Table.Td>
        <Group gap="xs" id={labelId}>
          <Text size="sm" fw={500}>
            {token.comment}
          </Text>
          {expired && (
            <Badge size="xs" color="red" variant="light">
              Expired
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Tooltip label={token.scopes.join(', ') || 'No scopes'} multiline w={320}>
          <Text size="sm" tabIndex={0}>
            {token.scopes.length} {token.scopes.length === 1 ? 'scope' : 'scopes'}
          </Text>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(token.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{token.expires_at ? formatDateTime(token.expires_at) : 'Never'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'}</Text>
      </Table.Td>
      {onRevoke && (
        <Table.Td>
          <Button variant="subtle" color="red" size="xs" onClick={onRevoke} aria-describedby={labelId}>
            Revoke token
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
