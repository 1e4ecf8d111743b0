import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { CsvValue } from "../../kit/csv-row.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { csvOfPages, zonedIso } from "../common/csv.ts";
import { repeatedQuery } from "../common/query.ts";
import { uuid } from "../common/schemas.ts";
import type { Customer } from "./schemas.ts";
import * as service from "./service.ts";

/** Polar's customer export columns, with their CSV headers, in Polar's order. */
const HEADERS = {
  id: "ID",
  external_id: "External ID",
  created_at: "Created At",
  email: "Email",
  name: "Name",
  tax_id: "Tax ID",
  line1: "Billing Address Line 1",
  line2: "Billing Address Line 2",
  city: "Billing Address City",
  state: "Billing Address State",
  postal_code: "Billing Address Zip",
  country: "Billing Address Country",
  metadata: "Metadata",
} as const;
type Column = keyof typeof HEADERS;
const COLUMNS = Object.keys(HEADERS) as Column[];

export const customerExportQuery = z.object({
  organization_id: repeatedQuery(uuid).optional().meta({ description: "Filter by organization ID." }),
});

/** Metadata as Python's `json.dumps` writes it (`{"a": 1, "b": "x"}`), empty when there is none. */
function pythonJson(metadata: Customer["metadata"]): string | null {
  const entries = Object.entries(metadata);
  if (entries.length === 0) return null;
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(", ")}}`;
}

function cells(customer: Customer): Record<Column, CsvValue> {
  const address = customer.billing_address;
  return {
    id: customer.id,
    external_id: customer.external_id,
    created_at: zonedIso(customer.created_at, "UTC"),
    email: customer.email,
    name: customer.name,
    tax_id: customer.tax_id?.[0] ?? null,
    line1: address?.line1 ?? null,
    line2: address?.line2 ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    postal_code: address?.postal_code ?? null,
    country: address?.country ?? null,
    metadata: pythonJson(customer.metadata),
  };
}

/** `GET /v1/customers/export`: every live customer of the organization, oldest first, as Polar's CSV. */
export async function exportCustomers(db: Db, access: OrganizationScope): Promise<{ csv: string; filename: string }> {
  const csv = await csvOfPages(
    HEADERS,
    COLUMNS,
    (page, limit) => service.list(db, access, { page, limit, sorting: [{ field: "created_at", direction: "asc" }] }),
    cells,
  );
  return { csv, filename: "polar-customers.csv" };
}
