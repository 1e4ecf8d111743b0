import { Button, Group, Modal, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { parseRoles, roleLabel } from "../../../lib/permissions";
import { permissionLabel } from "../../roles/lib/permission-labels";
import { RoleRefusal } from "../../roles/lib/refusals";
import { type OrganizationMember, useUpdateMemberRole } from "../hooks/use-members";
import { type RoleDefinition, type Viewer, withHeldRoles } from "../lib/viewer";
import { RoleBadges } from "./role-badges";
import { RolePicker } from "./role-picker";

interface MemberRoleEditorProps {
  organizationId: string;
  member: OrganizationMember;
  viewer: Viewer;
  definitions: readonly RoleDefinition[];
}

/** A member's roles as badges, and a dialog to change them (several may be held). */
export function MemberRoleEditor({ organizationId, member, viewer, definitions }: MemberRoleEditorProps) {
  const { t } = useTranslation("organizations");
  const saved = parseRoles(member.role);
  const [draft, setDraft] = useState<string[] | null>(null);
  const update = useUpdateMemberRole(organizationId);
  const roles = draft ?? saved;
  const dirty = draft !== null && (draft.length !== saved.length || draft.some((role) => !saved.includes(role)));
  const close = () => {
    setDraft(null);
    update.reset();
  };

  // mutateAsync: the success message must not depend on this row staying mounted while the list refetches.
  const onSave = () =>
    update
      .mutateAsync({ memberId: member.id, roles })
      .then(() => {
        setDraft(null);
        notifySuccess(
          t("membersTab.roleChanged"),
          t("membersTab.roleChangedMessage", { name: member.user.name, roles: roles.map(roleLabel).join(", ") }),
        );
      })
      .catch(() => undefined);

  return (
    <Group gap="xs" align="center">
      <RoleBadges role={member.role} />
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setDraft(saved)}
        aria-label={t("memberRoles.changeLabel", { name: member.user.name })}
      >
        {t("memberRoles.change")}
      </Button>
      <Modal opened={draft !== null} onClose={close} title={t("memberRoles.changeLabel", { name: member.user.name })}>
        <Stack>
          <RolePicker
            label={t("membersTab.rolesOf", { name: member.user.name })}
            value={roles}
            onChange={(next) => {
              update.reset();
              setDraft(next);
            }}
            definitions={withHeldRoles(definitions, saved)}
            viewer={viewer}
            disabled={update.isPending}
            error={roles.length === 0 ? t("membersTab.pickRole") : null}
          />
          <FormAlert
            error={update.error ? { status: 0, message: describeRefusal(update.error) } : null}
            title={t("requests.changeRole")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("memberRoles.cancel")}
            </Button>
            <Button onClick={onSave} loading={update.isPending} disabled={!dirty || roles.length === 0}>
              {t("membersTab.saveRole")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

/** The server's refusal; when it names the permissions the viewer lacks, those too. */
function describeRefusal(error: Error): string {
  const missing = error instanceof RoleRefusal ? error.missingPermissions : [];
  return missing.length > 0 ? `${error.message} (${missing.map(permissionLabel).join(", ")})` : error.message;
}
