import { Button, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { ScrollTable } from "../../../components/scroll-table";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../lib/use-v1-form";

/** A team customer's member as both the dashboard and the portal show it (Polar's Member roles). */
type MemberRole = "owner" | "billing_manager" | "member";
type TeamMember = { id: string; email: string; name: string | null; role: MemberRole };
type AddedMember = { email: string; name: string; role: "member" | "billing_manager" };

const ROLE_LABELS = {
  owner: "members.roles.owner",
  billing_manager: "members.roles.billing_manager",
  member: "members.roles.member",
} as const satisfies Record<MemberRole, string>;
const ROLES = ["owner", "billing_manager", "member"] as const satisfies readonly MemberRole[];
const ADDED_ROLES = ["member", "billing_manager"] as const;

export interface MemberActions {
  changeRole: UseMutationResult<unknown, Error, { id: string; role: MemberRole }>;
  remove: UseMutationResult<unknown, Error, string>;
  add: UseMutationResult<unknown, Error, { email: string; name?: string; role: AddedMember["role"] }>;
}

/**
 * A team customer's members: who they are, each one's role (the owner's fixed: ownership is handed
 * over by choosing another member as owner), and, for those who may change them, the role picker,
 * removal and the form adding one. Used by the dashboard's customer page and the customer portal.
 */
export function MembersTable({
  members,
  actions,
  label,
  testIds,
}: {
  members: readonly TeamMember[];
  /** Absent: the caller may only read. */
  actions?: MemberActions;
  label: string;
  testIds: { table: string; row: string };
}) {
  const { t } = useTranslation("billing");
  return (
    <Stack gap="md">
      {/* Its role pickers need room: on a phone the table scrolls inside its box. */}
      <ScrollTable minWidth={560} label={t("members.list")}>
        <Table aria-label={label} data-testid={testIds.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("members.email")}</Table.Th>
              <Table.Th>{t("members.name")}</Table.Th>
              <Table.Th>{t("members.role")}</Table.Th>
              {actions && <Table.Th aria-label={t("members.actions")} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <MemberRow key={member.id} member={member} actions={actions} testId={testIds.row} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {actions && <AddMemberForm add={actions.add} />}
    </Stack>
  );
}

function MemberRow({ member, actions, testId }: { member: TeamMember; actions?: MemberActions; testId: string }) {
  const { t } = useTranslation("billing");
  const isOwner = member.role === "owner";
  const editable = actions && !isOwner;
  return (
    <Table.Tr data-testid={testId} data-role={member.role}>
      <Table.Td>{member.email}</Table.Td>
      <Table.Td>{member.name ?? "—"}</Table.Td>
      <Table.Td>
        {editable ? (
          <Select
            aria-label={t("members.roleOf", { email: member.email })}
            data={ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
            value={member.role}
            allowDeselect={false}
            disabled={actions.changeRole.isPending}
            onChange={(value) => {
              const role = ROLES.find((candidate) => candidate === value);
              if (!role || role === member.role) return;
              actions.changeRole.mutate(
                { id: member.id, role },
                {
                  onSuccess: () => notifySuccess(t("members.roleChanged")),
                  onError: (error) => notifyError(t("members.roleError"), messageOf(error)),
                },
              );
            }}
          />
        ) : (
          <Text size="sm">{t(ROLE_LABELS[member.role])}</Text>
        )}
      </Table.Td>
      {actions && (
        <Table.Td>
          {editable && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={actions.remove.isPending}
              aria-label={t("members.removeOf", { email: member.email })}
              onClick={() =>
                actions.remove.mutate(member.id, {
                  onSuccess: () => notifySuccess(t("members.removed")),
                  onError: (error) => notifyError(t("members.removeError"), messageOf(error)),
                })
              }
            >
              {t("members.remove")}
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** Adds a member as a plain member or a billing manager; the server's refusals land on their fields. */
function AddMemberForm({ add }: { add: MemberActions["add"] }) {
  const { t } = useTranslation("billing");
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<AddedMember, unknown>({
    initialValues: { email: "", name: "", role: "member" },
    request: ({ email, name, role }) => add.mutateAsync({ email, ...(name ? { name } : {}), role }),
    onSuccess: () => {
      form.reset();
      notifySuccess(t("members.added"));
    },
  });
  return (
    <form onSubmit={onSubmit} aria-label={t("members.add")} noValidate>
      <Stack gap="xs">
        <FormAlert error={formError} title={t("members.addError")} onClose={clearFormError} />
        <Group align="start" gap="sm">
          <TextInput label={t("members.email")} type="email" required {...form.getInputProps("email")} />
          <TextInput label={t("members.name")} {...form.getInputProps("name")} />
          <Select
            label={t("members.role")}
            data={ADDED_ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }))}
            allowDeselect={false}
            {...form.getInputProps("role")}
          />
          <Button type="submit" loading={submitting} mt={25}>
            {t("members.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
