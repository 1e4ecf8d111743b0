import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import { systemAccess } from "../api-access/system-access.ts";
import type { Benefit } from "../benefits/schemas.ts";
import * as benefits from "../benefits/service.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { recordCustomerStateChanged } from "../customer-state/service.ts";
import * as customers from "../customers/service.ts";
import * as licenseKeys from "../license-keys/service.ts";
import { BenefitActionRequiredError, type ProviderSettings, providersOf } from "./providers.ts";
import * as repository from "./repository.ts";
import type { BenefitGrantWebhook, GrantProperties } from "./schemas.ts";
import { propertiesColumn, toResources } from "./service.ts";
import { strategies } from "./strategies.ts";

/**
 * Applying one grant job (the worker). What the job does is planned from the grant's state
 * (`planJob`); the change, its event (the resource with `previous_properties`), customer state and
 * the job marked done commit in one transaction.
 *
 * A provider strategy (GitHub, Discord: an HTTP call) runs before that transaction, never inside
 * it: on SQLite a transaction holds the only connection, so a slow provider would stall every
 * request. The job's lease keeps other workers off the grant meanwhile; the plan is made again in
 * the transaction and, if the grant changed in between (the customer linked another account),
 * the attempt fails and is retried (provider calls are idempotent).
 */

type GrantRow = repository.GrantRow;
type Plan =
  | { op: "none" }
  /** A revoke of a grant never granted (waiting, failing): it is closed. */
  | { op: "close"; row: GrantRow }
  | { op: "grant"; benefit: Benefit; row: GrantRow | undefined; isGranted: boolean }
  /** `live` false: the benefit was deleted (undone with its last properties, no event). */
  | { op: "revoke"; benefit: Benefit | undefined; live: boolean; row: GrantRow }
  | { op: "cycle"; benefit: Benefit; row: GrantRow };

async function planJob(executor: Executor, job: repository.JobRow): Promise<Plan> {
  const organizationId = job.organization_id;
  const benefit = (await benefits.resolveBenefits(executor, organizationId, [job.benefit_id])).get(job.benefit_id);
  const row = await repository.findByKey(executor, organizationId, job.grant_key);
  const isGranted = row !== undefined && row.granted_at !== null && row.revoked_at === null;
  if (job.action === "grant" || job.action === "update") {
    // A benefit deleted meanwhile is not granted; one granted already stays as it is, unless the
    // job is an update (the customer linked another account: the strategy moves the access).
    if (!benefit || (isGranted && job.action === "grant") || (job.action === "update" && row?.revoked_at))
      return { op: "none" };
    return { op: "grant", benefit, row, isGranted };
  }
  if (!row || !isGranted)
    return job.action === "revoke" && row && row.revoked_at === null ? { op: "close", row } : { op: "none" };
  if (job.action === "revoke")
    return {
      op: "revoke",
      benefit: benefit ?? (await benefits.resolveDeletedBenefit(executor, organizationId, job.benefit_id)),
      live: benefit !== undefined,
      row,
    };
  return benefit ? { op: "cycle", benefit, row } : { op: "none" };
}

const isExternal = (plan: Plan): boolean =>
  (plan.op === "grant" || plan.op === "revoke" || plan.op === "cycle") &&
  plan.benefit !== undefined &&
  strategies[plan.benefit.type].external === true;

const samePlan = (a: Plan, b: Plan): boolean => {
  const rowA = a.op === "none" ? undefined : a.row;
  const rowB = b.op === "none" ? undefined : b.row;
  return (
    a.op === b.op &&
    rowA?.id === rowB?.id &&
    rowA?.modified_at === rowB?.modified_at &&
    rowA?.properties === rowB?.properties
  );
};

/** The strategy's answer: the grant's new properties, or (grant only) the customer must act first. */
type Outcome = { properties: GrantProperties } | { waiting: BenefitActionRequiredError };

async function runStrategy(
  plan: Plan,
  job: repository.JobRow,
  trx: Tx | null,
  providers: ProviderSettings,
): Promise<Outcome | null> {
  if (plan.op === "none" || plan.op === "close" || !plan.row) return null;
  const properties = fromJsonColumn(propertiesColumn, plan.row.properties);
  if (!plan.benefit) return { properties };
  const ctx = {
    trx,
    organizationId: job.organization_id,
    grantId: plan.row.id,
    customerId: job.customer_id,
    benefit: plan.benefit,
    properties,
    providers,
  };
  const strategy = strategies[plan.benefit.type];
  if (plan.op === "revoke") return { properties: await strategy.revoke(ctx) };
  if (plan.op === "cycle") return { properties: await strategy.cycle(ctx) };
  try {
    return { properties: await strategy.grant(ctx) };
  } catch (error) {
    if (error instanceof BenefitActionRequiredError) return { waiting: error };
    throw error;
  }
}

/** What a job changed: the event to record, and whether the customer's granted benefits changed (customer.state_changed). */
type Applied = {
  row: GrantRow;
  type: "benefit_grant.created" | "benefit_grant.updated" | "benefit_grant.revoked" | "benefit_grant.cycled" | null;
  stateChanged: boolean;
} | null;

async function write(trx: Tx, organizationId: string, plan: Plan, outcome: Outcome | null): Promise<Applied> {
  if (plan.op === "none") return null;
  const row = plan.row;
  const now = nowIso();
  if (plan.op === "close") {
    await repository.updateGrant(trx, organizationId, plan.row.id, { revoked_at: now, error: null, modified_at: now });
    return null;
  }
  if (!row || !outcome) throw new Error("benefit grant job planned without a grant");
  if ("waiting" in outcome) {
    // Waits for the customer (Polar: not granted, the error on the grant, no retry).
    const previous = fromJsonColumn(propertiesColumn, row.properties);
    const waiting = { account_id: typeof previous.account_id === "string" ? previous.account_id : null };
    const error = { message: outcome.waiting.message, type: outcome.waiting.name, timestamp: now };
    await repository.updateGrant(trx, organizationId, row.id, {
      granted_at: null,
      properties: toJsonColumn(waiting),
      error: toJsonColumn(error),
      modified_at: now,
    });
    return plan.op === "grant" && plan.isGranted ? { row, type: "benefit_grant.updated", stateChanged: true } : null;
  }
  const properties = toJsonColumn(outcome.properties);
  if (plan.op === "grant") {
    const wasGranted = row.granted_at !== null || row.revoked_at !== null;
    await repository.updateGrant(trx, organizationId, row.id, {
      granted_at: plan.isGranted && row.granted_at ? row.granted_at : now,
      revoked_at: null,
      properties,
      previous_properties: wasGranted ? row.properties : null,
      error: null,
      modified_at: now,
    });
    return { row, type: wasGranted ? "benefit_grant.updated" : "benefit_grant.created", stateChanged: true };
  }
  if (plan.op === "revoke") {
    // The grant of a deleted benefit is revoked without an event (there is no benefit to embed); its license key is turned off.
    if (!plan.live) await licenseKeys.revokeKey(trx, organizationId, row.id);
    await repository.updateGrant(trx, organizationId, row.id, {
      granted_at: null,
      revoked_at: now,
      properties,
      previous_properties: row.properties,
      error: null,
      modified_at: now,
    });
    return { row, type: plan.live ? "benefit_grant.revoked" : null, stateChanged: true };
  }
  await repository.updateGrant(trx, organizationId, row.id, {
    properties,
    previous_properties: row.properties,
    error: null,
    modified_at: now,
  });
  return { row, type: "benefit_grant.cycled", stateChanged: false };
}

async function grantRow(trx: Tx, job: repository.JobRow): Promise<GrantRow> {
  const existing = await repository.findByKey(trx, job.organization_id, job.grant_key);
  if (existing) return existing;
  await repository.insertGrant(trx, job.organization_id, {
    id: newId(),
    grant_key: job.grant_key,
    customer_id: job.customer_id,
    member_id: job.member_id,
    benefit_id: job.benefit_id,
    order_id: job.order_id,
    subscription_id: job.subscription_id,
    granted_at: null,
    revoked_at: null,
    properties: toJsonColumn({}),
    previous_properties: null,
    error: null,
    created_at: nowIso(),
    modified_at: null,
  });
  const created = await repository.findByKey(trx, job.organization_id, job.grant_key);
  if (!created) throw new Error(`grant ${job.grant_key} vanished`);
  return created;
}

async function isLiveCustomer(trx: Tx, organizationId: string, customerId: string): Promise<boolean> {
  try {
    await customers.get(trx, systemAccess(organizationId), customerId);
    return true;
  } catch (error) {
    if (isNotFoundError(error)) return false;
    throw error;
  }
}

/** Applies one job (see above); a throw leaves everything unchanged for `recordFailure`. */
export async function applyJob(db: Db, job: repository.JobRow): Promise<void> {
  const providers = providersOf(db);
  let planned = await planJob(db, job);
  let early: Outcome | null = null;
  if (isExternal(planned)) {
    // The grant row first (its id is the strategy's), then the provider call, outside any transaction.
    if (planned.op === "grant" && !planned.row) {
      await inTransaction(db, (trx) => grantRow(trx, job));
      planned = await planJob(db, job);
    }
    early = await runStrategy(planned, job, null, providers);
  }
  await inTransaction(db, async (trx) => {
    let plan = await planJob(trx, job);
    if (early && !samePlan(planned, plan))
      throw new Error("The grant changed while the provider was called; the job is retried");
    if (plan.op === "grant" && !plan.row) plan = { ...plan, row: await grantRow(trx, job) };
    const applied = await write(
      trx,
      job.organization_id,
      plan,
      early ?? (await runStrategy(plan, job, trx, providers)),
    );
    // A deleted customer's grants are revoked quietly: there is no customer to embed or state to send.
    if (applied && (await isLiveCustomer(trx, job.organization_id, job.customer_id))) {
      if (applied.type) {
        const row = await repository.findGrant(trx, job.organization_id, applied.row.id);
        if (!row) throw new Error(`grant ${applied.row.id} vanished`);
        const [resource] = await toResources(trx, job.organization_id, [row]);
        if (resource) {
          const webhook: BenefitGrantWebhook = {
            ...resource,
            previous_properties:
              row.previous_properties === null ? null : fromJsonColumn(propertiesColumn, row.previous_properties),
          };
          await recordEvent(trx, job.organization_id, applied.type, webhook);
        }
      }
      if (applied.stateChanged) await recordCustomerStateChanged(trx, job.organization_id, job.customer_id);
    }
    await repository.finishJob(trx, job.id, "done", nowIso());
  });
}

/** A failed attempt: the error on the grant (made if needed), the job retried after `nextAttemptAt`. */
export async function recordFailure(
  db: Db,
  job: repository.JobRow,
  error: unknown,
  nextAttemptAt: string,
): Promise<void> {
  const now = nowIso();
  const message = error instanceof Error ? error.message : String(error);
  const type = error instanceof Error ? error.name : "Error";
  await inTransaction(db, async (trx) => {
    const row =
      job.action === "grant"
        ? await grantRow(trx, job)
        : await repository.findByKey(trx, job.organization_id, job.grant_key);
    if (row)
      await repository.updateGrant(trx, job.organization_id, row.id, {
        error: toJsonColumn({ message, type, timestamp: now }),
        modified_at: now,
      });
    await repository.failJob(trx, job.id, job.attempts + 1, message, nextAttemptAt, now);
  });
}
