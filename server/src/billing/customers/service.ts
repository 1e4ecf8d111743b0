import { createHash } from "node:crypto";
import type { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso, toIsoOrNull } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { revokeOpenGrants } from "../benefit-grants/jobs.ts";
import { recordEvent } from "../common/events.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
import { type AddressInput, addressOutput } from "../common/schemas.ts";
import { ValidationFailure } from "../common/validation.ts";
import { ensureForStoredEvents } from "../customer-meters/matched.ts";
import { createOwner, removeMembersOf, syncOwnerEmail } from "../members/owner.ts";
import { CustomerErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type Customer,
  type CustomerCreate,
  type CustomerList,
  type CustomerListQuery,
  type CustomerUpdate,
  type CustomerUpdateExternalId,
  customerType,
  taxIdFormat,
} from "./schemas.ts";
import { detectTaxId } from "./tax-id.ts";

const storedAddress = addressOutput.nullable();

export function toResource(row: repository.CustomerRow): Customer {
  const format = taxIdFormat.safeParse(row.tax_id_format);
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    external_id: row.external_id,
    email: row.email,
    email_verified: Boolean(row.email_verified),
    type: customerType.catch("individual").parse(row.type),
    name: row.name,
    billing_name: row.billing_name ?? row.name,
    billing_address: fromJsonColumn(storedAddress.default(null), row.billing_address),
    tax_id: row.tax_id && format.success ? [row.tax_id, format.data] : null,
    locale: row.locale,
    organization_id: row.organization_id,
    deleted_at: row.deleted_at,
    first_user_event_at: toIsoOrNull(row.first_user_event_at),
    avatar_url: avatarUrl(row.email),
  };
}

/** Polar's customer avatar: Gravatar by the email's SHA-256, 404 when the person has none. */
function avatarUrl(email: string): string {
  return `https://www.gravatar.com/avatar/${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}?d=404`;
}

/** Every line present, null when empty (Polar `Address`). */
function toAddress(input: AddressInput): z.infer<typeof addressOutput> {
  return {
    line1: input.line1 ?? null,
    line2: input.line2 ?? null,
    postal_code: input.postal_code ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country,
  };
}

/** A page of customers; the filters are optional (an export pages through them all). */
export type CustomerListRequest = Pick<CustomerListQuery, "page" | "limit" | "sorting"> &
  Partial<Pick<CustomerListQuery, "email" | "query" | "metadata">>;

export async function list(db: Db, access: OrganizationScope, query: CustomerListRequest): Promise<CustomerList> {
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    { email: query.email, query: query.query, metadata: query.metadata },
    query.sorting,
    query,
  );
  return toListResource(rows.map(toResource), total, query);
}

export async function get(db: Executor, access: OrganizationScope, id: string): Promise<Customer> {
  return toResource(await mustFind(db, access.organizationId, id));
}

/** Customers by id, deleted ones too, as resources: for resources that embed their customer. */
export async function resourcesById(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, Customer>> {
  const rows = await repository.findManyAny(db, organizationId, ids);
  return new Map(rows.map((row) => [row.id, toResource(row)]));
}

export async function getExternal(db: Executor, access: OrganizationScope, externalId: string): Promise<Customer> {
  return toResource(await mustFindExternal(db, access.organizationId, externalId));
}

export async function create(db: Db, access: OrganizationAccess, body: CustomerCreate): Promise<Customer> {
  const organizationId = access.organizationId;
  const email = customerEmail(body);
  const address = body.billing_address ? toAddress(body.billing_address) : null;
  const taxId = body.tax_id ? detectTaxId(body.tax_id, address?.country, ["body", "tax_id"]) : null;
  const externalId = body.external_id ?? null;
  const id = newId();
  return writeUnique(db, organizationId, { email, externalId }, undefined, async (trx) => {
    const now = nowIso();
    await repository.insert(trx, organizationId, {
      id,
      external_id: externalId,
      email,
      email_verified: 0,
      name: body.name ?? null,
      billing_name: body.billing_name ?? null,
      billing_address: address ? toJsonColumn(address) : null,
      tax_id: taxId?.value ?? null,
      tax_id_format: taxId?.format ?? null,
      locale: body.locale ?? null,
      metadata: toJsonColumn(body.metadata ?? {}),
      type: body.type,
      created_at: now,
      modified_at: null,
      deleted_at: null,
    });
    await meterEarlierEvents(trx, organizationId, id, externalId);
    const created = await get(trx, access, id);
    await recordEvent(trx, organizationId, "customer.created", created);
    await createOwner(trx, organizationId, { ...created, email }, body.owner);
    return created;
  });
}

/** A team customer created with an owner may leave out its email: it takes the owner's (Polar asks for one of them). */
function customerEmail(body: CustomerCreate): string {
  const email = body.email ?? (body.type === "team" ? body.owner?.email : undefined);
  if (!email) {
    throw ValidationFailure.at(
      ["body", "email"],
      body.type === "team" ? "An email is required: the customer's or its owner's." : "Field required",
      "missing",
    );
  }
  return email.toLowerCase();
}

/** Events sent under an external id before a customer held it are that customer's: so are their meters. */
function meterEarlierEvents(db: Executor, organizationId: string, customerId: string, externalId: string | null) {
  if (externalId === null) return Promise.resolve();
  return ensureForStoredEvents(db, organizationId, { customerId, externalId });
}

export async function update(db: Db, access: OrganizationScope, id: string, body: CustomerUpdate): Promise<Customer> {
  return applyUpdate(db, access, await mustFind(db, access.organizationId, id), body);
}

export async function updateExternal(
  db: Db,
  access: OrganizationAccess,
  externalId: string,
  body: CustomerUpdateExternalId,
): Promise<Customer> {
  return applyUpdate(db, access, await mustFindExternal(db, access.organizationId, externalId), body);
}

/**
 * Polar's update: a key that is sent replaces the value (null clears name, billing name, address,
 * tax ID, locale); email can't be cleared and a changed email is no longer verified; an external ID is
 * set once and never changed.
 */
async function applyUpdate(
  db: Db,
  access: OrganizationScope,
  current: repository.CustomerRow,
  body: CustomerUpdate,
): Promise<Customer> {
  const organizationId = access.organizationId;
  if (body.external_id != null && current.external_id !== null && body.external_id !== current.external_id) {
    throw ValidationFailure.at(["body", "external_id"], "The external ID of a customer can't be changed once set.");
  }
  const email = body.email == null ? undefined : body.email.toLowerCase();
  const externalId = current.external_id === null && body.external_id != null ? body.external_id : undefined;
  const currentAddress = fromJsonColumn(storedAddress.default(null), current.billing_address);
  const address =
    body.billing_address === undefined ? currentAddress : body.billing_address && toAddress(body.billing_address);
  // A new address re-checks the stored tax ID against the new country, as a new tax ID is checked against the address.
  const taxIdInput =
    body.tax_id !== undefined ? body.tax_id : body.billing_address !== undefined ? current.tax_id : undefined;
  const taxId = taxIdInput == null ? taxIdInput : detectTaxId(taxIdInput, address?.country, ["body", "tax_id"]);

  return writeUnique(db, organizationId, { email, externalId }, current.id, async (trx) => {
    await repository.update(trx, organizationId, current.id, {
      ...(email === undefined || email === current.email ? {} : { email, email_verified: 0 }),
      ...(externalId === undefined ? {} : { external_id: externalId }),
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.billing_name === undefined ? {} : { billing_name: body.billing_name }),
      ...(body.billing_address === undefined ? {} : { billing_address: address ? toJsonColumn(address) : null }),
      ...(taxId === undefined ? {} : { tax_id: taxId?.value ?? null, tax_id_format: taxId?.format ?? null }),
      ...(body.locale === undefined ? {} : { locale: body.locale }),
      ...(body.metadata === undefined ? {} : { metadata: toJsonColumn(body.metadata) }),
      modified_at: nowIso(),
    });
    if (externalId !== undefined) await meterEarlierEvents(trx, organizationId, current.id, externalId);
    const updated = await get(trx, access, current.id);
    await syncOwnerEmail(trx, organizationId, { id: updated.id, type: updated.type, email: updated.email });
    await recordEvent(trx, organizationId, "customer.updated", updated);
    return updated;
  });
}

/**
 * An individual customer becomes a team customer (customer.updated), so its members may grow
 * beyond the owner: the customer of an organization bound to the seller is one
 * (docs/guides/seats-and-entitlements.md). A team customer is left as it is.
 */
export async function makeTeam(trx: Tx, organizationId: string, id: string): Promise<Customer> {
  const current = await get(trx, systemAccess(organizationId), id);
  if (current.type === "team") return current;
  await repository.update(trx, organizationId, id, { type: "team", modified_at: nowIso() });
  const updated = await get(trx, systemAccess(organizationId), id);
  await recordEvent(trx, organizationId, "customer.updated", updated);
  return updated;
}

/** Soft delete: the row stays (orders will point at it), the customer vanishes from the API. */
export async function remove(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  await removeRow(db, access, await mustFind(db, access.organizationId, id));
}

export async function removeExternal(db: Db, access: OrganizationAccess, externalId: string): Promise<void> {
  await removeRow(db, access, await mustFindExternal(db, access.organizationId, externalId));
}

async function removeRow(db: Db, access: OrganizationAccess, current: repository.CustomerRow): Promise<void> {
  const organizationId = access.organizationId;
  await inTransaction(db, async (trx) => {
    if (!(await repository.softDelete(trx, organizationId, current.id, nowIso()))) throw CustomerErrors.NOT_FOUND();
    const deleted = await repository.findAny(trx, organizationId, current.id);
    if (!deleted) throw CustomerErrors.NOT_FOUND();
    await recordEvent(trx, organizationId, "customer.deleted", toResource(deleted));
    // The customer's benefits are revoked by the grant worker (jobs committed with the deletion).
    await revokeOpenGrants(trx, organizationId, { customerId: current.id });
    await removeMembersOf(trx, organizationId, current.id);
  });
}

async function mustFind(db: Executor, organizationId: string, id: string): Promise<repository.CustomerRow> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw CustomerErrors.NOT_FOUND();
  return row;
}

async function mustFindExternal(
  db: Executor,
  organizationId: string,
  externalId: string,
): Promise<repository.CustomerRow> {
  const row = await repository.findByExternalId(db, organizationId, externalId);
  if (!row) throw CustomerErrors.NOT_FOUND();
  return row;
}

type UniqueValues = { email?: string | undefined; externalId?: string | null | undefined };

/**
 * Email and external ID are unique among an organization's live customers. The read gives the
 * answer at the right loc; the partial unique indexes settle a race between two writers, the
 * loser getting the same 422.
 */
async function writeUnique<T>(
  db: Db,
  organizationId: string,
  values: UniqueValues,
  exceptId: string | undefined,
  work: (trx: Tx) => Promise<T>,
): Promise<T> {
  await assertFree(db, organizationId, values, exceptId);
  try {
    return await inTransaction(db, work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertFree(db, organizationId, values, exceptId);
    throw emailTaken();
  }
}

async function assertFree(
  db: Db,
  organizationId: string,
  values: UniqueValues,
  exceptId: string | undefined,
): Promise<void> {
  const taken = await repository.taken(db, organizationId, values, exceptId);
  if (taken.email) throw emailTaken();
  if (taken.externalId)
    throw ValidationFailure.at(["body", "external_id"], "A customer with this external ID already exists.");
}

const emailTaken = () => ValidationFailure.at(["body", "email"], "A customer with this email address already exists.");

export type CheckoutCustomer = {
  /** A customer the checkout was created for (customer_id), if any. */
  customerId: string | null;
  email: string;
  externalId: string | null;
  name: string | null;
  /** The name the buyer wants on invoices (`customer_billing_name`), kept as the customer's billing name. */
  billingName?: string | null | undefined;
  billingAddress: AddressInput | null;
  /** Already detected (detectTaxId) by the checkout. */
  taxId: { value: string; format: string } | null;
  metadata: Record<string, string | number | boolean>;
  /** The language the buyer checked out in: a new customer's, or a found one's that had none. */
  locale?: string | null | undefined;
};

/**
 * For checkouts, inside the checkout's success transaction: the customer by id, else by external
 * id, else by email within the organization, else a new one (customer.created). A found customer
 * takes the billing details the buyer entered (customer.updated); its external id and its
 * language are set only when it has none.
 */
export async function findOrCreateForCheckout(
  trx: Tx,
  organizationId: string,
  input: CheckoutCustomer,
): Promise<Customer> {
  const access = systemAccess(organizationId);
  const found =
    (input.customerId ? await repository.find(trx, organizationId, input.customerId) : undefined) ??
    (input.externalId ? await repository.findByExternalId(trx, organizationId, input.externalId) : undefined) ??
    (await repository.findByEmail(trx, organizationId, input.email));
  const address = input.billingAddress ? toAddress(input.billingAddress) : null;
  const now = nowIso();
  if (found) {
    const externalFree =
      input.externalId !== null &&
      found.external_id === null &&
      !(await repository.taken(trx, organizationId, { externalId: input.externalId }, found.id)).externalId;
    await repository.update(trx, organizationId, found.id, {
      ...(input.name ? { name: input.name } : {}),
      ...(input.billingName ? { billing_name: input.billingName } : {}),
      ...(address ? { billing_address: toJsonColumn(address) } : {}),
      ...(input.taxId ? { tax_id: input.taxId.value, tax_id_format: input.taxId.format } : {}),
      ...(externalFree ? { external_id: input.externalId } : {}),
      ...(input.locale && found.locale === null ? { locale: input.locale } : {}),
      modified_at: now,
    });
    if (externalFree) await meterEarlierEvents(trx, organizationId, found.id, input.externalId);
    const updated = await get(trx, access, found.id);
    await recordEvent(trx, organizationId, "customer.updated", updated);
    return updated;
  }
  const id = newId();
  await repository.insert(trx, organizationId, {
    id,
    external_id: input.externalId,
    email: input.email.toLowerCase(),
    email_verified: 0,
    name: input.name,
    billing_name: input.billingName ?? null,
    billing_address: address ? toJsonColumn(address) : null,
    tax_id: input.taxId?.value ?? null,
    tax_id_format: input.taxId?.format ?? null,
    locale: input.locale ?? null,
    metadata: toJsonColumn(input.metadata),
    created_at: now,
    modified_at: null,
    deleted_at: null,
  });
  await meterEarlierEvents(trx, organizationId, id, input.externalId);
  const created = await get(trx, access, id);
  await recordEvent(trx, organizationId, "customer.created", created);
  await createOwner(trx, organizationId, created);
  return created;
}
