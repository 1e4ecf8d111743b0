import { Table, Text, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "./scroll-table";

/** Per-row ids, so an action button can be described by the row's name cell (`aria-describedby`). */
export interface ResourceRow {
  labelId: string;
}

export interface ResourceColumn<T> {
  header: ReactNode;
  cell: (item: T, row: ResourceRow) => ReactNode;
}

/** `data-testid` plus any `data-*` the browser tests select rows by (see web/README.md). */
export type RowAttributes = { "data-testid": string } & { [key: `data-${string}`]: string };

interface ResourceTableProps<T extends { id: string }> {
  /** The table's accessible name. */
  label: string;
  items: readonly T[];
  /** Shown instead of the table when there are no items. */
  empty: ReactNode;
  columns: readonly ResourceColumn<T>[];
  rowAttributes: (item: T) => RowAttributes;
  /** The last, unlabelled column (a visually hidden "Actions" header); null or absent: no such column. */
  actions?: ((item: T, row: ResourceRow) => ReactNode) | null;
  /** Wide admin tables scroll sideways below this width and get roomier rows. */
  minWidth?: number;
  /** Compact catalogue tables (products, benefits) are striped and highlight the hovered row. */
  striped?: boolean;
  /** A page is loading while the previous one stays on screen (placeholder data): fade it. */
  stale?: boolean;
}

/** The list table the billing area and the API keys share: header, one row per item, an optional actions column. */
export function ResourceTable<T extends { id: string }>({
  label,
  items,
  empty,
  columns,
  rowAttributes,
  actions,
  minWidth,
  striped = false,
  stale = false,
}: ResourceTableProps<T>) {
  const { t } = useTranslation("common");
  if (items.length === 0) {
    // A sentence is shown as one; anything else (an EmptyState with its action) as it is.
    return typeof empty === "string" ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : (
      empty
    );
  }
  const table = (
    <Table
      aria-label={label}
      verticalSpacing={minWidth === undefined ? undefined : "sm"}
      striped={striped}
      highlightOnHover={striped}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list given by the caller: a column is its position
            <Table.Th key={index}>{column.header}</Table.Th>
          ))}
          {actions && (
            <Table.Th>
              <VisuallyHidden>{t("resourceTable.actions")}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody style={stale ? { opacity: 0.6 } : undefined}>
        {items.map((item) => (
          <ResourceTableRow
            key={item.id}
            item={item}
            columns={columns}
            attributes={rowAttributes(item)}
            actions={actions ?? null}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <ScrollTable minWidth={minWidth} label={label}>
      {table}
    </ScrollTable>
  );
}

interface ResourceTableRowProps<T> {
  item: T;
  columns: readonly ResourceColumn<T>[];
  attributes: RowAttributes;
  actions: ((item: T, row: ResourceRow) => ReactNode) | null;
}

// A component of its own so each row gets its own useId.
function ResourceTableRow<T>({ item, columns, attributes, actions }: ResourceTableRowProps<T>) {
  const row: ResourceRow = { labelId: useId() };
  return (
    <Table.Tr {...attributes}>
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list given by the caller: a column is its position
        <Table.Td key={index}>{column.cell(item, row)}</Table.Td>
      ))}
      {actions && <Table.Td>{actions(item, row)}</Table.Td>}
    </Table.Tr>
  );
}
