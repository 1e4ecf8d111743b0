import { Code, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Metadata } from "../lib/metadata";

/** Metadata read-only, one key per row. */
export function MetadataList({ metadata }: { metadata: Metadata }) {
  const { t } = useTranslation("billing");
  const entries = Object.entries(metadata);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("metadata.none")}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={t("metadata.label")}>
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key} data-testid="metadata-entry" data-key={key}>
            <Table.Td w="40%">
              <Code>{key}</Code>
            </Table.Td>
            <Table.Td>{String(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
