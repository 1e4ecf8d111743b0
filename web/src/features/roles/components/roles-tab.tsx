import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { ORGANIZATION_ROLES } from "../../../lib/permissions";
import { useInvitations } from "../../organizations/hooks/use-invitations";
import { useMembers } from "../../organizations/hooks/use-members";
import type { Viewer } from "../../organizations/lib/viewer";
import { useOrganizationRoles } from "../hooks/use-organization-roles";
import { type Holders, holdersOf } from "../lib/holders";
import { BuiltInRoleCard } from "./built-in-role-card";
import { OwnRoleCard } from "./own-role-card";
import { RoleForm } from "./role-form";

interface RolesTabProps {
  organizationId: string;
  viewer: Viewer;
}

/**
 * The organization's roles: its own (defined here, from the permission catalogue) and the
 * built-in ones, each with what it grants and who holds it. Shown to those who may read roles;
 * creating, editing and deleting each need their own permission.
 */
export function RolesTab({ organizationId, viewer }: RolesTabProps) {
  const { t } = useTranslation("roles");
  const roles = useOrganizationRoles(organizationId, true);
  const members = useMembers(organizationId);
  const invitations = useInvitations(organizationId);
  const [creating, setCreating] = useState(false);
  const ownId = useId();
  const builtInId = useId();
  const holders = (role: string): Holders | null =>
    members.data && invitations.data ? holdersOf(role, members.data, invitations.data) : null;
  const own = [...(roles.data ?? [])].sort((a, b) => a.role.localeCompare(b.role));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t("tab.description")}
        </Text>
        {viewer.can.createRoles && !creating && <Button onClick={() => setCreating(true)}>{t("tab.create")}</Button>}
      </Group>
      {creating && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${ownId}-new`}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={`${ownId}-new`}>
              {t("tab.newRole")}
            </Title>
            <RoleForm
              organizationId={organizationId}
              existing={null}
              viewer={viewer}
              onDone={() => setCreating(false)}
            />
          </Stack>
        </Paper>
      )}
      <Stack gap="sm" component="section" aria-labelledby={ownId}>
        <Title order={2} size="h4" id={ownId}>
          {t("tab.ownRoles")}
        </Title>
        <QueryState
          isPending={roles.isPending}
          error={roles.error}
          onRetry={() => void roles.refetch()}
          loadingLabel={t("tab.loading")}
          errorTitle={t("tab.loadError")}
        >
          {own.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="roles-empty">
              {viewer.can.createRoles ? t("tab.emptyCreate") : t("tab.empty")}
            </Text>
          ) : (
            own.map((role) => (
              <OwnRoleCard
                key={role.id}
                organizationId={organizationId}
                role={role}
                viewer={viewer}
                holders={holders(role.role)}
                otherRoles={own.filter((other) => other.id !== role.id)}
              />
            ))
          )}
        </QueryState>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby={builtInId}>
        <Title order={2} size="h4" id={builtInId}>
          {t("tab.builtInRoles")}
        </Title>
        {ORGANIZATION_ROLES.map((role) => (
          <BuiltInRoleCard key={role} role={role} holders={holders(role)} />
        ))}
      </Stack>
    </Stack>
  );
}
