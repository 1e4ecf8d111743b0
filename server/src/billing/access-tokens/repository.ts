import type { Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { SortField } from "./schemas.ts";
import type { OrganizationAccessTokenTable } from "./tables.ts";

export type TokenRow = Selectable<OrganizationAccessTokenTable>;

/** A live (not revoked) token by its hash, whatever its organization: this is how a caller is identified. */
export function findLiveByHash(db: Executor, tokenHash: string): Promise<TokenRow | undefined> {
  return db
    .selectFrom("organization_access_token")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

export async function touchLastUsed(db: Executor, organizationId: string, id: string, at: string): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("organization_access_token")
    .set({ last_used_at: at })
    .where("id", "=", id)
    .execute();
}

export function findLive(db: Executor, organizationId: string, id: string): Promise<TokenRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("organization_access_token")
    .selectAll()
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

export async function listLive(
  db: Executor,
  organizationId: string,
  sorting: Sort<SortField>[],
  page: PageRequest,
): Promise<{ rows: TokenRow[]; total: number }> {
  const base = scoped(db, organizationId).selectFrom("organization_access_token").where("revoked_at", "is", null);
  return listPage(base, sorting, page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<TokenRow, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("organization_access_token", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Partial<Pick<TokenRow, "comment" | "scopes" | "modified_at" | "ip_allowlist">>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("organization_access_token").set(values).where("id", "=", id).execute();
}

/** Revoked tokens stay as rows (revoked_at set) and stop authenticating at once. */
export async function revoke(db: Executor, organizationId: string, id: string, at: string): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("organization_access_token")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
