import type { Insertable, Selectable } from "kysely";
import { sql } from "kysely";
import type { Db, Executor, Tx } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { LicenseKeyActivationTable, LicenseKeyTable } from "./tables.ts";

export type LicenseKeyRow = Selectable<LicenseKeyTable>;
export type ActivationRow = Selectable<LicenseKeyActivationTable>;

export function findByGrant(db: Executor, organizationId: string, grantId: string): Promise<LicenseKeyRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("license_key")
    .selectAll()
    .where("grant_id", "=", grantId)
    .executeTakeFirst();
}

export function find(db: Executor, organizationId: string, id: string): Promise<LicenseKeyRow | undefined> {
  return scoped(db, organizationId).selectFrom("license_key").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findByKey(db: Executor, organizationId: string, key: string): Promise<LicenseKeyRow | undefined> {
  return scoped(db, organizationId).selectFrom("license_key").selectAll().where("key", "=", key).executeTakeFirst();
}

/**
 * The key row, locked for the rest of the transaction on PostgreSQL (`for update`), so concurrent
 * activations of one key are serialized; SQLite runs one write transaction at a time already.
 */
export async function lockByKey(trx: Tx, organizationId: string, key: string): Promise<LicenseKeyRow | undefined> {
  await trx
    .updateTable("license_key")
    .set({ key: sql<string>`key` })
    .where("organization_id", "=", organizationId)
    .where("key", "=", key)
    .execute();
  return findByKey(trx, organizationId, key);
}

/** The key row by id, locked as `lockByKey` does (a rotation against a concurrent validation or update). */
export async function lockById(trx: Tx, organizationId: string, id: string): Promise<LicenseKeyRow | undefined> {
  await trx
    .updateTable("license_key")
    .set({ key: sql<string>`key` })
    .where("organization_id", "=", organizationId)
    .where("id", "=", id)
    .execute();
  return find(trx, organizationId, id);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<LicenseKeyTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("license_key", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Partial<Omit<LicenseKeyRow, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("license_key").set(values).where("id", "=", id).execute();
}

export type LicenseKeySortField = "created_at";

export function list(
  db: Db,
  organizationId: string,
  filter: { benefitIds?: string[]; statuses?: string[]; customerId?: string; memberId?: string | undefined },
  page: PageRequest,
): Promise<{ rows: LicenseKeyRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("license_key");
  if (filter.customerId) base = base.where("customer_id", "=", filter.customerId);
  const memberId = filter.memberId;
  // Keys granted to one member of a team customer: their grant carries the member.
  if (memberId)
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("benefit_grant")
          .select("benefit_grant.id")
          .whereRef("benefit_grant.id", "=", "license_key.grant_id")
          .where("benefit_grant.member_id", "=", memberId),
      ),
    );
  if (filter.benefitIds && filter.benefitIds.length > 0) base = base.where("benefit_id", "in", filter.benefitIds);
  if (filter.statuses && filter.statuses.length > 0) base = base.where("status", "in", filter.statuses);
  const sorting: Sort<LicenseKeySortField>[] = [{ field: "created_at", direction: "desc" }];
  return listPage(base, sorting, page);
}

/** The team customer's member a key's grant was made for, if any. */
export async function grantMemberOf(db: Executor, organizationId: string, grantId: string): Promise<string | null> {
  const row = await scoped(db, organizationId)
    .selectFrom("benefit_grant")
    .select("member_id")
    .where("id", "=", grantId)
    .executeTakeFirst();
  return row?.member_id ?? null;
}

export function activations(db: Executor, organizationId: string, licenseKeyId: string): Promise<ActivationRow[]> {
  return scoped(db, organizationId)
    .selectFrom("license_key_activation")
    .selectAll()
    .where("license_key_id", "=", licenseKeyId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function findActivation(
  db: Executor,
  organizationId: string,
  licenseKeyId: string,
  id: string,
): Promise<ActivationRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("license_key_activation")
    .selectAll()
    .where("license_key_id", "=", licenseKeyId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function countActivations(db: Executor, organizationId: string, licenseKeyId: string): Promise<number> {
  const row = await scoped(db, organizationId)
    .selectFrom("license_key_activation")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("license_key_id", "=", licenseKeyId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertActivation(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<LicenseKeyActivationTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("license_key_activation", row).execute();
}

export async function deleteActivation(
  db: Executor,
  organizationId: string,
  licenseKeyId: string,
  id: string,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .deleteFrom("license_key_activation")
    .where("license_key_id", "=", licenseKeyId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
