import { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import type { Benefit } from "../benefits/schemas.ts";
import * as benefits from "../benefits/service.ts";
import { CommonErrors, isNotFoundError } from "../common/errors.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { membersById } from "../members/lookup.ts";
import type { Member } from "../members/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import { BenefitGrantErrors } from "./errors.ts";
import { type BenefitGrantJob, grantKey, insertGrantJob } from "./jobs.ts";
import * as repository from "./repository.ts";
import {
  type BenefitGrant,
  type BenefitGrantList,
  type BenefitGrantListQuery,
  type BenefitGrantsQuery,
  benefitGrantError,
} from "./schemas.ts";

/** A grant's row, for domains that act on grants (customer meters' credits). */
export { findGrant as findGrantRow } from "./repository.ts";

/**
 * Benefit grants (Polar `BenefitGrant`). Granting is durable: `enqueueBenefitGrants`
 * inserts one job per (benefit, customer, order | subscription) in the caller's transaction, so
 * the jobs commit with their cause (a paid order, a refund, a renewal) or not at all. The worker
 * (worker.ts, apply.ts) applies them with retries: a failing strategy records `error` on the grant and the
 * job is tried again later (exponential backoff), never dropped.
 */

/**
 * Durable: inserts job rows in the caller's transaction; a worker applies them (retries, errors
 * on the grant). grant / cycle: one job per benefit of the product. revoke: one job per benefit
 * of the product and per grant already made for the order or subscription (a benefit removed
 * from the product since is revoked too).
 */
export async function enqueueBenefitGrants(trx: Tx, job: BenefitGrantJob): Promise<void> {
  if (!job.orderId && !job.subscriptionId)
    throw new Error("enqueueBenefitGrants: an order or a subscription is required");
  const product = (await resolveProducts(trx, job.organizationId, [job.productId])).get(job.productId);
  const benefitIds = new Set(product ? product.benefits.map((benefit) => benefit.id) : []);
  const memberId = job.memberId ?? null;
  if (job.action !== "grant") {
    for (const grant of await repository.grantsOfScope(trx, job.organizationId, job)) {
      if (grant.customer_id === job.customerId && grant.member_id === memberId) benefitIds.add(grant.benefit_id);
    }
  }
  for (const benefitId of benefitIds) {
    await insertGrantJob(trx, job.organizationId, grantKey(job, benefitId, job.customerId, memberId), job.action, {
      customerId: job.customerId,
      memberId,
      benefitId,
      orderId: job.orderId,
      subscriptionId: job.subscriptionId,
    });
  }
}

// ---- resources ------------------------------------------------------------------------------------

export const propertiesColumn = z.record(z.string(), z.unknown());

function toResource(
  row: repository.GrantRow,
  customer: Customer,
  benefit: Benefit,
  member: Member | null,
): BenefitGrant {
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
    member_id: row.member_id,
    benefit_id: row.benefit_id,
    error: row.error === null ? null : fromJsonColumn(benefitGrantError, row.error),
    customer,
    member,
    benefit,
    properties: fromJsonColumn(propertiesColumn, row.properties),
  };
}

/** Grants with their customer and benefit embedded (both live: the lists only hold such grants). */
export async function toResources(
  db: Executor,
  organizationId: string,
  rows: repository.GrantRow[],
): Promise<BenefitGrant[]> {
  const benefitsById = await benefits.resolveBenefits(db, organizationId, [
    ...new Set(rows.map((row) => row.benefit_id)),
  ]);
  const members = await membersById(
    db,
    organizationId,
    rows.flatMap((row) => (row.member_id ? [row.member_id] : [])),
  );
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
    result.push(toResource(row, customer, benefit, (row.member_id && members.get(row.member_id)) || null));
  }
  return result;
}

/** `GET /v1/benefits/{id}/grants`: the benefit must be the organization's (else 404). */
export async function grantsOfBenefit(
  db: Db,
  access: OrganizationAccess,
  benefitId: string,
  query: BenefitGrantsQuery,
): Promise<BenefitGrantList> {
  await benefits.get(db, access, benefitId);
  const filter = {
    benefitId,
    customerIds: query.customer_id,
    memberIds: query.member_id,
    isGranted: query.is_granted,
  };
  const { rows, total } = await repository.listGrants(
    db,
    access.organizationId,
    filter,
    [{ field: "created_at", direction: "desc" }],
    query,
  );
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

/** `GET /v1/benefit-grants/`. */
export async function list(
  db: Db,
  access: OrganizationAccess,
  query: BenefitGrantListQuery,
): Promise<BenefitGrantList> {
  const customerIds = [...(query.customer_id ?? [])];
  for (const externalId of query.external_customer_id ?? []) {
    try {
      customerIds.push((await customers.getExternal(db, access, externalId)).id);
    } catch (error) {
      if (!isNotFoundError(error)) throw error;
    }
  }
  // External ids that name no customer match nothing.
  if (query.external_customer_id?.length && customerIds.length === 0) return toListResource([], 0, query);
  const filter = { customerIds, memberIds: query.member_id, isGranted: query.is_granted };
  const { rows, total } = await repository.listGrants(db, access.organizationId, filter, query.sorting, query);
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

// ---- the customer's own grants (customer portal) ----------------------------------------------------

/** One of the customer's grants, in any state (another customer's, or of a deleted benefit: 404). */
export async function grantOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<BenefitGrant> {
  const row = await repository.findGrant(db, organizationId, id);
  const benefit =
    row && row.customer_id === customerId
      ? (await benefits.resolveBenefits(db, organizationId, [row.benefit_id])).get(row.benefit_id)
      : undefined;
  if (!row || !benefit) throw BenefitGrantErrors.NOT_FOUND();
  const member = row.member_id
    ? (await membersById(db, organizationId, [row.member_id])).get(row.member_id)
    : undefined;
  return toResource(row, await customers.get(db, systemAccess(organizationId), customerId), benefit, member ?? null);
}

/** The grant if it is held now: granted, not revoked, its benefit and customer live (else undefined). */
export async function heldGrant(db: Executor, organizationId: string, id: string): Promise<BenefitGrant | undefined> {
  const row = await repository.findGrant(db, organizationId, id);
  if (!row || row.granted_at === null || row.revoked_at !== null) return undefined;
  try {
    return (await toResources(db, organizationId, [row]))[0];
  } catch (error) {
    if (isNotFoundError(error)) return undefined;
    throw error;
  }
}

/**
 * The customer links (or unlinks, null) their provider account on a github_repository or discord
 * grant (Polar's portal update): the account is stored on the grant and an `update` job re-runs
 * the grant, which moves the access to the new account, or grants a waiting grant. A revoked
 * grant cannot be updated (403, as Polar).
 */
export async function linkAccount(
  db: Db,
  organizationId: string,
  customerId: string,
  id: string,
  update: { benefit_type: Benefit["type"]; account_id?: string | null },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const grant = await grantOfCustomer(trx, organizationId, customerId, id);
    if (grant.benefit.type !== update.benefit_type)
      throw ValidationFailure.at(["body", "benefit_type"], `The benefit is of type ${grant.benefit.type}`);
    if (grant.is_revoked) throw BenefitGrantErrors.REVOKED();
    if (update.account_id === undefined) return;
    const now = nowIso();
    await repository.updateGrant(trx, organizationId, id, {
      properties: toJsonColumn({ ...grant.properties, account_id: update.account_id }),
      modified_at: now,
    });
    const row = await repository.findGrant(trx, organizationId, id);
    if (!row) throw BenefitGrantErrors.NOT_FOUND();
    await insertGrantJob(trx, organizationId, row.grant_key, "update", {
      customerId,
      memberId: row.member_id,
      benefitId: row.benefit_id,
      orderId: row.order_id,
      subscriptionId: row.subscription_id,
    });
  });
}

/**
 * A rotated license key's new display form on the grant that holds it (the grant's properties
 * name the key as it was when granted; a grant without a key in its properties is left alone).
 */
export async function showRotatedLicenseKey(
  trx: Tx,
  organizationId: string,
  grantId: string,
  displayKey: string,
): Promise<void> {
  const row = await repository.findGrant(trx, organizationId, grantId);
  if (!row) return;
  const properties = fromJsonColumn(propertiesColumn, row.properties);
  if (properties.display_key === undefined) return;
  await repository.updateGrant(trx, organizationId, grantId, {
    properties: toJsonColumn({ ...properties, display_key: displayKey }),
    modified_at: nowIso(),
  });
}

/** For customer state and the customer portal: the customer's benefits granted now, oldest first. */
export async function grantsOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<BenefitGrant[]> {
  return toResources(db, organizationId, await repository.grantedOfCustomer(db, organizationId, customerId));
}
