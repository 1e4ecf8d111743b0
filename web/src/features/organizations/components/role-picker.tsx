import { Checkbox, Fieldset, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { roleLabel } from "../../../lib/permissions";
import { blockOf, type RoleDefinition, type Viewer } from "../lib/viewer";

interface RolePickerProps {
  /** The fieldset's legend, e.g. "Roles of Ada". */
  label: string;
  value: readonly string[];
  onChange: (roles: string[]) => void;
  definitions: readonly RoleDefinition[];
  viewer: Viewer;
  disabled?: boolean;
  error?: React.ReactNode;
}

/**
 * One checkbox per role, built-in and the organization's own (a member may hold several; the
 * union of their permissions applies). Checkboxes rather than a combobox: each role is one
 * labelled control with room for its description and, when the viewer may not give it, why.
 * A role already held stays tickable off even when the viewer could not give it.
 */
export function RolePicker({ label, value, onChange, definitions, viewer, disabled, error }: RolePickerProps) {
  const { t } = useTranslation("organizations");
  const offered = definitions.map((d) => d.name);
  const toggle = (role: string, checked: boolean) =>
    onChange([
      ...offered.filter((name) => (name === role ? checked : value.includes(name))),
      ...value.filter((name) => !offered.includes(name)),
    ]);
  const why = { ownerOnly: t("rolePicker.ownerOnly"), grantsMore: t("rolePicker.grantsMore") } as const;

  return (
    <Fieldset legend={label} variant="unstyled" data-testid="role-picker">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        {definitions.map((definition) => {
          const block = blockOf(viewer, definition);
          const checked = value.includes(definition.name);
          const description = [definition.description, block ? why[block] : null].filter(Boolean).join(" · ");
          return (
            <Checkbox
              key={definition.name}
              label={roleLabel(definition.name)}
              description={description || undefined}
              checked={checked}
              disabled={disabled || (block !== null && !checked)}
              onChange={(event) => toggle(definition.name, event.currentTarget.checked)}
            />
          );
        })}
      </SimpleGrid>
      {error && (
        <Text size="xs" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
