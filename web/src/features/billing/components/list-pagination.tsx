import { Group, Pagination, Text } from "@mantine/core";
import type { V1Schemas } from "../lib/v1-api";

interface ListPaginationProps {
  page: number;
  onChange: (page: number) => void;
  list: { pagination: V1Schemas["Pagination"] } | undefined;
  /** "customers", "discounts": read out as "12 customers". */
  noun: string;
}

/** "1 delivery", "1 checkout link": this list's nouns are all regular English plurals. */
function countOf(total: number, noun: string): string {
  if (total !== 1) return `${total} ${noun}`;
  return `1 ${noun.endsWith("ies") ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, "")}`;
}

/** Total and page picker under a /v1 list (`pagination.max_page` pages). */
export function ListPagination({ page, onChange, list, noun }: ListPaginationProps) {
  // An empty list says so itself ("No customers yet."); "0 customers" under it would repeat it.
  if (!list || list.pagination.total_count === 0) return null;
  const { total_count: total, max_page: maxPage } = list.pagination;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {countOf(total, noun)}
      </Text>
      {maxPage > 1 && (
        <Pagination total={maxPage} value={page} onChange={onChange} size="sm" aria-label={`Pages of ${noun}`} />
      )}
    </Group>
  );
}
