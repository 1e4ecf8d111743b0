import { Badge, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { formatDateTime } from "../../../lib/format";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingSectionProps } from "../../billing-kit/lib/context";
import { useAccessTokens, useRevokeAccessToken } from "../hooks/use-access-tokens";
import type { AccessToken, AccessTokenCreated } from "../lib/types";
import { CreateAccessTokenForm } from "./create-access-token-form";

function isExpired(token: AccessToken): boolean {
  return token.expires_at !== null && new Date(token.expires_at).getTime() <= Date.now();
}

function tokenColumns(t: TFunction<"billing-access-tokens">): ResourceColumn<AccessToken>[] {
  return [
    {
      header: t("columns.comment"),
      // The comment cell describes the row's "Revoke token" button (`aria-describedby`).
      cell: (token, row) => (
        <Group gap="xs" id={row.labelId}>
          <Text size="sm" fw={500}>
            {token.comment}
          </Text>
          {isExpired(token) && (
            <Badge size="xs" color="red" variant="light">
              {t("list.expired")}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: t("columns.scopes"),
      cell: (token) => (
        <Tooltip label={token.scopes.join(", ") || t("list.noScopes")} multiline w={320}>
          <Text size="sm" tabIndex={0}>
            {t("list.scopeCount", { count: token.scopes.length })}
          </Text>
        </Tooltip>
      ),
    },
    { header: t("columns.created"), cell: (token) => <Text size="sm">{formatDateTime(token.created_at)}</Text> },
    {
      header: t("columns.expires"),
      cell: (token) => <Text size="sm">{token.expires_at ? formatDateTime(token.expires_at) : t("list.never")}</Text>,
    },
    {
      header: t("columns.allowedIps"),
      cell: (token) =>
        token.ip_allowlist.length > 0 ? (
          <Text size="sm" ff="monospace" data-testid="access-token-ip-allowlist">
            {token.ip_allowlist.join(", ")}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("list.anyAddress")}
          </Text>
        ),
    },
    {
      header: t("columns.lastUsed"),
      cell: (token) => (
        <Text size="sm">{token.last_used_at ? formatDateTime(token.last_used_at) : t("list.never")}</Text>
      ),
    },
  ];
}

/** Organization access tokens (`polar_oat_…`): create (shown once), list, revoke. */
export function AccessTokensSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-access-tokens");
  const [page, setPage] = useState(1);
  const tokens = useAccessTokens(billing.organizationId, page);
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);
  const canWrite = billing.can.organization_access_tokens.write;
  const revoke = useConfirmedDelete<AccessToken>({
    mutation: useRevokeAccessToken(billing.organizationId),
    title: t("list.revokeTitle"),
    description: (token) =>
      token ? t("list.revokeDescription", { comment: token.comment }) : t("list.revokeDescriptionUnnamed"),
    confirmLabel: t("list.revokeConfirm"),
    errorTitle: t("list.revokeError"),
    // A revoked token shown once would only mislead.
    onDeleted: (token) => {
      if (created?.organization_access_token.id === token.id) setCreated(null);
    },
    notification: (token) => [t("list.revoked"), t("list.revokedMessage", { comment: token.comment })],
  });

  return (
    <Stack gap="lg">
      {canWrite && <CreateAccessTokenForm organizationId={billing.organizationId} onCreated={setCreated} />}
      <div aria-live="polite">
        {created && (
          <SecretShownOnce
            title={t("list.createdTitle", { comment: created.organization_access_token.comment })}
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
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={tokens.data?.items ?? []}
          empty={t("list.empty")}
          minWidth={640}
          columns={tokenColumns(t)}
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
                    {t("list.revoke")}
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
