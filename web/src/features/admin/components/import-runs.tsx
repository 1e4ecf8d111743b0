import { Badge, Button, Code, Group, List, Paper, Stack, Table, Text } from "@mantine/core";
import { Fragment, useId, useState } from "react";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { formatDateTime } from "../../../lib/format";
import { type ImportRun, useImportRuns } from "../hooks/use-import-runs";

function NoImports() {
  return (
    <Paper withBorder p="xl" radius="md" style={{ borderStyle: "dashed" }} data-testid="empty-state">
      <Stack align="center" gap={4}>
        <Text size="sm" fw={500}>
          No imports yet
        </Text>
        <Text size="sm" ta="center" c="dimmed">
          Bring users in from another system with <Code>gatehouse import users &lt;file&gt; --from &lt;format&gt;</Code>{" "}
          on the server; each run shows here with what it created and refused.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Finished, dry run, or never finished (still running, or stopped before the end). */
function RunState({ run }: { run: ImportRun }) {
  if (!run.dryRun && run.finishedAt !== null)
    return (
      <Text size="sm" c="dimmed">
        Finished
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {run.dryRun && (
        <Badge variant="outline" size="sm">
          Dry run
        </Badge>
      )}
      {run.finishedAt === null && (
        <Badge color="yellow" variant="light" size="sm">
          Not finished
        </Badge>
      )}
    </Group>
  );
}

function RunRow({ run }: { run: ImportRun }) {
  const [open, setOpen] = useState(false);
  const refusalsId = useId();
  const what = `${run.kind.charAt(0).toUpperCase()}${run.kind.slice(1)} from ${run.source}`;

  return (
    <Fragment>
      <Table.Tr data-testid="import-run">
        <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(run.startedAt)}</Table.Td>
        <Table.Td>
          <Text size="sm" fw={500}>
            {what}
          </Text>
          <Text size="xs" c="dimmed">
            {[run.input, run.organization ? `into ${run.organization.name ?? run.organization.id}` : null]
              .filter(Boolean)
              .join(" · ") || "—"}
          </Text>
        </Table.Td>
        <Table.Td>
          <RunState run={run} />
        </Table.Td>
        <Table.Td ta="right">{run.created}</Table.Td>
        <Table.Td ta="right">{run.updated}</Table.Td>
        <Table.Td ta="right">{run.unchanged}</Table.Td>
        <Table.Td ta="right">
          {run.refused > 0 ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-expanded={open}
              aria-controls={refusalsId}
              aria-label={`${run.refused} refused by ${what}: ${open ? "hide" : "show"} why`}
              onClick={() => setOpen((value) => !value)}
            >
              {run.refused}
            </Button>
          ) : (
            0
          )}
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={refusalsId}>
          <Table.Td colSpan={7}>
            <List size="sm" spacing={2}>
              {run.refusals.map((refusal) => (
                <List.Item key={`${refusal.position}:${refusal.reason}`}>
                  <Text span size="sm" fw={500}>
                    {refusal.position}
                  </Text>
                  : {refusal.reason}
                </List.Item>
              ))}
            </List>
            {run.refused > run.refusals.length && (
              <Text size="xs" c="dimmed" mt={4}>
                {`The first ${run.refusals.length} of ${run.refused} are kept.`}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/** The latest `gatehouse import …` runs, newest first, with their counts and refused rows. */
export function ImportRuns() {
  const runs = useImportRuns();

  return (
    <QueryState
      isPending={runs.isPending}
      error={runs.error}
      onRetry={() => void runs.refetch()}
      loadingLabel="Loading the imports"
      errorTitle="Could not load the imports"
    >
      {runs.data?.length === 0 ? (
        <NoImports />
      ) : (
        <ScrollTable minWidth={760} label="Recent imports">
          <Table verticalSpacing="xs" aria-label="Recent imports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Started</Table.Th>
                <Table.Th>Import</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th ta="right">Created</Table.Th>
                <Table.Th ta="right">Updated</Table.Th>
                <Table.Th ta="right">Unchanged</Table.Th>
                <Table.Th ta="right">Refused</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data?.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </QueryState>
  );
}
