import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { CopyableValue } from "../../../components/copyable-value";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { messageOf } from "../../../lib/errors";
import {
  type ScimCredential,
  useDisconnectScim,
  useIssueScimToken,
  useScimConnection,
} from "../hooks/use-scim-connection";

const dateOf = (value: string) => new Date(value).toLocaleDateString(undefined, { dateStyle: "medium" });

function TokenFacts({ credential }: { credential: ScimCredential }) {
  return (
    <Text size="sm" c="dimmed">
      Token valid until {dateOf(credential.expiresAt)} ·{" "}
      {credential.lastUsedAt ? `last used ${dateOf(credential.lastUsedAt)}` : "not used yet"}
    </Text>
  );
}

/**
 * Directory provisioning for an organization (issue 21): the SCIM 2.0 base URL and bearer token
 * to give the directory (Okta, Entra ID, …), which then creates, updates and removes members and
 * mirrors its groups as teams. Owners and admins connect it, replace the token, or disconnect.
 */
export function ScimConnection({ organizationId }: { organizationId: string }) {
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
      loadingLabel="Loading the directory connection"
      errorTitle="Could not load the directory connection"
    >
      {state.data && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Directory
            </Text>
            <Badge color={connected ? "teal" : "gray"} variant="light">
              {connected ? "Connected" : "Not connected"}
            </Badge>
          </Group>
          <CopyableValue label="SCIM base URL" value={state.data.baseUrl} />
          {state.data.credentials.map((credential) => (
            <TokenFacts key={credential.credentialId} credential={credential} />
          ))}
          {token && (
            <SecretShownOnce
              title="Directory token"
              noun="token"
              secret={token}
              testId="new-scim-token"
              onDismiss={() => setToken(null)}
            />
          )}
          <FormAlert
            error={issue.error ? { status: 0, message: messageOf(issue.error) } : null}
            title="Could not make a token"
          />
          <Group gap="sm">
            <Button size="sm" loading={issue.isPending} onClick={issueToken}>
              {connected ? "Replace token" : "Connect a directory"}
            </Button>
            {connected && (
              <Button size="sm" variant="default" color="red" onClick={() => setConfirming(true)}>
                Disconnect
              </Button>
            )}
          </Group>
          {connected && (
            <Text size="xs" c="dimmed">
              Replacing the token stops the current one at once: give the directory the new one.
            </Text>
          )}
          <ConfirmActionModal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title="Disconnect the directory?"
            description="Its token stops working, and the people it provisioned leave the organization (owners stay)."
            confirmLabel="Disconnect"
            loading={disconnect.isPending}
            error={disconnect.error}
            errorTitle="Could not disconnect"
            onConfirm={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  setToken(null);
                },
              })
            }
          />
        </Stack>
      )}
    </QueryState>
  );
}
