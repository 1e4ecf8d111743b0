import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { CsvValue } from "../../kit/csv-row.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { csvOfPages, exportFilename, exportTimeZone, majorUnits, zonedIso } from "../common/csv.ts";
import { dateTimeInput } from "../common/datetime.ts";
import { repeatedQuery } from "../common/query.ts";
import { uuid } from "../common/schemas.ts";
import type { OrderResource } from "./schemas.ts";
import { orderStatus } from "./schemas.ts";
import * as service from "./service.ts";

/** Polar's order export columns, with their CSV headers, in Polar's order. */
const HEADERS = {
  email: "Email",
  created_at: "Created At",
  product: "Product",
  net_amount: "Net Amount",
  currency: "Currency",
  status: "Status",
  invoice_number: "Invoice number",
  customer_name: "Customer Name",
  billing_name: "Billing Name",
  billing_country: "Billing Country",
  subtotal_amount: "Subtotal",
  discount_amount: "Discount",
  tax_amount: "Tax",
  total_amount: "Total",
  refunded_amount: "Refunded Amount",
  billing_reason: "Billing Reason",
} as const;
type Column = keyof typeof HEADERS;
const DEFAULT_COLUMNS: Column[] = [
  "email",
  "created_at",
  "product",
  "net_amount",
  "currency",
  "status",
  "invoice_number",
];

export const orderExportQuery = z.object({
  organization_id: repeatedQuery(uuid).optional().meta({ description: "Filter by organization ID." }),
  product_id: repeatedQuery(uuid).optional().meta({ description: "Filter by product ID." }),
  status: repeatedQuery(orderStatus).optional().meta({ description: "Filter by order status." }),
  created_after: dateTimeInput
    .optional()
    .meta({ description: "Only orders created after this time (with a UTC offset)." }),
  created_before: dateTimeInput
    .optional()
    .meta({ description: "Only orders created before this time (with a UTC offset)." }),
  timezone: exportTimeZone,
  columns: repeatedQuery(z.enum(Object.keys(HEADERS) as [Column, ...Column[]]))
    .optional()
    .meta({
      description:
        "Columns, in order; by default email, created_at, product, net_amount, currency, status, invoice_number.",
    }),
});
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

function cells(order: OrderResource, zone: string): Record<Column, CsvValue> {
  return {
    email: order.customer.email,
    created_at: zonedIso(order.created_at, zone),
    product: order.description,
    net_amount: majorUnits(order.net_amount),
    currency: order.currency,
    status: order.status,
    invoice_number: order.invoice_number,
    customer_name: order.customer.name,
    billing_name: order.billing_name,
    billing_country: order.billing_address?.country ?? null,
    subtotal_amount: majorUnits(order.subtotal_amount),
    discount_amount: majorUnits(order.discount_amount),
    tax_amount: majorUnits(order.tax_amount),
    total_amount: majorUnits(order.total_amount),
    refunded_amount: majorUnits(order.refunded_amount),
    billing_reason: order.billing_reason,
  };
}

/** `GET /v1/orders/export`: every matching order (newest first) as Polar's CSV, and its file name. */
export async function exportOrders(
  db: Db,
  access: OrganizationScope,
  query: OrderExportQuery,
): Promise<{ csv: string; filename: string }> {
  const csv = await csvOfPages(
    HEADERS,
    query.columns?.length ? query.columns : DEFAULT_COLUMNS,
    (page, limit) =>
      service.list(db, access, {
        page,
        limit,
        product_id: query.product_id,
        status: query.status,
        sorting: [{ field: "created_at", direction: "desc" }],
      }),
    (order) =>
      (query.created_after && order.created_at <= query.created_after) ||
      (query.created_before && order.created_at >= query.created_before)
        ? null
        : cells(order, query.timezone),
  );
  return { csv, filename: exportFilename("orders", [query.created_after, query.created_before], query.timezone) };
}
