import { type Insertable, sql, type Updateable } from "kysely";
import type { ImportedTotpRows } from "../../auth/two-factor/imported-totp.ts";
import type { AccountTable, UserTable } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";
import type { ImportItemTable } from "../tables.ts";

/**
 * The users import's statements on better-auth's user, account and two-factor tables and on
 * `import_item`, all inside the batch's transaction. Multi-row inserts take the whole batch.
 */

export async function insertUsers(trx: Tx, rows: Insertable<UserTable>[]): Promise<void> {
  await trx.insertInto("user").values(rows).execute();
}

export async function updateUserRow(trx: Tx, userId: string, changes: Updateable<UserTable>): Promise<void> {
  await trx.updateTable("user").set(changes).where("id", "=", userId).execute();
}

export async function insertAccounts(trx: Tx, rows: Insertable<AccountTable>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto("account").values(rows).execute();
}

/** Sets the password of the user's credential account; false when the user has none. */
export async function updateCredentialPassword(
  trx: Tx,
  userId: string,
  changes: Pick<Updateable<AccountTable>, "password" | "updatedAt">,
): Promise<boolean> {
  const replaced = await trx
    .updateTable("account")
    .set(changes)
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return Number(replaced.numUpdatedRows) > 0;
}

/** Drops the user's two-factor setup: the plugin's row and the imported key. */
export async function deleteTotp(trx: Tx, userId: string): Promise<void> {
  await trx.deleteFrom("twoFactor").where("userId", "=", userId).execute();
  await trx.deleteFrom("imported_totp").where("user_id", "=", userId).execute();
}

export async function insertTotp(trx: Tx, rows: ImportedTotpRows[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto("twoFactor")
    .values(rows.map((row) => row.twoFactor))
    .execute();
  await trx
    .insertInto("imported_totp")
    .values(rows.map((row) => row.importedTotp))
    .execute();
}

/** Writes the users' import items; an existing one takes the new user id and fingerprint. */
export async function upsertUserItems(trx: Tx, rows: Insertable<ImportItemTable>[]): Promise<void> {
  await trx
    .insertInto("import_item")
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(["source", "scope", "kind", "external_id"]).doUpdateSet((update) => ({
        local_id: update.ref("excluded.local_id"),
        fingerprint: update.ref("excluded.fingerprint"),
        updated_at: update.ref("excluded.updated_at"),
      })),
    )
    .execute();
}

/** The users this source imported before under these external ids, with their current role and the item's fingerprint. */
export function findImportedUsers(trx: Tx, source: string, externalIds: string[]) {
  return trx
    .selectFrom("import_item")
    .innerJoin("user", "user.id", "import_item.local_id")
    .select(["import_item.external_id", "user.id", "user.role", "import_item.fingerprint"])
    .where("import_item.source", "=", source)
    .where("import_item.scope", "=", "")
    .where("import_item.kind", "=", "user")
    .where("import_item.external_id", "in", externalIds)
    .execute();
}

export function findUsersByEmail(trx: Tx, emails: string[]) {
  return trx.selectFrom("user").select(["id", "email"]).where("email", "in", emails).execute();
}

/** The social accounts (not passwords) with these account ids, whoever's they are. */
export function findLinkedAccounts(trx: Tx, accountIds: string[]) {
  return trx
    .selectFrom("account")
    .select(["userId", "providerId", "accountId"])
    .where("accountId", "in", accountIds)
    .where("providerId", "!=", "credential")
    .execute();
}

/** The SAVEPOINT each unit of a batch's rows is written inside (one at a time: they never nest). */
export async function openSavepoint(trx: Tx): Promise<void> {
  await sql`savepoint import_rows`.execute(trx);
}

export async function releaseSavepoint(trx: Tx): Promise<void> {
  await sql`release savepoint import_rows`.execute(trx);
}

export async function rollbackToSavepoint(trx: Tx): Promise<void> {
  await sql`rollback to savepoint import_rows`.execute(trx);
}
