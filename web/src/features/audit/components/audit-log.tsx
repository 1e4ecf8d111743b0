import { Button, Code, Group, Pagination, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditScope, auditCsvUrl, useAuditLog } from "../hooks/use-audit-log";

/** The families of actions to filter by (a family is a prefix ending with a dot). */
const ACTION_FAMILIES = [
  { value: "user.", label: "Sign-ins and accounts" },
  { value: "session.", label: "Sessions" },
  { value: "member.", label: "Members" },
  { value: "invitation.", label: "Invitations" },
  { value: "organization.", label: "Organization" },
  { value: "sso.", label: "Single sign-on" },
  { value: "api_key.", label: "API keys" },
  { value: "oauth_client.", label: "Applications" },
  { value: "two_factor.", label: "Two-factor" },
  { value: "passkey.", label: "Passkeys" },
  { value: "admin.", label: "Platform admin" },
  { value: "billing.", label: "Billing" },
];

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });

function Actor({ actor }: { actor: AuditEntry["actor"] }) {
  if (actor.type === "anonymous")
    return <Text size="sm">{actor.email ? `${actor.email} (not signed in)` : "Not signed in"}</Text>;
  if (actor.type === "system") return <Text size="sm">Gatehouse</Text>;
  if (actor.type === "token") return <Text size="sm">{`Access token ${actor.id?.slice(0, 8) ?? ""}`}</Text>;
  return <Text size="sm">{actor.email ?? actor.id}</Text>;
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr data-testid="audit-entry">
      <Table.Td style={{ whiteSpace: "nowrap" }}>{when(entry.occurredAt)}</Table.Td>
      <Table.Td>
        <Code>{entry.action}</Code>
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
 * The audit log (issue 21): newest first, filtered by family of actions, a page at a time, and
 * the CSV of everything the filter matches.
 */
export function AuditLog({ scope }: { scope: AuditScope }) {
  const [action, setAction] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filters = { action, page };
  const log = useAuditLog(scope, filters);
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / AUDIT_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label="Show"
          placeholder="Every action"
          data={ACTION_FAMILIES}
          value={action}
          clearable
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          w={260}
        />
        <Button component="a" href={auditCsvUrl(scope, filters)} variant="default" download>
          Export CSV
        </Button>
      </Group>
      <QueryState
        isPending={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        loadingLabel="Loading the audit log"
        errorTitle="Could not load the audit log"
      >
        {log.data?.entries.length === 0 ? (
          <Text size="sm">Nothing recorded{action ? " of this kind" : ""} yet.</Text>
        ) : (
          <ScrollTable minWidth={760} label="Audit log">
            <Table verticalSpacing="xs" aria-label="Audit log" style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Address</Table.Th>
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
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
          />
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {`${log.data?.total ?? 0} entries. Times are in your time zone; the CSV has them in UTC.`}
      </Text>
    </Stack>
  );
}
