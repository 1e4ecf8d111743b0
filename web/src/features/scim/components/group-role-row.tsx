import { ActionIcon, Flex, Group, Select, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

export type GroupRoleRow = { rowId: string; group: string; role: string };
export type RowErrors = { group?: string; role?: string };

interface GroupRoleRowProps {
  row: GroupRoleRow;
  /** Its place in the list, from 1, for the fields' names. */
  number: number;
  roles: { value: string; label: string }[];
  errors: RowErrors | undefined;
  disabled: boolean;
  onChange: (patch: Partial<GroupRoleRow>) => void;
  onRemove: () => void;
}

/**
 * One entry of the mapping: the directory group's name or SCIM id, and the role it gives. Side by
 * side on wide screens (under the editor's column headings); on a phone the role goes under the
 * group, so that neither is cut short.
 */
export function GroupRoleRowFields({ row, number, roles, errors, disabled, onChange, onRemove }: GroupRoleRowProps) {
  const { t } = useTranslation("scim");
  return (
    <Flex
      gap="xs"
      direction={{ base: "column", sm: "row" }}
      align={{ sm: "flex-start" }}
      mb={{ base: "sm", sm: 0 }}
      data-testid="group-role-row"
    >
      <TextInput
        aria-label={t("groupRoles.groupLabel", { row: number })}
        placeholder={t("groupRoles.groupPlaceholder")}
        value={row.group}
        error={errors?.group}
        disabled={disabled}
        onChange={(event) => onChange({ group: event.currentTarget.value })}
        style={{ flex: 3, minWidth: 0 }}
      />
      <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: 2, minWidth: 0 }}>
        <Select
          aria-label={t("groupRoles.roleLabel", { row: number })}
          placeholder={t("groupRoles.rolePlaceholder")}
          data={roles}
          value={row.role || null}
          error={errors?.role}
          disabled={disabled}
          allowDeselect={false}
          onChange={(value) => onChange({ role: value ?? "" })}
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t("groupRoles.removeRow", { row: number })}
          disabled={disabled}
          onClick={onRemove}
        >
          ×
        </ActionIcon>
      </Group>
    </Flex>
  );
}
