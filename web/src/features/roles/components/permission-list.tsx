import { List, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PermissionMap } from "../../../lib/permissions";
import { GROUP_LEGENDS } from "../lib/group-legends";
import { PERMISSION_GROUPS } from "../lib/permission-draft";
import { actionLabel, resourceLabel } from "../lib/permission-labels";

/** A role's permissions, read-only, by group: "Orders: read, write". */
export function PermissionList({ permissions }: { permissions: PermissionMap }) {
  const { t } = useTranslation("roles");
  const groups = PERMISSION_GROUPS.map((group) => ({
    group,
    held: group.resources.filter((resource) => (permissions[resource]?.length ?? 0) > 0),
  })).filter(({ held }) => held.length > 0);

  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("card.noPermissions")}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: groups.length }} spacing="md" pt="xs">
      {groups.map(({ group, held }) => (
        <Stack key={group.id} gap={4}>
          <Text size="sm" fw={600}>
            {t(GROUP_LEGENDS[group.id])}
          </Text>
          <List size="sm" spacing={2}>
            {held.map((resource) => (
              <List.Item key={resource}>
                {t("permission", {
                  resource: resourceLabel(resource),
                  action: (permissions[resource] ?? []).map(actionLabel).join(", "),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
