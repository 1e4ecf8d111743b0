import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase, testDatabaseKind } from "../../test/helpers/test-database.ts";
import { type Database, openDatabase, type PreparedStatement } from "./database.ts";

// Database.preparedWrite: each call is one transaction of its own, even when the SQLite writer
// thread commits several calls together, and its rows are readable once it resolves.

let scratch: ScratchDatabase;
let database: Database;
const kind = testDatabaseKind();

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const url = scratch.env.DATABASE_URL;
  database = openDatabase({
    database:
      kind === "postgres" && url
        ? { kind: "postgres", url }
        : { kind: "sqlite", file: join(scratch.dataDir, "prepared-write.db") },
  });
  await sql`create table prepared_write_row (key text primary key, label text not null)`.execute(database.db);
});

afterAll(async () => {
  await database.close();
  await scratch.drop();
});

/** A multi-row `insert … on conflict do nothing` of (key, label) pairs, prepared once per size. */
function insertRows(rows: readonly (readonly [string, string | null])[]): PreparedStatement {
  const placeholders = rows
    .map((_, index) => (kind === "postgres" ? `($${2 * index + 1}, $${2 * index + 2})` : "(?, ?)"))
    .join(", ");
  return {
    name: `prepared_write_rows_${rows.length}`,
    sql: `insert into prepared_write_row (key, label) values ${placeholders} on conflict do nothing`,
    parameters: rows.flat(),
  };
}

const rowsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => [`${prefix}-${index}`, "ok"] as const);

async function storedKeys(prefix: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom("prepared_write_row" as never)
    .select(sql<string>`key`.as("key"))
    .where(sql<boolean>`key like ${`${prefix}-%`}`)
    .execute();
  return rows.map((row) => row.key).sort();
}

describe(`Database.preparedWrite (${kind})`, () => {
  it("answers each of many concurrent calls with its own changed rows, readable at once", async () => {
    const calls = Array.from({ length: 12 }, (_, call) =>
      database.preparedWrite([insertRows(rowsOf(`c${call}`, 40)), insertRows(rowsOf(`c${call}`, 8))]),
    );
    // The second statement repeats the first one's first 8 keys: skipped by the conflict rule.
    expect(await Promise.all(calls)).toEqual(new Array(12).fill(40));
    expect(await storedKeys("c7")).toHaveLength(40);
    expect(await database.preparedWrite([insertRows(rowsOf("c3", 40))])).toBe(0);
  });

  it("leaves statements marked counted: false out of the count, and commits them with the rest", async () => {
    const derived = { ...insertRows(rowsOf("derived", 3)), counted: false };
    expect(await database.preparedWrite([insertRows(rowsOf("counted", 5)), derived])).toBe(5);
    expect(await storedKeys("derived")).toHaveLength(3);
  });

  it("rolls back a failing call alone: its earlier statements too, never a concurrent call's", async () => {
    // A long call first: on SQLite the next two then queue and are committed as one group.
    const long = database.preparedWrite(
      Array.from({ length: 20 }, (_, part) => insertRows(rowsOf(`long${part}`, 500))),
    );
    const failing = database.preparedWrite([insertRows(rowsOf("bad", 5)), insertRows([["bad-null", null]])]);
    const good = database.preparedWrite([insertRows(rowsOf("good", 5))]);
    await expect(failing).rejects.toThrow(/not[- ]null/i);
    expect(await good).toBe(5);
    expect(await long).toBe(10_000);
    expect(await storedKeys("bad")).toEqual([]);
    expect(await storedKeys("good")).toHaveLength(5);
  });

  it("lets a transaction that read before a concurrent bulk write commit still write (no stale snapshot)", async () => {
    let bulk: Promise<number> | undefined;
    await database.db.transaction().execute(async (trx) => {
      await sql`select count(*) from prepared_write_row`.execute(trx);
      bulk = database.preparedWrite([insertRows(rowsOf("during", 50))]);
      // Time for the bulk write to commit if nothing holds it back; a deferred SQLite transaction
      // would then fail the write below with SQLITE_BUSY_SNAPSHOT.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`insert into prepared_write_row (key, label) values (${"tx-1"}, ${"ok"})`.execute(trx);
    });
    expect(await bulk).toBe(50);
    expect(await storedKeys("tx")).toEqual(["tx-1"]);
    expect(await storedKeys("during")).toHaveLength(50);
  });
});
