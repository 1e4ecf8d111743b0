import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { QueryState } from '../../../components/query-state';
import { messageOf } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { CREDENTIAL_PROVIDER, useAccounts, useUnlinkAccount, type LinkedAccount } from '../hooks/use-accounts';
import { providerName } from '../lib/providers';

export function LinkedAccounts() {
  const accounts = useAccounts();
  const unlink = useUnlinkAccount();

  return (
    <Stack>
      <FormAlert
        error={unlink.error ? { status: 0, message: messageOf(unlink.error) } : null}
        title="Could not unlink the account"
        onClose={() => unlink.reset()}
      />
      <QueryState
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        loadingLabel="Loading your linked accounts"
        errorTitle="Could not load your linked accounts"
      >
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Linked accounts">
          {(accounts.data ?? []).map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              unlinking={unlink.isPending && unlink.variables.id === account.id}
              onUnlink={() =>
                unlink.mutate(account, {
                  onSuccess: () => notifySuccess('Account unlinked', `${providerName(account.providerId)} is unlinked.`),
                })
              }
            />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}

interface AccountRowProps {
  account: LinkedAccount;
  unlinking: boolean;
  onUnlink: () => void;
}

function AccountRow({ account, unlinking, onUnlink }: AccountRowProps) {
  const labelId = useId();
  const detail = account.providerId === CREDENTIAL_PROVIDER ? 'Password sign-in' : `Account ${account.accountId}`;

  return (
    <Paper component="li" withBorder p="sm" radius="sm" data-testid="account-row" data-provider={account.providerId}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2} id={labelId}>
          <Text fw={500}>{providerName(account.providerId)}</Text>
          <Text size="xs" c="dimmed">
            {detail} · Linked {formatDateTime(account.createdAt)}
          </Text>
        </Stack>
        <Button variant="default" size="xs" loading={unlinking} onClick={onUnlink} aria-describedby={labelId}>
          Unlink
        </Button>
      </Group>
    </Paper>
  );
}
