import { z } from "@hono/zod-openapi";
import type { OrganizationAccess } from "../access/access.ts";
import { systemAccess } from "../access/system-access.ts";
import * as benefits from "../benefits/service.ts";
import type { Benefit } from "../benefits/schemas.ts";
import * as customers from "../customers/service.ts";
import * as licenseKeys from "../license-keys/service.ts";
import type { Customer } from "../customers/schemas.ts";
import { BillingError, CommonErrors } from "../kit/errors.ts";
import { recordEvent } from "../kit/events.ts";
import { newId } from "../kit/ids.ts";
import { fromJsonColumn, toJsonColumn } from "../kit/json-column.ts";
import { toListResource } from "../kit/pagination.ts";
import { nowIso } from "../kit/time.ts";
import { inTransaction, type Db, type Executor, type Tx } from "../kit/transaction.ts";
import { resolveProducts } from "../products/service.ts";
import * as repository from "./repository.ts";
import { benefitGrantError, type BenefitGrant, type BenefitGrantList, type BenefitGrantListQuery, type BenefitGrantsQuery, type BenefitGrantWebhook, type GrantProperties } from "./schemas.ts";
import { strategies } from "./strategies.ts";

/**
 * Benefit grants (SPEC §7, Polar `BenefitGrant`). Granting is durable: `enqueueBenefitGrants`
 * inserts one job per (benefit, customer, order | subscription) in the caller's transaction, so
 * the jobs commit with their cause (a paid order, a refund, a renewal) or not at all. The worker
 * (worker.ts) applies them with retries: a failing strategy records `error` on the grant and the
 * job is tried again later (exponential backoff), never dropped.
 */

export type GrantJobAction = "grant" | "revoke" | "cycle";

export type BenefitGrantJob = {
  organizationId: string;
  customerId: string;
  productId: string;
  orderId: string | null;
  subscriptionId: string | null;
  action: GrantJobAction;
};

/** The identity of a grant: one per (benefit, customer, subscription | order). */
export function grantKey(scope: { orderId: string | null; subscriptionId: string | null }, benefitId: string, customerId: string): string {
  const owner = scope.subscriptionId ? `subscription:${scope.subscriptionId}` : `order:${scope.orderId ?? ""}`;
  return `${owner}:${benefitId}:${customerId}`;
}

/**
 * Durable: inserts job rows in the caller's transaction; a worker applies them (retries, errors
 * on the grant). grant / cycle: one job per benefit of the product. revoke: one job per benefit
 * of the product and per grant already made for the order or subscription (a benefit removed
 * from the product since is revoked too).
 */
export async function enqueueBenefitGrants(trx: Tx, job: BenefitGrantJob): Promise<void> {
  if (!job.orderId && !job.subscriptionId) throw new Error("enqueueBenefitGrants: an order or a subscription is required");
  const product = (await resolveProducts(trx, job.organizationId, [job.productId])).get(job.productId);
  const benefitIds = new Set(product ? product.benefits.map((benefit) => benefit.id) : []);
  if (job.action !== "grant") {
    for (const grant of await repository.grantsOfScope(trx, job.organizationId, job)) {
      if (grant.customer_id === job.customerId) benefitIds.add(grant.benefit_id);
    }
  }
  const now = nowIso();
  for (const benefitId of benefitIds) {
    await repository.insertJob(trx, job.organizationId, {
      id: newId(),
      grant_key: grantKey(job, benefitId, job.customerId),
      action: job.action,
      customer_id: job.customerId,
      benefit_id: benefitId,
      order_id: job.orderId,
      subscription_id: job.subscriptionId,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
      modified_at: null,
    });
  }
}

// ---- resources ------------------------------------------------------------------------------------

const propertiesColumn = z.record(z.string(), z.unknown());

function toResource(row: repository.GrantRow, customer: Customer, benefit: Benefit): BenefitGrant {
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    granted_at: row.granted_at,
    is_granted: row.granted_at !== null,
    revoked_at: row.revoked_at,
    is_revoked: row.revoked_at !== null,
    subscription_id: row.subscription_id,
    order_id: row.order_id,
    customer_id: row.customer_id,
    member_id: null,
    benefit_id: row.benefit_id,
    error: row.error === null ? null : fromJsonColumn(benefitGrantError, row.error),
    customer,
    member: null,
    benefit,
    properties: fromJsonColumn(propertiesColumn, row.properties),
  };
}

/** Grants with their customer and benefit embedded (both live: the lists only hold such grants). */
async function toResources(db: Executor, organizationId: string, rows: repository.GrantRow[]): Promise<BenefitGrant[]> {
  const benefitsById = await benefits.resolveBenefits(db, organizationId, [...new Set(rows.map((row) => row.benefit_id))]);
  const customersById = new Map<string, Customer>();
  const result: BenefitGrant[] = [];
  for (const row of rows) {
    let customer = customersById.get(row.customer_id);
    if (!customer) {
      customer = await customers.get(db, systemAccess(organizationId), row.customer_id);
      customersById.set(row.customer_id, customer);
    }
    const benefit = benefitsById.get(row.benefit_id);
    if (!benefit) throw CommonErrors.notFound();
    result.push(toResource(row, customer, benefit));
  }
  return result;
}

/** `GET /v1/benefits/{id}/grants`: the benefit must be the organization's (else 404). */
export async function grantsOfBenefit(db: Db, access: OrganizationAccess, benefitId: string, query: BenefitGrantsQuery): Promise<BenefitGrantList> {
  await benefits.get(db, access, benefitId);
  const filter = { benefitId, customerIds: query.customer_id, isGranted: query.is_granted };
  const { rows, total } = await repository.listGrants(db, access.organizationId, filter, [{ field: "created_at", direction: "desc" }], query);
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

/** `GET /v1/benefit-grants/`. */
export async function list(db: Db, access: OrganizationAccess, query: BenefitGrantListQuery): Promise<BenefitGrantList> {
  const customerIds = [...(query.customer_id ?? [])];
  for (const externalId of query.external_customer_id ?? []) {
    try {
      customerIds.push((await customers.getExternal(db, access, externalId)).id);
    } catch (error) {
      if (!(error instanceof BillingError && error.status === 404)) throw error;
    }
  }
  // External ids that name no customer match nothing.
  if (query.external_customer_id?.length && customerIds.length === 0) return toListResource([], 0, query);
  const filter = { customerIds, isGranted: query.is_granted };
  const { rows, total } = await repository.listGrants(db, access.organizationId, filter, query.sorting, query);
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

/** For customer state and the customer portal: the customer's benefits granted now, oldest first. */
export async function grantsOfCustomer(db: Executor, organizationId: string, customerId: string): Promise<BenefitGrant[]> {
  return toResources(db, organizationId, await repository.grantedOfCustomer(db, organizationId, customerId));
}

// ---- applying jobs (the worker) -------------------------------------------------------------------

type AppliedGrant = { row: repository.GrantRow; type: "benefit_grant.created" | "benefit_grant.updated" | "benefit_grant.revoked" | "benefit_grant.cycled" } | null;

async function grantRow(trx: Tx, job: repository.JobRow): Promise<repository.GrantRow> {
  const existing = await repository.findByKey(trx, job.organization_id, job.grant_key);
  if (existing) return existing;
  const now = nowIso();
  await repository.insertGrant(trx, job.organization_id, {
    id: newId(),
    grant_key: job.grant_key,
    customer_id: job.customer_id,
    benefit_id: job.benefit_id,
    order_id: job.order_id,
    subscription_id: job.subscription_id,
    granted_at: null,
    revoked_at: null,
    properties: toJsonColumn({}),
    previous_properties: null,
    error: null,
    created_at: now,
    modified_at: null,
  });
  const created = await repository.findByKey(trx, job.organization_id, job.grant_key);
  if (!created) throw new Error(`grant ${job.grant_key} vanished`);
  return created;
}

async function applyJobChange(trx: Tx, job: repository.JobRow): Promise<AppliedGrant> {
  const organizationId = job.organization_id;
  const benefit = (await benefits.resolveBenefits(trx, organizationId, [job.benefit_id])).get(job.benefit_id);
  const existing = await repository.findByKey(trx, organizationId, job.grant_key);
  const isGranted = existing !== undefined && existing.granted_at !== null && existing.revoked_at === null;
  const now = nowIso();
  if (job.action === "grant") {
    // A benefit deleted meanwhile is not granted; one granted already stays as it is.
    if (!benefit || isGranted) return null;
    const row = await grantRow(trx, job);
    const previous = fromJsonColumn(propertiesColumn, row.properties);
    const properties = await strategies[benefit.type].grant({ trx, organizationId, grantId: row.id, customerId: job.customer_id, benefit, properties: previous });
    const wasGranted = row.granted_at !== null || row.revoked_at !== null;
    await repository.updateGrant(trx, organizationId, row.id, { granted_at: now, revoked_at: null, properties: toJsonColumn(properties), previous_properties: wasGranted ? row.properties : null, error: null, modified_at: now });
    return { row, type: wasGranted ? "benefit_grant.updated" : "benefit_grant.created" };
  }
  if (!existing || !isGranted) {
    // Nothing granted to revoke or cycle; a grant that only failed so far is closed by a revoke.
    if (existing && job.action === "revoke" && existing.revoked_at === null) await repository.updateGrant(trx, organizationId, existing.id, { revoked_at: now, error: null, modified_at: now });
    return null;
  }
  const previous = fromJsonColumn(propertiesColumn, existing.properties);
  if (job.action === "revoke") {
    const properties = benefit ? await strategies[benefit.type].revoke({ trx, organizationId, grantId: existing.id, customerId: job.customer_id, benefit, properties: previous }) : previous;
    // The grant of a deleted benefit is revoked without an event (there is no benefit to embed); its license key is turned off.
    if (!benefit) await licenseKeys.revokeKey(trx, organizationId, existing.id);
    await repository.updateGrant(trx, organizationId, existing.id, { granted_at: null, revoked_at: now, properties: toJsonColumn(properties), previous_properties: existing.properties, error: null, modified_at: now });
    return benefit ? { row: existing, type: "benefit_grant.revoked" } : null;
  }
  if (!benefit) return null;
  const properties = await strategies[benefit.type].cycle({ trx, organizationId, grantId: existing.id, customerId: job.customer_id, benefit, properties: previous });
  await repository.updateGrant(trx, organizationId, existing.id, { properties: toJsonColumn(properties), previous_properties: existing.properties, error: null, modified_at: now });
  return { row: existing, type: "benefit_grant.cycled" };
}

/**
 * Applies one job in one transaction: the grant change, its event (the resource with
 * `previous_properties`) and the job marked done commit together.
 */
export async function applyJob(db: Db, job: repository.JobRow): Promise<void> {
  await inTransaction(db, async (trx) => {
    const applied = await applyJobChange(trx, job);
    if (applied) {
      const row = await repository.findGrant(trx, job.organization_id, applied.row.id);
      if (!row) throw new Error(`grant ${applied.row.id} vanished`);
      const [resource] = await toResources(trx, job.organization_id, [row]);
      if (resource) {
        const webhook: BenefitGrantWebhook = { ...resource, previous_properties: row.previous_properties === null ? null : fromJsonColumn(propertiesColumn, row.previous_properties) };
        await recordEvent(trx, job.organization_id, applied.type, webhook);
      }
    }
    await repository.finishJob(trx, job.id, "done", nowIso());
  });
}

/** A failed attempt: the error on the grant (made if needed), the job retried after `nextAttemptAt`. */
export async function recordFailure(db: Db, job: repository.JobRow, error: unknown, nextAttemptAt: string): Promise<void> {
  const now = nowIso();
  const message = error instanceof Error ? error.message : String(error);
  const type = error instanceof Error ? error.name : "Error";
  await inTransaction(db, async (trx) => {
    if (job.action === "grant") {
      const row = await grantRow(trx, job);
      await repository.updateGrant(trx, job.organization_id, row.id, { error: toJsonColumn({ message, type, timestamp: now }), modified_at: now });
    } else {
      const row = await repository.findByKey(trx, job.organization_id, job.grant_key);
      if (row) await repository.updateGrant(trx, job.organization_id, row.id, { error: toJsonColumn({ message, type, timestamp: now }), modified_at: now });
    }
    await repository.failJob(trx, job.id, job.attempts + 1, message, nextAttemptAt, now);
  });
}

export type { GrantProperties };
