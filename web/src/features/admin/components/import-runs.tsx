import { Badge, Button, Code, Group, List, Paper, Stack, Table, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { Fragment, useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { formatDateTime } from "../../../lib/format";
import { type ImportRun, useImportRuns } from "../hooks/use-import-runs";

/** The command that fills this list, as typed on the server. */
const IMPORT_COMMAND = "gatehouse import users <file> --from <format>";

function NoImports() {
  const { t } = useTranslation("admin");
  return (
    <Paper withBorder p="xl" radius="md" style={{ borderStyle: "dashed" }} data-testid="empty-state">
      <Stack align="center" gap={4}>
        <Text size="sm" fw={500}>
          {t("importRuns.emptyTitle")}
        </Text>
        <Text size="sm" ta="center" c="dimmed">
          <Trans
            t={t}
            i18nKey="importRuns.emptyText"
            values={{ command: IMPORT_COMMAND }}
            components={{ code: <Code /> }}
          />
        </Text>
      </Stack>
    </Paper>
  );
}

/** Finished, dry run, or never finished (still running, or stopped before the end). */
function RunState({ run }: { run: ImportRun }) {
  const { t } = useTranslation("admin");
  if (!run.dryRun && run.finishedAt !== null)
    return (
      <Text size="sm" c="dimmed">
        {t("importRuns.finished")}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {run.dryRun && (
        <Badge variant="outline" size="sm">
          {t("importRuns.dryRun")}
        </Badge>
      )}
      {run.finishedAt === null && (
        <Badge color="yellow" variant="light" size="sm">
          {t("importRuns.notFinished")}
        </Badge>
      )}
    </Group>
  );
}

/** The kind of rows a run imported: the catalog's word for the kinds it knows, else the server's, capitalized. */
function kindLabel(kind: string, t: TFunction<"admin">): string {
  if (kind === "users") return t("importRuns.kindUsers");
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
}

function RunRow({ run }: { run: ImportRun }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const refusalsId = useId();
  const what = t("importRuns.what", { kind: kindLabel(run.kind, t), source: run.source });
  const into = run.organization
    ? t("importRuns.into", { organization: run.organization.name ?? run.organization.id })
    : null;
  const refusalsLabel = open ? "importRuns.hideRefusals" : "importRuns.showRefusals";

  return (
    <Fragment>
      <Table.Tr data-testid="import-run">
        <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(run.startedAt)}</Table.Td>
        <Table.Td>
          <Text size="sm" fw={500}>
            {what}
          </Text>
          <Text size="xs" c="dimmed">
            {[run.input, into].filter(Boolean).join(" · ") || "—"}
          </Text>
        </Table.Td>
        <Table.Td>
          <RunState run={run} />
        </Table.Td>
        <Table.Td ta="end">{run.created}</Table.Td>
        <Table.Td ta="end">{run.updated}</Table.Td>
        <Table.Td ta="end">{run.unchanged}</Table.Td>
        <Table.Td ta="end">
          {run.refused > 0 ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-expanded={open}
              aria-controls={refusalsId}
              aria-label={t(refusalsLabel, { refused: run.refused, what })}
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
                {t("importRuns.firstKept", { kept: run.refusals.length, refused: run.refused })}
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
  const { t } = useTranslation("admin");
  const runs = useImportRuns();

  return (
    <QueryState
      isPending={runs.isPending}
      error={runs.error}
      onRetry={() => void runs.refetch()}
      loadingLabel={t("importRuns.loading")}
      errorTitle={t("errors.loadImports")}
    >
      {runs.data?.length === 0 ? (
        <NoImports />
      ) : (
        <ScrollTable minWidth={760} label={t("importRuns.label")}>
          <Table verticalSpacing="xs" aria-label={t("importRuns.label")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("importRuns.started")}</Table.Th>
                <Table.Th>{t("importRuns.import")}</Table.Th>
                <Table.Th>{t("importRuns.state")}</Table.Th>
                <Table.Th ta="end">{t("importRuns.created")}</Table.Th>
                <Table.Th ta="end">{t("importRuns.updated")}</Table.Th>
                <Table.Th ta="end">{t("importRuns.unchanged")}</Table.Th>
                <Table.Th ta="end">{t("importRuns.refused")}</Table.Th>
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
