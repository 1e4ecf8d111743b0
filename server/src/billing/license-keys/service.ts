import { randomUUID } from "node:crypto";
import type { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import type { licenseKeysProperties } from "../benefits/schemas.ts";
import { toListResource } from "../common/pagination.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { LicenseKeyErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type LicenseKeyActivate,
  type LicenseKeyActivationBase,
  type LicenseKeyActivationCreated,
  type LicenseKeyActivationRead,
  type LicenseKeyDeactivate,
  type LicenseKeyList,
  type LicenseKeyListQuery,
  type LicenseKeyRead,
  type LicenseKeyUpdate,
  type LicenseKeyValidate,
  type LicenseKeyWithActivations,
  licenseKeyActivationBase,
  type ValidatedLicenseKey,
} from "./schemas.ts";

/**
 * License keys granted by `license_keys` benefits (one key per grant). Granting makes the key
 * (`<prefix>-<UUID>` upper-case, or the UUID alone), with the benefit's expiry
 * (`expires {ttl, timeframe}` from the grant), activation limit and usage limit; a re-grant
 * turns the same key back on; revoking sets it `revoked`. The customer-facing endpoints
 * (validate / activate / deactivate) take the organization id and the key, no credentials.
 */

type LicenseKeysBenefitProperties = z.infer<typeof licenseKeysProperties>;

const metaSchema = licenseKeyActivationBase.shape.meta;

export const displayKey = (key: string): string => `****-${key.slice(-6)}`;

/** A key's secret value: `<prefix>-<UUID>` upper-case, or the UUID alone (granting and rotating). */
export function newKeyValue(prefix: string | null): string {
  const uuid = randomUUID().toUpperCase();
  return prefix ? `${prefix}-${uuid}` : uuid;
}

function addTimeframe(from: Date, ttl: number, timeframe: "year" | "month" | "day"): string {
  const at = new Date(from.getTime());
  if (timeframe === "day") at.setUTCDate(at.getUTCDate() + ttl);
  else if (timeframe === "month") at.setUTCMonth(at.getUTCMonth() + ttl);
  else at.setUTCFullYear(at.getUTCFullYear() + ttl);
  return at.toISOString();
}

// ---- granting (called by the benefit-grants strategies, in the grant's transaction) ----------------

export type LicenseKeyGrant = {
  organizationId: string;
  grantId: string;
  customerId: string;
  benefitId: string;
  properties: LicenseKeysBenefitProperties;
};

/** Makes (or turns back on) the grant's key; returns the grant's properties. */
export async function grantKey(
  trx: Tx,
  grant: LicenseKeyGrant,
): Promise<{ license_key_id: string; display_key: string }> {
  const now = nowIso();
  const { properties } = grant;
  const expiresAt = properties.expires
    ? addTimeframe(new Date(now), properties.expires.ttl, properties.expires.timeframe)
    : null;
  const existing = await repository.findByGrant(trx, grant.organizationId, grant.grantId);
  if (existing) {
    await repository.update(trx, grant.organizationId, existing.id, {
      status: "granted",
      limit_activations: properties.activations?.limit ?? null,
      limit_usage: properties.limit_usage,
      expires_at: expiresAt,
      modified_at: now,
    });
    return { license_key_id: existing.id, display_key: displayKey(existing.key) };
  }
  const id = newId();
  const key = newKeyValue(properties.prefix);
  await repository.insert(trx, grant.organizationId, {
    id,
    grant_id: grant.grantId,
    customer_id: grant.customerId,
    benefit_id: grant.benefitId,
    key,
    status: "granted",
    limit_activations: properties.activations?.limit ?? null,
    usage: 0,
    limit_usage: properties.limit_usage,
    validations: 0,
    last_validated_at: null,
    expires_at: expiresAt,
    created_at: now,
    modified_at: null,
  });
  return { license_key_id: id, display_key: displayKey(key) };
}

/** Revokes the grant's key (status `revoked`); nothing when the grant has none. */
export async function revokeKey(trx: Tx, organizationId: string, grantId: string): Promise<void> {
  const existing = await repository.findByGrant(trx, organizationId, grantId);
  if (existing) await repository.update(trx, organizationId, existing.id, { status: "revoked", modified_at: nowIso() });
}

// ---- resources ------------------------------------------------------------------------------------

export async function customerOf(db: Executor, organizationId: string, id: string): Promise<Customer> {
  return customers.get(db, systemAccess(organizationId), id);
}

export function toRead(row: repository.LicenseKeyRow, customer: Customer): LicenseKeyRead {
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    organization_id: row.organization_id,
    customer_id: row.customer_id,
    customer,
    benefit_id: row.benefit_id,
    key: row.key,
    display_key: displayKey(row.key),
    status: row.status === "revoked" || row.status === "disabled" ? row.status : "granted",
    limit_activations: row.limit_activations,
    usage: Number(row.usage),
    limit_usage: row.limit_usage,
    validations: Number(row.validations),
    last_validated_at: row.last_validated_at,
    expires_at: row.expires_at,
  };
}

function toActivation(row: repository.ActivationRow): LicenseKeyActivationBase {
  return {
    id: row.id,
    license_key_id: row.license_key_id,
    label: row.label,
    meta: fromJsonColumn(metaSchema, row.meta),
    created_at: row.created_at,
    modified_at: row.modified_at,
  };
}

async function withActivations(db: Executor, row: repository.LicenseKeyRow): Promise<LicenseKeyWithActivations> {
  const customer = await customerOf(db, row.organization_id, row.customer_id);
  const activations = await repository.activations(db, row.organization_id, row.id);
  return { ...toRead(row, customer), activations: activations.map(toActivation) };
}

export async function list(db: Db, access: OrganizationAccess, query: LicenseKeyListQuery): Promise<LicenseKeyList> {
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    { benefitIds: query.benefit_id, statuses: query.status },
    query,
  );
  const items: LicenseKeyRead[] = [];
  for (const row of rows) items.push(toRead(row, await customerOf(db, access.organizationId, row.customer_id)));
  return toListResource(items, total, query);
}

export async function get(db: Executor, access: OrganizationAccess, id: string): Promise<LicenseKeyWithActivations> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw LicenseKeyErrors.NOT_FOUND();
  return withActivations(db, row);
}

// ---- the customer portal: the customer's own keys -------------------------------------------------

export async function listOfCustomer(
  db: Db,
  organizationId: string,
  customerId: string,
  query: { benefit_id?: string[] | undefined; page: number; limit: number },
  memberId?: string,
): Promise<LicenseKeyList> {
  const { rows, total } = await repository.list(
    db,
    organizationId,
    { benefitIds: query.benefit_id, customerId, memberId },
    query,
  );
  const customer = await customerOf(db, organizationId, customerId);
  return toListResource(
    rows.map((row) => toRead(row, customer)),
    total,
    query,
  );
}

/** Another customer's key is 404, as an unknown one; so is another member's, when `memberId` is given. */
export async function getOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
  id: string,
  memberId?: string,
): Promise<LicenseKeyWithActivations> {
  const row = await repository.find(db, organizationId, id);
  if (!row || row.customer_id !== customerId) throw LicenseKeyErrors.NOT_FOUND();
  if (memberId && (await repository.grantMemberOf(db, organizationId, row.grant_id)) !== memberId)
    throw LicenseKeyErrors.NOT_FOUND();
  return withActivations(db, row);
}

export async function update(
  db: Db,
  access: OrganizationAccess,
  id: string,
  body: LicenseKeyUpdate,
): Promise<LicenseKeyRead> {
  return inTransaction(db, async (trx) => {
    const row = await repository.find(trx, access.organizationId, id);
    if (!row) throw LicenseKeyErrors.NOT_FOUND();
    await repository.update(trx, access.organizationId, id, {
      ...(body.status != null ? { status: body.status } : {}),
      usage: body.usage,
      ...(body.limit_activations !== undefined ? { limit_activations: body.limit_activations } : {}),
      ...(body.limit_usage !== undefined ? { limit_usage: body.limit_usage } : {}),
      ...(body.expires_at !== undefined ? { expires_at: body.expires_at } : {}),
      modified_at: nowIso(),
    });
    const updated = await repository.find(trx, access.organizationId, id);
    if (!updated) throw LicenseKeyErrors.NOT_FOUND();
    return toRead(updated, await customerOf(trx, access.organizationId, updated.customer_id));
  });
}

export async function getActivation(
  db: Executor,
  access: OrganizationAccess,
  id: string,
  activationId: string,
): Promise<LicenseKeyActivationRead> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw LicenseKeyErrors.NOT_FOUND();
  const activation = await repository.findActivation(db, access.organizationId, id, activationId);
  if (!activation) throw LicenseKeyErrors.ACTIVATION_NOT_FOUND();
  return {
    ...toActivation(activation),
    license_key: toRead(row, await customerOf(db, access.organizationId, row.customer_id)),
  };
}

// ---- the customer's endpoints (no credentials: the key is the secret) -----------------------------

/** A key that can be used now: granted and not expired. */
function usable(row: repository.LicenseKeyRow | undefined, now: string): repository.LicenseKeyRow {
  if (!row) throw LicenseKeyErrors.NOT_FOUND();
  if (row.status !== "granted") throw LicenseKeyErrors.NOT_ACTIVE();
  if (row.expires_at !== null && row.expires_at <= now) throw LicenseKeyErrors.EXPIRED();
  return row;
}

function matches(stored: Record<string, unknown>, given: Record<string, unknown> | undefined): boolean {
  const wanted = Object.entries(stored);
  if (wanted.length === 0) return true;
  return given !== undefined && wanted.every(([key, value]) => given[key] === value);
}

/** Organization ids are checked for shape by the schema; an unknown one finds no key (404). */
export async function validate(db: Db, body: LicenseKeyValidate): Promise<ValidatedLicenseKey> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const row = usable(await repository.lockByKey(trx, body.organization_id, body.key), now);
    if (body.benefit_id && row.benefit_id !== body.benefit_id) throw LicenseKeyErrors.NOT_FOUND();
    if (body.customer_id && row.customer_id !== body.customer_id) throw LicenseKeyErrors.NOT_FOUND();
    let activation: LicenseKeyActivationBase | null = null;
    if (body.activation_id) {
      const found = await repository.findActivation(trx, body.organization_id, row.id, body.activation_id);
      if (!found) throw LicenseKeyErrors.ACTIVATION_NOT_FOUND();
      if (!matches(fromJsonColumn(metaSchema, found.conditions), body.conditions)) throw LicenseKeyErrors.CONDITIONS();
      activation = toActivation(found);
    }
    const increment = body.increment_usage ?? 0;
    const usage = Number(row.usage) + increment;
    if (increment > 0 && row.limit_usage !== null && usage > row.limit_usage) throw LicenseKeyErrors.USAGE_LIMIT();
    await repository.update(trx, body.organization_id, row.id, {
      usage,
      validations: Number(row.validations) + 1,
      last_validated_at: now,
    });
    const updated = await repository.find(trx, body.organization_id, row.id);
    if (!updated) throw LicenseKeyErrors.NOT_FOUND();
    return { ...toRead(updated, await customerOf(trx, body.organization_id, updated.customer_id)), activation };
  });
}

/**
 * One transaction: the key row is locked (PostgreSQL) before the activations are counted, so
 * concurrent activations past the limit are refused (403), never inserted.
 */
export async function activate(db: Db, body: LicenseKeyActivate): Promise<LicenseKeyActivationCreated> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const row = usable(await repository.lockByKey(trx, body.organization_id, body.key), now);
    if (row.limit_activations === null) throw LicenseKeyErrors.ACTIVATION_NOT_SUPPORTED();
    const count = await repository.countActivations(trx, body.organization_id, row.id);
    if (count >= row.limit_activations) throw LicenseKeyErrors.ACTIVATION_LIMIT();
    const id = newId();
    await repository.insertActivation(trx, body.organization_id, {
      id,
      license_key_id: row.id,
      label: body.label,
      conditions: toJsonColumn(body.conditions ?? {}),
      meta: toJsonColumn(body.meta ?? {}),
      created_at: now,
      modified_at: null,
    });
    const activation = await repository.findActivation(trx, body.organization_id, row.id, id);
    if (!activation) throw LicenseKeyErrors.ACTIVATION_NOT_FOUND();
    return {
      ...toActivation(activation),
      license_key: toRead(row, await customerOf(trx, body.organization_id, row.customer_id)),
    };
  });
}

export async function deactivate(db: Db, body: LicenseKeyDeactivate): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await repository.lockByKey(trx, body.organization_id, body.key);
    if (!row) throw LicenseKeyErrors.NOT_FOUND();
    if (!(await repository.deleteActivation(trx, body.organization_id, row.id, body.activation_id)))
      throw LicenseKeyErrors.ACTIVATION_NOT_FOUND();
  });
}
