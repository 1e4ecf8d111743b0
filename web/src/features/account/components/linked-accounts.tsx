import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal, useConfirmTarget } from "../../../components/confirm-action-modal";
import { QueryState } from "../../../components/query-state";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useSocialProviders } from "../../auth/hooks/use-social-providers";
import { CREDENTIAL_PROVIDER, type LinkedAccount, useAccounts, useUnlinkAccount } from "../hooks/use-accounts";
import { providerName } from "../lib/providers";
import { LinkProviderButtons } from "./link-provider-buttons";

/** The user's accounts (password and providers), unlink with confirmation, and "Link …" for the rest. */
export function LinkedAccounts() {
  const { t } = useTranslation("account");
  const accounts = useAccounts();
  const providers = useSocialProviders();
  const unlink = useUnlinkAccount();
  const confirm = useConfirmTarget<LinkedAccount>(unlink.reset);
  const confirming = confirm.target;
  // Names come from the server's provider list once it has loaded.
  const nameOf = (providerId: string) => providerName(providerId, providers.data);

  const onUnlink = (account: LinkedAccount) =>
    unlink.mutate(account, {
      onSuccess: () => {
        confirm.close();
        notifySuccess(
          t("linkedAccounts.unlinkedTitle"),
          t("linkedAccounts.unlinkedBody", { name: nameOf(account.providerId) }),
        );
      },
    });

  return (
    <Stack>
      <QueryState
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        loadingLabel={t("linkedAccounts.loading")}
        errorTitle={t("linkedAccounts.loadFailed")}
      >
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label={t("linkedAccounts.listLabel")}
        >
          {(accounts.data ?? []).map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              name={nameOf(account.providerId)}
              onUnlink={() => confirm.open(account)}
            />
          ))}
        </Stack>
        <LinkProviderButtons linked={new Set((accounts.data ?? []).map((account) => account.providerId))} />
      </QueryState>
      <ConfirmActionModal
        opened={confirming !== null}
        onClose={confirm.close}
        title={
          confirming
            ? t("linkedAccounts.unlinkTitle", { name: nameOf(confirming.providerId) })
            : t("linkedAccounts.unlinkTitleUnknown")
        }
        description={
          confirming?.providerId === CREDENTIAL_PROVIDER
            ? t("linkedAccounts.unlinkPassword")
            : confirming
              ? t("linkedAccounts.unlinkProvider", { name: nameOf(confirming.providerId) })
              : t("linkedAccounts.unlinkUnknown")
        }
        confirmLabel={t("linkedAccounts.unlinkConfirm")}
        loading={unlink.isPending}
        // The server's refusal, e.g. "You can't unlink your last account".
        error={unlink.error}
        errorTitle={t("linkedAccounts.unlinkFailed")}
        onConfirm={() => confirming && onUnlink(confirming)}
      />
    </Stack>
  );
}

interface AccountRowProps {
  account: LinkedAccount;
  name: string;
  onUnlink: () => void;
}

function AccountRow({ account, name, onUnlink }: AccountRowProps) {
  const { t } = useTranslation("account");
  const labelId = useId();
  const detail =
    account.providerId === CREDENTIAL_PROVIDER
      ? t("linkedAccounts.passwordSignIn")
      : t("linkedAccounts.providerAccount", { accountId: account.accountId });

  return (
    <Paper component="li" withBorder p="sm" radius="sm" data-testid="account-row" data-provider={account.providerId}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2} id={labelId}>
          <Text fw={500}>{name}</Text>
          <Text size="xs" c="dimmed">
            {t("linkedAccounts.linkedAt", { detail, date: formatDateTime(account.createdAt) })}
          </Text>
        </Stack>
        <Button variant="default" size="xs" onClick={onUnlink} aria-describedby={labelId}>
          {t("linkedAccounts.unlink")}
        </Button>
      </Group>
    </Paper>
  );
}
