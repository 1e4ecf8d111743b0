import { Avatar, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal, useConfirmTarget } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useRoleDefinitions } from "../../roles/hooks/use-role-definitions";
import { type OrganizationMember, useMembers, useRemoveMember } from "../hooks/use-members";
import { mayManage, mayRemove, type RoleDefinition, type Viewer } from "../lib/viewer";
import { MemberRoleEditor } from "./member-role-editor";
import { MembersExport } from "./members-export";
import { RoleBadges } from "./role-badges";
import { SeatsCard } from "./seats-card";

interface MembersTabProps {
  organizationId: string;
  viewer: Viewer;
}

export function MembersTab({ organizationId, viewer }: MembersTabProps) {
  const { t } = useTranslation("organizations");
  const members = useMembers(organizationId);
  const remove = useRemoveMember(organizationId);
  const confirm = useConfirmTarget<OrganizationMember>(remove.reset);
  const confirming = confirm.target;
  const roles = useRoleDefinitions(organizationId, viewer);

  const onRemove = (member: OrganizationMember) =>
    remove.mutate(member.id, {
      onSuccess: () => {
        confirm.close();
        notifySuccess(t("membersTab.removed"), t("membersTab.removedMessage", { name: member.user.name }));
      },
    });

  return (
    <Stack>
      <SeatsCard organizationId={organizationId} viewer={viewer} />
      {viewer.can.updateMembers && <MembersExport organizationId={organizationId} />}
      <FormAlert
        error={remove.error && !confirming ? { status: 0, message: messageOf(remove.error) } : null}
        title={t("membersTab.removeError")}
        onClose={() => remove.reset()}
      />
      <QueryState
        isPending={members.isPending || roles.definitions === null}
        error={members.error ?? roles.error}
        onRetry={() => {
          void members.refetch();
          roles.refetch();
        }}
        loadingLabel={t("membersTab.loading")}
        errorTitle={t("membersTab.loadError")}
      >
        <ScrollTable minWidth={640} label={t("membersTab.table")}>
          <Table verticalSpacing="sm" aria-label={t("membersTab.table")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("membersTab.member")}</Table.Th>
                <Table.Th>{t("membersTab.role")}</Table.Th>
                <Table.Th>{t("membersTab.joined")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("membersTab.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(members.data ?? []).map((member) => (
                <MemberRow
                  key={member.id}
                  organizationId={organizationId}
                  member={member}
                  viewer={viewer}
                  definitions={roles.definitions ?? []}
                  onRemove={() => confirm.open(member)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </QueryState>
      <ConfirmActionModal
        opened={confirming !== null}
        onClose={confirm.close}
        title={t("membersTab.confirmTitle")}
        description={
          confirming && t("membersTab.confirmDescription", { name: confirming.user.name, email: confirming.user.email })
        }
        confirmLabel={confirming && t("membersTab.confirm", { name: confirming.user.name })}
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t("membersTab.removeError")}
        onConfirm={() => confirming && onRemove(confirming)}
      />
    </Stack>
  );
}

interface MemberRowProps {
  organizationId: string;
  member: OrganizationMember;
  viewer: Viewer;
  definitions: readonly RoleDefinition[];
  onRemove: () => void;
}

function MemberRow({ organizationId, member, viewer, definitions, onRemove }: MemberRowProps) {
  const { t } = useTranslation("organizations");
  const labelId = useId();
  const isSelf = member.userId === viewer.userId;
  const canEditRole = viewer.can.updateMembers && mayManage(viewer, member.role, definitions);
  const canRemove = viewer.can.removeMembers && mayRemove(viewer, member.role) && !isSelf;

  return (
    <Table.Tr data-testid="member-row" data-email={member.user.email}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap" id={labelId}>
          <Avatar
            src={member.user.image || null}
            alt=""
            radius="xl"
            size="sm"
            name={member.user.name}
            color="initials"
          />
          <Stack gap={0}>
            <Group gap={6}>
              <Text fw={500} size="sm">
                {member.user.name}
              </Text>
              {isSelf && (
                <Badge size="xs" variant="outline">
                  {t("membersTab.you")}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {member.user.email}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        {canEditRole ? (
          <MemberRoleEditor organizationId={organizationId} member={member} viewer={viewer} definitions={definitions} />
        ) : (
          <RoleBadges role={member.role} />
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(member.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        {canRemove && (
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-describedby={labelId}>
            {t("membersTab.remove")}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
