import { Group, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { V1Schemas } from "../lib/v1-api";

/** Each list's total ("12 customers", by the page's language's plural rules) and its pager's name. */
const LIST_NOUNS = {
  "access tokens": { count: "lists.accessTokens.count", pages: "lists.accessTokens.pages" },
  benefits: { count: "lists.benefits.count", pages: "lists.benefits.pages" },
  "checkout links": { count: "lists.checkoutLinks.count", pages: "lists.checkoutLinks.pages" },
  checkouts: { count: "lists.checkouts.count", pages: "lists.checkouts.pages" },
  "custom fields": { count: "lists.customFields.count", pages: "lists.customFields.pages" },
  customers: { count: "lists.customers.count", pages: "lists.customers.pages" },
  deliveries: { count: "lists.deliveries.count", pages: "lists.deliveries.pages" },
  discounts: { count: "lists.discounts.count", pages: "lists.discounts.pages" },
  endpoints: { count: "lists.endpoints.count", pages: "lists.endpoints.pages" },
  events: { count: "lists.events.count", pages: "lists.events.pages" },
  meters: { count: "lists.meters.count", pages: "lists.meters.pages" },
  orders: { count: "lists.orders.count", pages: "lists.orders.pages" },
  products: { count: "lists.products.count", pages: "lists.products.pages" },
  refunds: { count: "lists.refunds.count", pages: "lists.refunds.pages" },
  subscriptions: { count: "lists.subscriptions.count", pages: "lists.subscriptions.pages" },
} as const;

/** The lists a billing section pages through; a new one adds its messages to the billing catalog. */
export type ListNoun = keyof typeof LIST_NOUNS;

interface ListPaginationProps {
  page: number;
  onChange: (page: number) => void;
  list: { pagination: V1Schemas["Pagination"] } | undefined;
  /** Which list: "customers" is read out as "12 customers". */
  noun: ListNoun;
}

/** Total and page picker under a /v1 list (`pagination.max_page` pages). */
export function ListPagination({ page, onChange, list, noun }: ListPaginationProps) {
  const { t } = useTranslation("billing");
  // An empty list says so itself ("No customers yet."); "0 customers" under it would repeat it.
  if (!list || list.pagination.total_count === 0) return null;
  const { total_count: total, max_page: maxPage } = list.pagination;
  const messages = LIST_NOUNS[noun];
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t(messages.count, { count: total })}
      </Text>
      {maxPage > 1 && (
        <Pagination total={maxPage} value={page} onChange={onChange} size="sm" aria-label={t(messages.pages)} />
      )}
    </Group>
  );
}
