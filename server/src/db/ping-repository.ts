import { sql } from "kysely";
import type { Executor } from "./transaction.ts";

/** Asks the database the cheapest question there is: resolves once it answered, throws when it cannot. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
