import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { recordEvent } from "../common/events.ts";
import { toListResource } from "../common/pagination.ts";
import type { Address, AddressInput } from "../common/schemas.ts";
import { invoiceLockedField, OrderErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { load, storedAddress, toResources } from "./resource.ts";
import type { OrderList, OrderListQuery, OrderResource, OrderUpdate } from "./schemas.ts";

/** The /v1/orders API: list, get, update (invoices: invoices.ts; creation: paid-order.ts). */

export async function list(db: Db, access: OrganizationScope, query: OrderListQuery): Promise<OrderList> {
  const filter = {
    productIds: query.product_id,
    discountIds: query.discount_id,
    customerIds: query.customer_id,
    checkoutIds: query.checkout_id,
    statuses: query.status,
    metadata: query.metadata,
  };
  const { rows, total } = await repository.list(db, access.organizationId, filter, query.sorting, query);
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

export function get(db: Db, access: OrganizationAccess, id: string): Promise<OrderResource> {
  return load(db, access.organizationId, id);
}

const toAddress = (input: AddressInput): Address => ({
  line1: input.line1 ?? null,
  line2: input.line2 ?? null,
  postal_code: input.postal_code ?? null,
  city: input.city ?? null,
  state: input.state ?? null,
  country: input.country,
});

/** Polar's update: billing name and address; frozen (422) once the invoice is generated. Records order.updated. */
export async function update(db: Db, access: OrganizationScope, id: string, body: OrderUpdate): Promise<OrderResource> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw OrderErrors.NOT_FOUND();
    const name = body.billing_name === undefined ? undefined : body.billing_name;
    const address =
      body.billing_address === undefined
        ? undefined
        : body.billing_address === null
          ? null
          : toAddress(body.billing_address);
    if (row.invoice_generated_at !== null) {
      if (name !== undefined && name !== row.billing_name) throw invoiceLockedField("billing_name");
      if (
        address !== undefined &&
        toJsonColumn(address) !== toJsonColumn(fromJsonColumn(storedAddress.default(null), row.billing_address))
      )
        throw invoiceLockedField("billing_address");
    }
    await repository.update(trx, organizationId, id, {
      ...(name === undefined ? {} : { billing_name: name }),
      ...(address === undefined ? {} : { billing_address: address === null ? null : toJsonColumn(address) }),
      modified_at: nowIso(),
    });
    const resource = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "order.updated", resource);
    return resource;
  });
}
