import { Alert, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import type { PermissionMap, Resource } from "../../../lib/permissions";
import { GROUP_LEGENDS } from "../lib/group-legends";
import {
  actionsOf,
  givable,
  groupState,
  groupToggled,
  PERMISSION_GROUPS,
  type PermissionDraft,
  type PermissionGroup,
  toggled,
} from "../lib/permission-draft";
import { actionLabel, permissionLabel, resourceLabel } from "../lib/permission-labels";

interface PermissionPickerProps {
  value: PermissionDraft;
  onChange: (next: PermissionDraft) => void;
  /** What the viewer holds: no one defines a role granting more (the server refuses it). */
  held: PermissionMap;
  /** The permissions the server said the viewer lacks (`orders:write`), marked on the picker. */
  missing: readonly string[];
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The permission catalogue as checkboxes, one fieldset per group with a "select all". Each
 * resource is a labelled group of its actions; actions the viewer does not hold are disabled,
 * described by one hint.
 */
export function PermissionPicker({ value, onChange, held, missing, error, disabled }: PermissionPickerProps) {
  const { t } = useTranslation("roles");
  const hintId = useId();
  const limited = PERMISSION_GROUPS.some((group) =>
    group.resources.some((resource) => actionsOf(resource).some((action) => !givable(held, resource, action))),
  );

  return (
    <Stack gap="md">
      {limited && (
        <Text size="sm" c="dimmed" id={hintId}>
          {t("picker.notHeldHint")}
        </Text>
      )}
      {missing.length > 0 && (
        <Alert color="red" title={t("picker.missingTitle")} data-testid="missing-permissions">
          {missing.map(permissionLabel).join(", ")}
        </Alert>
      )}
      {PERMISSION_GROUPS.map((group) => (
        <GroupFieldset
          key={group.id}
          group={group}
          value={value}
          onChange={onChange}
          held={held}
          missing={missing}
          hintId={limited ? hintId : undefined}
          disabled={disabled}
        />
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

interface GroupFieldsetProps extends Omit<PermissionPickerProps, "error"> {
  group: PermissionGroup;
  hintId: string | undefined;
}

function GroupFieldset({ group, value, onChange, held, missing, hintId, disabled }: GroupFieldsetProps) {
  const { t } = useTranslation("roles");
  const legend = t(GROUP_LEGENDS[group.id]);
  const state = groupState(value, group, held);
  return (
    <Fieldset legend={legend} radius="md" data-testid={`permission-group-${group.id}`}>
      <Stack gap="sm">
        <Checkbox
          label={t("picker.selectAll", { group: legend })}
          checked={state === "all"}
          indeterminate={state === "some"}
          disabled={disabled}
          onChange={(event) => onChange(groupToggled(value, group, held, event.currentTarget.checked))}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="xs">
          {group.resources.map((resource) => (
            <ResourceRow
              key={resource}
              resource={resource}
              value={value}
              onChange={onChange}
              held={held}
              missing={missing}
              hintId={hintId}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

interface ResourceRowProps extends Omit<GroupFieldsetProps, "group"> {
  resource: Resource;
}

function ResourceRow({ resource, value, onChange, held, missing, hintId, disabled }: ResourceRowProps) {
  const labelId = useId();
  return (
    <Group gap="xs" wrap="wrap" align="center" role="group" aria-labelledby={labelId}>
      <Text size="sm" id={labelId} w={{ base: "100%", xs: 150 }}>
        {resourceLabel(resource)}
      </Text>
      <Group gap="sm" wrap="wrap">
        {actionsOf(resource).map((action) => {
          const allowed = givable(held, resource, action);
          const checked = value[resource]?.includes(action) ?? false;
          return (
            <Checkbox
              key={action}
              size="sm"
              label={actionLabel(action)}
              checked={checked}
              // One the role already grants can still be taken away.
              disabled={disabled || (!allowed && !checked)}
              error={missing.includes(`${resource}:${action}`)}
              aria-describedby={allowed ? undefined : hintId}
              onChange={(event) => onChange(toggled(value, resource, action, event.currentTarget.checked))}
            />
          );
        })}
      </Group>
    </Group>
  );
}
