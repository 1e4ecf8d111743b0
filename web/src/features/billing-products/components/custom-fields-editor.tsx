import { ActionIcon, Checkbox, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { useCustomFieldChoices } from "../hooks/use-products";
import type { AttachedFieldValues } from "../lib/product-form";
import type { AttachedCustomField, CustomField } from "../lib/types";

interface CustomFieldsEditorProps {
  organizationId: string;
  value: AttachedFieldValues[];
  onChange: (value: AttachedFieldValues[]) => void;
  /** The product's attached fields as loaded: names stay known if the list can't be read. */
  attached: AttachedCustomField[];
  readOnly: boolean;
  error?: string | null;
}

/** Custom fields asked at checkout, in order, each optional or required. */
export function CustomFieldsEditor({
  organizationId,
  value,
  onChange,
  attached,
  readOnly,
  error,
}: CustomFieldsEditorProps) {
  const { t } = useTranslation("billing-products");
  const choices = useCustomFieldChoices(organizationId);
  const known = new Map<string, CustomField>(attached.map((a) => [a.custom_field_id, a.custom_field]));
  for (const field of choices.data?.items ?? []) known.set(field.id, field);
  const nameOf = (id: string) => known.get(id)?.name ?? id;
  const available = [...known.values()].filter((field) => !value.some((v) => v.custom_field_id === field.id));

  const move = (index: number, by: number) => {
    const next = [...value];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange(next);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby="custom-fields-heading">
      <Text size="sm" fw={500} id="custom-fields-heading">
        {t("customFields.heading")}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("customFields.empty")}
        </Text>
      )}
      {value.map((row, index) => {
        const name = nameOf(row.custom_field_id);
        return (
          <Group key={row.custom_field_id} gap="xs" data-testid="attached-custom-field" wrap="nowrap">
            <Text size="sm" style={{ flex: 1 }}>
              {index + 1}. {name}
            </Text>
            <Checkbox
              label={t("customFields.required")}
              aria-label={t("customFields.requiredNamed", { name })}
              checked={row.required}
              disabled={readOnly}
              onChange={(event) =>
                onChange(value.map((v, i) => (i === index ? { ...v, required: event.currentTarget.checked } : v)))
              }
            />
            {!readOnly && (
              <>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("customFields.moveUp", { name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("customFields.moveDown", { name })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("customFields.remove", { name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  ×
                </ActionIcon>
              </>
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <QueryState
          isPending={choices.isPending}
          error={choices.error}
          onRetry={() => void choices.refetch()}
          loadingLabel={t("customFields.loading")}
          errorTitle={t("customFields.loadError")}
        >
          {available.length > 0 && (
            <NativeSelect
              label={t("customFields.add")}
              value=""
              data={[
                { value: "", label: t("customFields.choose") },
                ...available.map((f) => ({ value: f.id, label: f.name })),
              ]}
              onChange={(event) => {
                const id = event.currentTarget.value;
                if (id) onChange([...value, { custom_field_id: id, required: false }]);
              }}
            />
          )}
        </QueryState>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
