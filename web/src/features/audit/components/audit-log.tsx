import { Button, Group, Pagination, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { formatDateWith } from "../../../i18n/format";
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditScope, auditCsvUrl, useAuditLog } from "../hooks/use-audit-log";
import { ActionLabel } from "./action-label";

/** The families of actions to filter by (a family is a prefix ending with a dot). */
const ACTION_FAMILIES = [
  { value: "user.", label: "families.user" },
  { value: "session.", label: "families.session" },
  { value: "member.", label: "families.member" },
  { value: "invitation.", label: "families.invitation" },
  { value: "organization.", label: "families.organization" },
  { value: "role.", label: "families.role" },
  { value: "sso.", label: "families.sso" },
  { value: "api_key.", label: "families.apiKey" },
  { value: "oauth_client.", label: "families.oauthClient" },
  { value: "two_factor.", label: "families.twoFactor" },
  { value: "passkey.", label: "families.passkey" },
  { value: "admin.", label: "families.admin" },
  { value: "billing.", label: "families.billing" },
] as const;

const when = (iso: string) => formatDateWith(iso, { dateStyle: "medium", timeStyle: "medium" });

function Actor({ actor }: { actor: AuditEntry["actor"] }) {
  const { t } = useTranslation("audit");
  if (actor.type === "anonymous")
    return (
      <Text size="sm">{actor.email ? t("actor.anonymousEmail", { email: actor.email }) : t("actor.anonymous")}</Text>
    );
  if (actor.type === "system") return <Text size="sm">{t("actor.system")}</Text>;
  if (actor.type === "token") return <Text size="sm">{t("actor.token", { id: actor.id?.slice(0, 8) ?? "" })}</Text>;
  return <Text size="sm">{actor.email ?? actor.id}</Text>;
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr data-testid="audit-entry">
      <Table.Td style={{ whiteSpace: "nowrap" }}>{when(entry.occurredAt)}</Table.Td>
      <Table.Td>
        <ActionLabel entry={entry} />
      </Table.Td>
      <Table.Td>
        <Actor actor={entry.actor} />
      </Table.Td>
      {/* Ids shortened to their first characters (the whole id on hover, and in the CSV). */}
      <Table.Td title={entry.target?.id}>
        {entry.target ? `${entry.target.type} ${entry.target.id.slice(0, 8)}` : "—"}
      </Table.Td>
      <Table.Td>{entry.ipAddress ?? "—"}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The audit log: newest first, filtered by family of actions, a page at a time, and
 * the CSV of everything the filter matches.
 */
export function AuditLog({ scope }: { scope: AuditScope }) {
  const { t } = useTranslation("audit");
  const [action, setAction] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filters = { action, page };
  const log = useAuditLog(scope, filters);
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / AUDIT_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t("filter.label")}
          placeholder={t("filter.everyAction")}
          data={ACTION_FAMILIES.map((family) => ({ value: family.value, label: t(family.label) }))}
          value={action}
          clearable
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          w={260}
        />
        <Button component="a" href={auditCsvUrl(scope, filters)} variant="default" download>
          {t("exportCsv")}
        </Button>
      </Group>
      <QueryState
        isPending={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        loadingLabel={t("loading")}
        errorTitle={t("loadError")}
      >
        {log.data?.entries.length === 0 ? (
          <Text size="sm">{action ? t("emptyOfKind") : t("empty")}</Text>
        ) : (
          <ScrollTable minWidth={760} label={t("table.label")}>
            <Table
              verticalSpacing="xs"
              aria-label={t("table.label")}
              style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("table.when")}</Table.Th>
                  <Table.Th>{t("table.action")}</Table.Th>
                  <Table.Th>{t("table.who")}</Table.Th>
                  <Table.Th>{t("table.target")}</Table.Th>
                  <Table.Th>{t("table.address")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data?.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryState>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ "aria-label": t("pagination.control", { control }) })}
          />
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t("footer", { total: log.data?.total ?? 0 })}
      </Text>
    </Stack>
  );
}
