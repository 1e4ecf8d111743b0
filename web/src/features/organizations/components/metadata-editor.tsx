import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type MetadataRow, newMetadataRow } from "../lib/metadata";

interface MetadataEditorProps {
  rows: MetadataRow[];
  onChange: (rows: MetadataRow[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Metadata as key/value rows; empty rows are dropped on save. */
export function MetadataEditor({ rows, onChange, error, disabled }: MetadataEditorProps) {
  const { t } = useTranslation("organizations");
  const update = (index: number, patch: Partial<MetadataRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Stack gap="xs" role="group" aria-labelledby="metadata-heading">
      <Text size="sm" fw={500} id="metadata-heading">
        {t("metadataEditor.title")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("metadataEditor.description")}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("metadataEditor.empty")}
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={row.rowId} gap="xs" wrap="nowrap" data-testid="metadata-row">
          <TextInput
            aria-label={t("metadataEditor.keyLabel", { row: index + 1 })}
            placeholder={t("metadataEditor.keyPlaceholder")}
            value={row.key}
            disabled={disabled}
            onChange={(event) => update(index, { key: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={t("metadataEditor.valueLabel", { row: index + 1 })}
            placeholder={t("metadataEditor.valuePlaceholder")}
            value={row.value}
            disabled={disabled}
            onChange={(event) => update(index, { value: event.currentTarget.value })}
            style={{ flex: 2 }}
          />
          {!disabled && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("metadataEditor.removeRow", { row: index + 1 })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {!disabled && (
        <Group>
          <Button size="xs" variant="light" onClick={() => onChange([...rows, newMetadataRow()])}>
            {t("metadataEditor.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
