import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { CopyableValue } from "../../../components/copyable-value";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { messageOf } from "../../../lib/errors";
import { formatDate } from "../../../lib/format";
import {
  type ScimCredential,
  useDisconnectScim,
  useIssueScimToken,
  useScimConnection,
} from "../hooks/use-scim-connection";
import { GroupRolesEditor } from "./group-roles-editor";

function TokenFacts({ credential }: { credential: ScimCredential }) {
  const { t } = useTranslation("scim");
  const until = formatDate(credential.expiresAt);
  return (
    <Text size="sm" c="dimmed">
      {credential.lastUsedAt
        ? t("token.validUsed", { until, used: formatDate(credential.lastUsedAt) })
        : t("token.validUnused", { until })}
    </Text>
  );
}

/**
 * Directory provisioning for an organization: the SCIM 2.0 base URL and bearer token
 * to give the directory (Okta, Entra ID, …), which then creates, updates and removes members and
 * mirrors its groups as teams. Owners and admins connect it, replace the token, or disconnect,
 * and map its groups to the organization's roles (group-roles-editor.tsx).
 */
export function ScimConnection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("scim");
  const state = useScimConnection(organizationId);
  const issue = useIssueScimToken(organizationId);
  const disconnect = useDisconnectScim(organizationId);
  const [confirming, setConfirming] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const connected = Boolean(state.data?.connection);

  const issueToken = () => issue.mutate(undefined, { onSuccess: (issued) => setToken(issued?.token ?? null) });

  return (
    <QueryState
      isPending={state.isPending}
      error={state.error}
      onRetry={() => void state.refetch()}
      loadingLabel={t("connection.loading")}
      errorTitle={t("connection.loadError")}
    >
      {state.data && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t("connection.directory")}
            </Text>
            <Badge color={connected ? "teal" : "gray"} variant="light">
              {connected ? t("connection.connected") : t("connection.notConnected")}
            </Badge>
          </Group>
          <CopyableValue label={t("connection.baseUrl")} value={state.data.baseUrl} />
          {state.data.credentials.map((credential) => (
            <TokenFacts key={credential.credentialId} credential={credential} />
          ))}
          {token && (
            <SecretShownOnce
              title={t("token.title")}
              noun="token"
              secret={token}
              testId="new-scim-token"
              onDismiss={() => setToken(null)}
            />
          )}
          <FormAlert
            error={issue.error ? { status: 0, message: messageOf(issue.error) } : null}
            title={t("token.error")}
          />
          <Group gap="sm">
            <Button size="sm" loading={issue.isPending} onClick={issueToken}>
              {connected ? t("token.replace") : t("connection.connect")}
            </Button>
            {connected && (
              <Button size="sm" variant="default" color="red" onClick={() => setConfirming(true)}>
                {t("disconnect.button")}
              </Button>
            )}
          </Group>
          {connected && (
            <Text size="xs" c="dimmed">
              {t("token.replaceHint")}
            </Text>
          )}
          <ConfirmActionModal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t("disconnect.title")}
            description={t("disconnect.description")}
            confirmLabel={t("disconnect.button")}
            loading={disconnect.isPending}
            error={disconnect.error}
            errorTitle={t("disconnect.error")}
            onConfirm={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  setToken(null);
                },
              })
            }
          />
          <GroupRolesEditor organizationId={organizationId} />
        </Stack>
      )}
    </QueryState>
  );
}
