import { Checkbox, Group } from "@mantine/core";
import { ORGANIZATION_ROLES, type OrganizationRole, ROLE_LABELS } from "../../../lib/permissions";

interface RolePickerProps {
  /** Names the group for assistive technology, e.g. "Roles of Ada". */
  label: string;
  value: OrganizationRole[];
  onChange: (roles: OrganizationRole[]) => void;
  /** Roles the viewer may give; the others show but cannot be toggled. */
  options: readonly OrganizationRole[];
  disabled?: boolean;
}

/**
 * One checkbox per role (a member may hold several; any one granting is enough).
 * Checkboxes rather than a combobox: each role is one click, and each is its own labelled control.
 */
export function RolePicker({ label, value, onChange, options, disabled }: RolePickerProps) {
  const toggle = (role: OrganizationRole, checked: boolean) =>
    onChange(ORGANIZATION_ROLES.filter((r) => (r === role ? checked : value.includes(r))));

  return (
    <Group gap="sm" role="group" aria-label={label} wrap="nowrap">
      {ORGANIZATION_ROLES.map((role) => (
        <Checkbox
          key={role}
          size="xs"
          label={ROLE_LABELS[role]}
          checked={value.includes(role)}
          disabled={disabled || !options.includes(role)}
          onChange={(event) => toggle(role, event.currentTarget.checked)}
        />
      ))}
    </Group>
  );
}
