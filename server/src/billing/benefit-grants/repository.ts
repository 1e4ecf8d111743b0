import type { Insertable, Selectable } from "kysely";
import type { Db, Executor, Tx } from "../../db/transaction.ts";
import { currentRequestId } from "../../kit/request-context.ts";
import { listPage } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BenefitGrantJobTable, BenefitGrantTable } from "./tables.ts";

export type GrantRow = Selectable<BenefitGrantTable>;
export type JobRow = Selectable<BenefitGrantJobTable>;
export type NewJob = Omit<Insertable<BenefitGrantJobTable>, "organization_id" | "sequence">;

// ---- jobs -----------------------------------------------------------------------------------------

/** Inserts a job after the last one of its grant_key (jobs of one key run in `sequence` order). */
export async function insertJob(trx: Tx, organizationId: string, job: NewJob): Promise<void> {
  const last = await trx
    .selectFrom("benefit_grant_job")
    .select((eb) => eb.fn.max("sequence").as("sequence"))
    .where("grant_key", "=", job.grant_key)
    .executeTakeFirst();
  const sequence = Number(last?.sequence ?? 0) + 1;
  await scoped(trx, organizationId)
    .insertInto("benefit_grant_job", { ...job, sequence, request_id: currentRequestId() ?? null })
    .execute();
}

/** Pending jobs due at `now` (unleased or with an expired lease), oldest first. */
export function dueJobs(db: Executor, now: string, limit: number): Promise<JobRow[]> {
  return db
    .selectFrom("benefit_grant_job")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .orderBy("next_attempt_at")
    .orderBy("sequence")
    .limit(limit)
    .execute();
}

/** The lease: one conditional UPDATE, so two workers never apply the same job at once. */
export async function lease(db: Executor, job: JobRow, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable("benefit_grant_job")
    .set({ locked_until: until })
    .where("id", "=", job.id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Older pending jobs of the same grant key (they run first). */
export function olderPending(db: Executor, job: JobRow): Promise<JobRow[]> {
  return db
    .selectFrom("benefit_grant_job")
    .selectAll()
    .where("grant_key", "=", job.grant_key)
    .where("status", "=", "pending")
    .where("sequence", "<", job.sequence)
    .orderBy("sequence")
    .execute();
}

export async function finishJob(db: Executor, id: string, status: "done" | "superseded", now: string): Promise<void> {
  await db
    .updateTable("benefit_grant_job")
    .set({ status, locked_until: null, modified_at: now })
    .where("id", "=", id)
    .execute();
}

/**
 * Marks an older job superseded unless another worker holds its lease (it may be applying it right
 * now): false then, and the caller waits for it instead.
 */
export async function supersede(db: Executor, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("benefit_grant_job")
    .set({ status: "superseded", locked_until: null, modified_at: now })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease up without an attempt (the job waits for older jobs of its grant). */
export async function release(db: Executor, id: string): Promise<void> {
  await db.updateTable("benefit_grant_job").set({ locked_until: null }).where("id", "=", id).execute();
}

export async function failJob(
  db: Executor,
  id: string,
  attempts: number,
  error: string,
  nextAttemptAt: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("benefit_grant_job")
    .set({ attempts, last_error: error, next_attempt_at: nextAttemptAt, locked_until: null, modified_at: now })
    .where("id", "=", id)
    .execute();
}

// ---- grants ---------------------------------------------------------------------------------------

export function findByKey(db: Executor, organizationId: string, grantKey: string): Promise<GrantRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("benefit_grant")
    .selectAll()
    .where("grant_key", "=", grantKey)
    .executeTakeFirst();
}

export function grantsOfScope(
  db: Executor,
  organizationId: string,
  scope: { orderId: string | null; subscriptionId: string | null },
): Promise<GrantRow[]> {
  let query = scoped(db, organizationId).selectFrom("benefit_grant").selectAll();
  query = scope.subscriptionId
    ? query.where("subscription_id", "=", scope.subscriptionId)
    : query.where("order_id", "=", scope.orderId ?? "").where("subscription_id", "is", null);
  return query.execute();
}

export async function insertGrant(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<BenefitGrantTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("benefit_grant", row).execute();
}

export async function updateGrant(
  db: Executor,
  organizationId: string,
  id: string,
  values: Partial<Omit<GrantRow, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("benefit_grant").set(values).where("id", "=", id).execute();
}

export function findGrant(db: Executor, organizationId: string, id: string): Promise<GrantRow | undefined> {
  return scoped(db, organizationId).selectFrom("benefit_grant").selectAll().where("id", "=", id).executeTakeFirst();
}

export type GrantSortField = "created_at" | "granted_at" | "revoked_at";
export type GrantFilter = {
  benefitId?: string;
  customerIds?: string[];
  memberIds?: string[] | undefined;
  isGranted?: boolean;
};

export function listGrants(
  db: Db,
  organizationId: string,
  filter: GrantFilter,
  sorting: Sort<GrantSortField>[],
  page: { page: number; limit: number },
): Promise<{ rows: GrantRow[]; total: number }> {
  // Grants of live benefits and customers only (a deleted one has nothing to embed).
  let base = scoped(db, organizationId)
    .selectFrom("benefit_grant")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("benefit")
          .select("benefit.id")
          .whereRef("benefit.id", "=", "benefit_grant.benefit_id")
          .where("benefit.deleted_at", "is", null),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("customer")
          .select("customer.id")
          .whereRef("customer.id", "=", "benefit_grant.customer_id")
          .where("customer.deleted_at", "is", null),
      ),
    );
  if (filter.benefitId) base = base.where("benefit_id", "=", filter.benefitId);
  if (filter.customerIds && filter.customerIds.length > 0) base = base.where("customer_id", "in", filter.customerIds);
  if (filter.memberIds && filter.memberIds.length > 0) base = base.where("member_id", "in", filter.memberIds);
  if (filter.isGranted === true) base = base.where("granted_at", "is not", null).where("revoked_at", "is", null);
  if (filter.isGranted === false)
    base = base.where((eb) => eb.or([eb("granted_at", "is", null), eb("revoked_at", "is not", null)]));
  return listPage(base, sorting, page);
}

export function grantedOfCustomer(db: Executor, organizationId: string, customerId: string): Promise<GrantRow[]> {
  return scoped(db, organizationId)
    .selectFrom("benefit_grant")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("benefit")
          .select("benefit.id")
          .whereRef("benefit.id", "=", "benefit_grant.benefit_id")
          .where("benefit.deleted_at", "is", null),
      ),
    )
    .where("granted_at", "is not", null)
    .where("revoked_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

// ---- holders of a product (catalog changes) --------------------------------------------------------

export type Holder = {
  customerId: string;
  /** A team customer's member holding a claimed seat of the subscription or order; null for the customer. */
  memberId: string | null;
  orderId: string | null;
  subscriptionId: string | null;
};

/**
 * Who holds a product now, for grants that follow its benefits: its running subscriptions
 * (trialing, active, past_due), and its paid one-time orders (paid or partly refunded) whose
 * benefits no refund revoked. Reads the order, refund and subscription tables: the grant scopes.
 */
export async function holdersOfProduct(db: Executor, organizationId: string, productId: string): Promise<Holder[]> {
  const subscriptions = await scoped(db, organizationId)
    .selectFrom("billing_subscription")
    .select(["id", "customer_id"])
    .where("product_id", "=", productId)
    .where("status", "in", ["trialing", "active", "past_due"])
    .execute();
  const orders = await scoped(db, organizationId)
    .selectFrom("billing_order")
    .select(["id", "customer_id"])
    .where("product_id", "=", productId)
    .where("subscription_id", "is", null)
    .where("status", "in", ["paid", "partially_refunded"])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("billing_refund")
            .select("billing_refund.id")
            .whereRef("billing_refund.order_id", "=", "billing_order.id")
            .where("billing_refund.revoke_benefits", "=", 1)
            .where("billing_refund.status", "=", "succeeded"),
        ),
      ),
    )
    .execute();
  const holders: Holder[] = [
    ...subscriptions.map((row) => ({
      customerId: row.customer_id,
      memberId: null,
      orderId: null,
      subscriptionId: row.id,
    })),
    ...orders.map((row) => ({ customerId: row.customer_id, memberId: null, orderId: row.id, subscriptionId: null })),
  ];
  return [...holders, ...(await memberSeatHolders(db, organizationId, holders))];
}

/** The members holding a claimed seat of these subscriptions and orders (their grants follow the product too). */
async function memberSeatHolders(db: Executor, organizationId: string, containers: Holder[]): Promise<Holder[]> {
  const subscriptionIds = containers.flatMap((holder) => (holder.subscriptionId ? [holder.subscriptionId] : []));
  const orderIds = containers.flatMap((holder) => (holder.orderId ? [holder.orderId] : []));
  if (subscriptionIds.length === 0 && orderIds.length === 0) return [];
  const seats = await scoped(db, organizationId)
    .selectFrom("customer_seat")
    .select(["customer_id", "member_id", "subscription_id", "order_id"])
    .where("status", "=", "claimed")
    .where("member_id", "is not", null)
    .where((eb) =>
      eb.or([
        ...(subscriptionIds.length ? [eb("subscription_id", "in", subscriptionIds)] : []),
        ...(orderIds.length ? [eb("order_id", "in", orderIds)] : []),
      ]),
    )
    .execute();
  return seats.flatMap((seat) =>
    seat.customer_id && seat.member_id
      ? [
          {
            customerId: seat.customer_id,
            memberId: seat.member_id,
            orderId: seat.order_id,
            subscriptionId: seat.subscription_id,
          },
        ]
      : [],
  );
}

/** Grants not revoked yet (held, or waiting / failing), of a benefit or of a customer. */
export function openGrants(
  db: Executor,
  organizationId: string,
  filter: { benefitId?: string; customerId?: string },
): Promise<GrantRow[]> {
  let query = scoped(db, organizationId).selectFrom("benefit_grant").selectAll().where("revoked_at", "is", null);
  if (filter.benefitId) query = query.where("benefit_id", "=", filter.benefitId);
  if (filter.customerId) query = query.where("customer_id", "=", filter.customerId);
  return query.execute();
}
