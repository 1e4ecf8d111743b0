import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { billingResources, type Resource } from "../../../../../server/src/auth/roles/organization.ts";
import { QueryState } from "../../../components/query-state";
import { actionLabel, resourceLabel } from "../../roles/lib/permission-labels";
import { type HeldResource, useHeldPermissions } from "../hooks/use-held-permissions";

interface KeyPermissionsPickerProps {
  organizationId: string;
  /** The chosen permissions, as `resource:action`. */
  value: string[];
  onChange: (value: string[]) => void;
}

const BILLING: ReadonlySet<Resource> = new Set(billingResources);
const permissionsOf = (held: readonly HeldResource[]) =>
  held.flatMap(({ resource, actions }) => actions.map((action) => `${resource}:${action}`));

/**
 * An organization key's permissions, optional: only those the viewer's roles grant are offered
 * (the server refuses the others), the organization's own beside billing's.
 */
export function KeyPermissionsPicker({ organizationId, value, onChange }: KeyPermissionsPickerProps) {
  const { t } = useTranslation("api-keys");
  const headingId = useId();
  const held = useHeldPermissions(organizationId);
  const offered = permissionsOf(held.data ?? []);
  const selected = new Set(value);
  const toggle = (permission: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(permission);
    else next.delete(permission);
    onChange(offered.filter((p) => next.has(p)));
  };
  const groups = [
    { label: t("permissions.identity"), resources: (held.data ?? []).filter((r) => !BILLING.has(r.resource)) },
    { label: t("permissions.billing"), resources: (held.data ?? []).filter((r) => BILLING.has(r.resource)) },
  ].filter((group) => group.resources.length > 0);

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" fw={500} id={headingId}>
            {t("permissions.heading")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("permissions.description")}
          </Text>
        </div>
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" onClick={() => onChange(offered)}>
            {t("permissions.selectAll")}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([])}>
            {t("permissions.clear")}
          </Button>
        </Group>
      </Group>
      <QueryState
        isPending={held.isPending}
        error={held.error}
        onRetry={() => void held.refetch()}
        loadingLabel={t("permissions.loading")}
        errorTitle={t("permissions.loadFailed")}
      >
        {groups.map((group) => (
          <Stack key={group.label} gap={4}>
            <Text size="xs" fw={600} c="dimmed">
              {group.label}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {group.resources.map(({ resource, actions }) => (
                <Group key={resource} gap="sm" wrap="nowrap" align="flex-start">
                  <Text size="sm" w={140}>
                    {resourceLabel(resource)}
                  </Text>
                  <Group gap="sm">
                    {actions.map((action) => (
                      <Checkbox
                        key={action}
                        label={actionLabel(action)}
                        aria-label={`${resource}:${action}`}
                        checked={selected.has(`${resource}:${action}`)}
                        onChange={(event) => toggle(`${resource}:${action}`, event.currentTarget.checked)}
                      />
                    ))}
                  </Group>
                </Group>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </QueryState>
    </Stack>
  );
}
