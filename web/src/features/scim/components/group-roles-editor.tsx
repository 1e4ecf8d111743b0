import { Button, Group, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { roleLabel } from "../../../lib/permissions";
import {
  type GroupRoleEntry,
  GroupRolesRefusal,
  type MappingProblem,
  useMayWriteScim,
  useOwnRoleNames,
  useSaveScimGroupRoles,
  useScimGroupRoles,
} from "../hooks/use-scim-group-roles";
import { type GroupRoleRow, GroupRoleRowFields, type RowErrors } from "./group-role-row";

/** The built-in roles a directory may give (never owner). */
const BUILT_IN_CHOICES = ["admin", "member"] as const;

/** The catalog's wording of each problem the server names, by its code. */
const PROBLEM_KEYS = {
  GROUP_REQUIRED: "groupRoles.problems.GROUP_REQUIRED",
  GROUP_TOO_LONG: "groupRoles.problems.GROUP_TOO_LONG",
  DUPLICATE_GROUP: "groupRoles.problems.DUPLICATE_GROUP",
  ROLE_REQUIRED: "groupRoles.problems.ROLE_REQUIRED",
  UNKNOWN_ROLE: "groupRoles.problems.UNKNOWN_ROLE",
  OWNER_NOT_MAPPABLE: "groupRoles.problems.OWNER_NOT_MAPPABLE",
  ROLE_GRANTS_MORE_THAN_YOU_HOLD: "groupRoles.problems.ROLE_GRANTS_MORE_THAN_YOU_HOLD",
} as const;
const isKnownProblem = (code: string): code is keyof typeof PROBLEM_KEYS => Object.hasOwn(PROBLEM_KEYS, code);

let nextRowId = 0;
const rowOf = (entry: GroupRoleEntry): GroupRoleRow => ({ rowId: `row-${nextRowId++}`, ...entry });

/**
 * Directory groups mapped to the organization's roles, under the SCIM settings: who may change the
 * directory's settings (`scim: write`) edits the rows and saves the whole mapping; the server
 * applies it at once to everyone the directory provisioned. Hidden from anyone else.
 */
export function GroupRolesEditor({ organizationId }: { organizationId: string }) {
  const mayWrite = useMayWriteScim(organizationId);
  return mayWrite ? <GroupRolesSection organizationId={organizationId} /> : null;
}

function GroupRolesSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("scim");
  const headingId = useId();
  const mapping = useScimGroupRoles(organizationId);
  const own = useOwnRoleNames(organizationId);
  // Held here, not in the form: a save reloads the form (its key), and a mutation's callbacks
  // reach only a component still mounted.
  const save = useSaveScimGroupRoles(organizationId);
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId} mt="md">
      <Text size="sm" fw={500} id={headingId}>
        {t("groupRoles.title")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("groupRoles.description")}
      </Text>
      <QueryState
        isPending={mapping.isPending || own.isPending}
        error={mapping.error}
        onRetry={() => void mapping.refetch()}
        loadingLabel={t("groupRoles.loading")}
        errorTitle={t("groupRoles.loadError")}
      >
        {mapping.data && (
          // Keyed by what was loaded, so the rows start again from the saved mapping after a save.
          <GroupRolesForm
            key={JSON.stringify(mapping.data.mappings)}
            save={save}
            saved={mapping.data.mappings}
            ownRoles={own.data ?? []}
          />
        )}
      </QueryState>
    </Stack>
  );
}

function roleChoices(ownRoles: readonly string[], saved: readonly GroupRoleEntry[]) {
  const names = [...BUILT_IN_CHOICES, ...ownRoles];
  // A role the viewer may not list (no `ac: read`) but the mapping names stays choosable.
  for (const entry of saved) if (!names.includes(entry.role)) names.push(entry.role);
  return names.map((name) => ({ value: name, label: roleLabel(name) }));
}

function GroupRolesForm({
  save,
  saved,
  ownRoles,
}: {
  save: ReturnType<typeof useSaveScimGroupRoles>;
  saved: GroupRoleEntry[];
  ownRoles: string[];
}) {
  const { t } = useTranslation("scim");
  const [rows, setRows] = useState(() => saved.map(rowOf));
  const [rowErrors, setRowErrors] = useState<Record<string, RowErrors>>({});
  const [dropped, setDropped] = useState<string[]>([]);
  const choices = roleChoices(ownRoles, saved);

  const problemText = (problem: MappingProblem) =>
    isKnownProblem(problem.code) ? t(PROBLEM_KEYS[problem.code]) : problem.message;

  const update = (rowId: string, patch: Partial<GroupRoleRow>) => {
    setRows((current) => current.map((row) => (row.rowId === rowId ? { ...row, ...patch } : row)));
    setRowErrors(({ [rowId]: edited, ...others }) => {
      const left = { ...edited };
      for (const field of Object.keys(patch)) delete left[field as keyof RowErrors];
      return { ...others, [rowId]: left };
    });
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = rows;
    setRowErrors({});
    setDropped([]);
    save.mutate(
      sent.map(({ group, role }) => ({ group, role })),
      {
        onSuccess: () => notifySuccess(t("groupRoles.saved"), t("groupRoles.savedMessage")),
        onError: (error) => {
          if (!(error instanceof GroupRolesRefusal)) return;
          const next: Record<string, RowErrors> = {};
          for (const problem of error.problems) {
            const row = problem.index === undefined ? undefined : sent[problem.index];
            if (row) next[row.rowId] = { ...next[row.rowId], [problem.field]: problemText(problem) };
          }
          setRowErrors(next);
          setDropped(error.problems.flatMap((problem) => (problem.group === undefined ? [] : [problem.group])));
        },
      },
    );
  };

  // A refusal of the whole request (no field of its own): shown above the buttons.
  const refusedAsAWhole =
    save.error && !(save.error instanceof GroupRolesRefusal && save.error.problems.length > 0) ? save.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("groupRoles.empty")}
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap" aria-hidden visibleFrom="sm">
            <Text size="xs" fw={500} style={{ flex: 3 }}>
              {t("groupRoles.groupHeader")}
            </Text>
            <Text size="xs" fw={500} style={{ flex: 2 }}>
              {t("groupRoles.roleHeader")}
            </Text>
          </Group>
        )}
        {rows.map((row, index) => (
          <GroupRoleRowFields
            key={row.rowId}
            row={row}
            number={index + 1}
            roles={choices}
            errors={rowErrors[row.rowId]}
            disabled={save.isPending}
            onChange={(patch) => update(row.rowId, patch)}
            onRemove={() => setRows((current) => current.filter((other) => other.rowId !== row.rowId))}
          />
        ))}
        <FormAlert
          error={dropped.length > 0 ? { status: 403 } : null}
          title={t("groupRoles.saveError")}
          message={dropped.map((group) => t("groupRoles.droppedTooWide", { group })).join(" ")}
        />
        <FormAlert
          error={refusedAsAWhole ? { status: 0, message: messageOf(refusedAsAWhole) } : null}
          title={t("groupRoles.saveError")}
        />
        <Text size="xs" c="dimmed">
          {t("groupRoles.reapplyHint")}
        </Text>
        <Group gap="sm">
          <Button
            size="sm"
            variant="light"
            disabled={save.isPending}
            onClick={() => setRows((current) => [...current, rowOf({ group: "", role: "" })])}
          >
            {t("groupRoles.add")}
          </Button>
          <Button size="sm" type="submit" loading={save.isPending}>
            {t("groupRoles.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
