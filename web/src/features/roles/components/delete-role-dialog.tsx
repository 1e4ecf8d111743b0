import { Button, Group, Loader, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { roleLabel } from "../../../lib/permissions";
import { blockOf, roleDefinitions, type Viewer } from "../../organizations/lib/viewer";
import { type OrganizationOwnRole, useDeleteRole } from "../hooks/use-organization-roles";
import type { Holders } from "../lib/holders";

interface DeleteRoleDialogProps {
  organizationId: string;
  role: OrganizationOwnRole;
  viewer: Viewer;
  holders: Holders | null;
  otherRoles: readonly OrganizationOwnRole[];
  onClose: () => void;
}

/**
 * Deleting one of the organization's own roles. The server refuses while members or pending
 * invitations hold it, so they are first moved to a role the viewer picks (and may give).
 */
export function DeleteRoleDialog({
  organizationId,
  role,
  viewer,
  holders,
  otherRoles,
  onClose,
}: DeleteRoleDialogProps) {
  const { t } = useTranslation("roles");
  const remove = useDeleteRole(organizationId);
  const targets = roleDefinitions(otherRoles).filter((definition) => blockOf(viewer, definition) === null);
  const [moveTo, setMoveTo] = useState(targets.some((d) => d.name === "member") ? "member" : (targets[0]?.name ?? ""));
  const held = holders !== null && holders.members + holders.invitations > 0;
  // Moving holders changes members' roles: it takes member update as well as role deletion.
  const mayMove = viewer.can.updateMembers && targets.length > 0;
  const ready = holders !== null && (!held || (mayMove && moveTo !== ""));

  // mutateAsync: once deleted, the card and this dialog unmount when the role list refetches.
  const onConfirm = () =>
    remove
      .mutateAsync({ roleName: role.role, moveTo: held ? moveTo : null })
      .then(() => {
        notifySuccess(t("delete.deleted"), t("delete.deletedMessage", { name: role.role }));
        onClose();
      })
      .catch(() => undefined);

  return (
    <Modal opened onClose={onClose} title={t("delete.title", { name: role.role })} centered>
      <Stack>
        {holders === null ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t("delete.counting")}</Text>
          </Group>
        ) : held ? (
          <>
            <Text size="sm">{t("delete.heldBy", { members: holders.members, invitations: holders.invitations })}</Text>
            {mayMove ? (
              <NativeSelect
                label={t("delete.moveTo")}
                value={moveTo}
                onChange={(event) => setMoveTo(event.currentTarget.value)}
                data={targets.map((definition) => ({ value: definition.name, label: roleLabel(definition.name) }))}
              />
            ) : (
              <Text size="sm" c="red" data-testid="role-delete-blocked">
                {t("delete.cannotMove")}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm">{t("delete.description")}</Text>
        )}
        <FormAlert
          error={remove.error ? { status: 0, message: messageOf(remove.error) } : null}
          title={t("delete.error")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("delete.cancel")}
          </Button>
          <Button color="red" loading={remove.isPending} disabled={!ready} onClick={onConfirm}>
            {held ? t("delete.moveAndDelete", { name: roleLabel(moveTo) }) : t("delete.confirm", { name: role.role })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
