import { Badge, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { useState } from "react";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { formatDateTime } from "../../../lib/format";
import { ListPagination } from "../../billing/components/list-pagination";
import type { BillingSectionProps } from "../../billing/lib/context";
import { useAccessTokens, useRevokeAccessToken } from "../hooks/use-access-tokens";
import type { AccessToken, AccessTokenCreated } from "../lib/types";
import { CreateAccessTokenForm } from "./create-access-token-form";

function isExpired(token: AccessToken): boolean {
  return token.expires_at !== null && new Date(token.expires_at).getTime() <= Date.now();
}

const COLUMNS: readonly ResourceColumn<AccessToken>[] = [
  {
    header: "Comment",
    // The comment cell describes the row's "Revoke token" button (`aria-describedby`).
    cell: (token, row) => (
      <Group gap="xs" id={row.labelId}>
        <Text size="sm" fw={500}>
          {token.comment}
        </Text>
        {isExpired(token) && (
          <Badge size="xs" color="red" variant="light">
            Expired
          </Badge>
        )}
      </Group>
    ),
  },
  {
    header: "Scopes",
    cell: (token) => (
      <Tooltip label={token.scopes.join(", ") || "No scopes"} multiline w={320}>
        <Text size="sm" tabIndex={0}>
          {token.scopes.length} {token.scopes.length === 1 ? "scope" : "scopes"}
        </Text>
      </Tooltip>
    ),
  },
  { header: "Created", cell: (token) => <Text size="sm">{formatDateTime(token.created_at)}</Text> },
  {
    header: "Expires",
    cell: (token) => <Text size="sm">{token.expires_at ? formatDateTime(token.expires_at) : "Never"}</Text>,
  },
  {
    header: "Last used",
    cell: (token) => <Text size="sm">{token.last_used_at ? formatDateTime(token.last_used_at) : "Never"}</Text>,
  },
];

/** Organization access tokens (`polar_oat_…`): create (shown once), list, revoke. */
export function AccessTokensSection({ billing }: BillingSectionProps) {
  const [page, setPage] = useState(1);
  const tokens = useAccessTokens(billing.organizationId, page);
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);
  const canWrite = billing.can.organization_access_tokens.write;
  const revoke = useConfirmedDelete<AccessToken>({
    mutation: useRevokeAccessToken(billing.organizationId),
    title: "Revoke this access token?",
    description: (token) => (
      <>Anything using {token?.comment ?? "this token"} stops working at once. This cannot be undone.</>
    ),
    confirmLabel: "Yes, revoke",
    errorTitle: "Could not revoke the token",
    // A revoked token shown once would only mislead.
    onDeleted: (token) => {
      if (created?.organization_access_token.id === token.id) setCreated(null);
    },
    notification: (token) => ["Access token revoked", `${token.comment} no longer works.`],
  });

  return (
    <Stack gap="lg">
      {canWrite && <CreateAccessTokenForm organizationId={billing.organizationId} onCreated={setCreated} />}
      <div aria-live="polite">
        {created && (
          <SecretShownOnce
            title={`Access token “${created.organization_access_token.comment}” created`}
            secret={created.token}
            noun="token"
            testId="new-access-token"
            onDismiss={() => setCreated(null)}
          />
        )}
      </div>
      <QueryState
        isPending={tokens.isPending}
        error={tokens.error}
        onRetry={() => void tokens.refetch()}
        loadingLabel="Loading the access tokens"
        errorTitle="Could not load the access tokens"
      >
        <ResourceTable
          label="Access tokens"
          items={tokens.data?.items ?? []}
          empty="No access tokens yet."
          minWidth={640}
          columns={COLUMNS}
          rowAttributes={(token) => ({ "data-testid": "access-token-row", "data-comment": token.comment })}
          actions={
            canWrite
              ? (token, row) => (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => revoke.ask(token)}
                    aria-describedby={row.labelId}
                  >
                    Revoke token
                  </Button>
                )
              : null
          }
        />
        <ListPagination page={page} onChange={setPage} list={tokens.data} noun="access tokens" />
      </QueryState>
      {revoke.modal}
    </Stack>
  );
}
