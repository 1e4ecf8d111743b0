import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/transaction.ts";
import type { ImportRunTable } from "../tables.ts";

export async function insertRun(db: Db, row: Insertable<ImportRunTable>): Promise<void> {
  await db.insertInto("import_run").values(row).execute();
}

export async function updateRun(db: Db, id: string, changes: Updateable<ImportRunTable>): Promise<void> {
  await db.updateTable("import_run").set(changes).where("id", "=", id).execute();
}
