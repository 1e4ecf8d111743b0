import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { CsvValue } from "../../kit/csv-row.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { csvOfPages, exportFilename, exportTimeZone, majorUnits, zonedIso } from "../common/csv.ts";
import { dateTimeInput } from "../common/datetime.ts";
import { booleanQuery, repeatedQuery } from "../common/query.ts";
import { uuid } from "../common/schemas.ts";
import { subscriptionStatus } from "./core-fields.ts";
import type { SubscriptionResource } from "./schemas.ts";
import * as service from "./service.ts";

/**
 * Polar's subscription export columns and headers, in Polar's order. (Polar's `net_amount` is
 * left out: a Gatehouse subscription's `amount` is what it charges.)
 */
const HEADERS = {
  email: "Email",
  started_at: "Started At",
  product: "Product",
  amount: "Amount",
  currency: "Currency",
  status: "Status",
  recurring_interval: "Billing Interval",
  customer_name: "Customer Name",
  billing_name: "Billing Name",
  billing_country: "Billing Country",
  discount: "Discount",
  seats: "Seats",
  current_period_start: "Current Period Start",
  current_period_end: "Current Period End",
  cancel_at_period_end: "Cancels At Period End",
  canceled_at: "Canceled At",
  ends_at: "Ends At",
  ended_at: "Ended At",
  cancellation_reason: "Cancellation Reason",
  trial_start: "Trial Start",
  trial_end: "Trial End",
} as const;
type Column = keyof typeof HEADERS;
const DEFAULT_COLUMNS: Column[] = [
  "email",
  "started_at",
  "product",
  "amount",
  "currency",
  "status",
  "recurring_interval",
];

export const subscriptionExportQuery = z.object({
  organization_id: repeatedQuery(uuid).optional().meta({ description: "Filter by organization ID." }),
  product_id: repeatedQuery(uuid).optional().meta({ description: "Filter by product ID." }),
  status: repeatedQuery(subscriptionStatus).optional().meta({ description: "Filter by subscription status." }),
  cancel_at_period_end: booleanQuery
    .optional()
    .meta({ description: "Filter by subscriptions that are set to cancel at period end." }),
  started_after: dateTimeInput
    .optional()
    .meta({ description: "Only subscriptions started after this time (with a UTC offset)." }),
  started_before: dateTimeInput
    .optional()
    .meta({ description: "Only subscriptions started before this time (with a UTC offset)." }),
  timezone: exportTimeZone,
  columns: repeatedQuery(z.enum(Object.keys(HEADERS) as [Column, ...Column[]]))
    .optional()
    .meta({
      description:
        "Columns, in order; by default email, started_at, product, amount, currency, status, recurring_interval.",
    }),
});
export type SubscriptionExportQuery = z.infer<typeof subscriptionExportQuery>;

function cells(subscription: SubscriptionResource, zone: string): Record<Column, CsvValue> {
  const { customer, discount } = subscription;
  const count = subscription.recurring_interval_count;
  return {
    email: customer.email,
    started_at: zonedIso(subscription.started_at, zone),
    product: subscription.product.name,
    amount: majorUnits(subscription.amount),
    currency: subscription.currency,
    status: subscription.status,
    recurring_interval: count === 1 ? subscription.recurring_interval : `${count} ${subscription.recurring_interval}s`,
    customer_name: customer.name,
    // Gatehouse customers have no billing name of their own (orders do).
    billing_name: null,
    billing_country: customer.billing_address?.country ?? null,
    discount: discount ? (discount.code ?? discount.name) : null,
    seats: subscription.seats,
    current_period_start: zonedIso(subscription.current_period_start, zone),
    current_period_end: zonedIso(subscription.current_period_end, zone),
    cancel_at_period_end: subscription.cancel_at_period_end ? "true" : "false",
    canceled_at: zonedIso(subscription.canceled_at, zone),
    ends_at: zonedIso(subscription.ends_at, zone),
    ended_at: zonedIso(subscription.ended_at, zone),
    cancellation_reason: subscription.customer_cancellation_reason,
    trial_start: zonedIso(subscription.trial_start, zone),
    trial_end: zonedIso(subscription.trial_end, zone),
  };
}

const within = (value: string | null, after: string | undefined, before: string | undefined) =>
  (!after || (value !== null && value > after)) && (!before || (value !== null && value < before));

/** `GET /v1/subscriptions/export`: every matching subscription (newest first) as Polar's CSV, and its file name. */
export async function exportSubscriptions(
  db: Db,
  access: OrganizationScope,
  query: SubscriptionExportQuery,
): Promise<{ csv: string; filename: string }> {
  const csv = await csvOfPages(
    HEADERS,
    query.columns?.length ? query.columns : DEFAULT_COLUMNS,
    (page, limit) =>
      service.list(db, access, {
        page,
        limit,
        product_id: query.product_id,
        cancel_at_period_end: query.cancel_at_period_end,
        sorting: [{ field: "started_at", direction: "desc" }],
      }),
    (subscription) =>
      (query.status && !query.status.includes(subscription.status)) ||
      !within(subscription.started_at, query.started_after, query.started_before)
        ? null
        : cells(subscription, query.timezone),
  );
  return {
    csv,
    filename: exportFilename("subscriptions", [query.started_after, query.started_before], query.timezone),
  };
}
