import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { missingPermissions } from "../../../lib/permissions";
import type { Viewer } from "../../organizations/lib/viewer";
import type { OrganizationOwnRole } from "../hooks/use-organization-roles";
import type { Holders } from "../lib/holders";
import { DeleteRoleDialog } from "./delete-role-dialog";
import { RoleCard } from "./role-card";
import { RoleForm } from "./role-form";

interface OwnRoleCardProps {
  organizationId: string;
  role: OrganizationOwnRole;
  viewer: Viewer;
  holders: Holders | null;
  /** The organization's other roles, to move this one's holders to before deleting it. */
  otherRoles: readonly OrganizationOwnRole[];
}

/** One of the organization's own roles: its card, turned into its form while edited. */
export function OwnRoleCard({ organizationId, role, viewer, holders, otherRoles }: OwnRoleCardProps) {
  const { t } = useTranslation("roles");
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleId = useId();
  const noticeId = useId();
  // The server lets no one change or delete a role granting more than they hold.
  const wider = !viewer.isOwner && missingPermissions(viewer.permissions, role.permission).length > 0;
  const describedBy = wider ? noticeId : undefined;

  if (editing) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid="role-editor">
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {t("form.editTitle", { name: role.role })}
          </Title>
          <RoleForm organizationId={organizationId} existing={role} viewer={viewer} onDone={() => setEditing(false)} />
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <RoleCard
        name={role.role}
        title={role.role}
        description={role.description || null}
        builtIn={false}
        permissions={role.permission}
        holders={holders}
        notice={
          wider &&
          (viewer.can.updateRoles || viewer.can.deleteRoles) && (
            <Text size="xs" c="dimmed" id={noticeId}>
              {t("card.widerThanYours")}
            </Text>
          )
        }
        actions={
          <>
            {viewer.can.updateRoles && (
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(true)}
                disabled={wider}
                aria-describedby={describedBy}
                aria-label={t("card.editLabel", { name: role.role })}
              >
                {t("card.edit")}
              </Button>
            )}
            {viewer.can.deleteRoles && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setDeleting(true)}
                disabled={wider}
                aria-describedby={describedBy}
                aria-label={t("card.deleteLabel", { name: role.role })}
              >
                {t("card.delete")}
              </Button>
            )}
          </>
        }
      />
      {deleting && (
        <DeleteRoleDialog
          organizationId={organizationId}
          role={role}
          viewer={viewer}
          holders={holders}
          otherRoles={otherRoles}
          onClose={() => setDeleting(false)}
        />
      )}
    </>
  );
}
