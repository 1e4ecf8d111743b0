import { Badge, Button, Collapse, Group, Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PermissionMap } from "../../../lib/permissions";
import type { Holders } from "../lib/holders";
import { countOf } from "../lib/permission-draft";
import { PermissionList } from "./permission-list";

interface RoleCardProps {
  /** The role's stored name (data-role, for tests and links). */
  name: string;
  /** As people read it (built-in roles translated). */
  title: string;
  description: string | null;
  builtIn: boolean;
  permissions: PermissionMap;
  /** Null while the members and invitations load. */
  holders: Holders | null;
  /** Buttons beside the title (edit, delete). */
  actions?: ReactNode;
  /** A line under the summary, e.g. why the actions are disabled. */
  notice?: ReactNode;
}

/** One role: name, description, how many hold it, and what it grants (folded until asked for). */
export function RoleCard({ name, title, description, builtIn, permissions, holders, actions, notice }: RoleCardProps) {
  const { t } = useTranslation("roles");
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="role-card"
      data-role={name}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} id={titleId}>
                {title}
              </Text>
              {builtIn && (
                <Badge size="sm" variant="light" color="gray">
                  {t("card.builtIn")}
                </Badge>
              )}
            </Group>
            {description && (
              <Text size="sm" c="dimmed" data-testid="role-description">
                {description}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {holders
                ? t("card.summary", {
                    permissions: countOf(permissions),
                    members: holders.members,
                    invitations: holders.invitations,
                  })
                : t("card.permissionCount", { permissions: countOf(permissions) })}
            </Text>
            {notice}
          </Stack>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t("card.hidePermissions") : t("card.showPermissions")}
          </Button>
        </Group>
        <Collapse in={open} id={listId}>
          <PermissionList permissions={permissions} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
