import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { testDatabaseKind } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const TIMEOUT_MS = 400;

/** Another connection holding the user table's write lock, as a long migration or a stuck job would. */
async function holdUserTableLock(server: TestServer): Promise<() => Promise<void>> {
  if (testDatabaseKind() === "sqlite") {
    const other = new SQLite(join(server.database.dataDir, "gatehouse.db"));
    other.exec("begin immediate");
    return async () => {
      other.exec("rollback");
      other.close();
    };
  }
  const other = new pg.Client({ connectionString: server.database.env.DATABASE_URL });
  await other.connect();
  await other.query('begin; lock table "user" in access exclusive mode');
  return async () => {
    await other.query("rollback");
    await other.end();
  };
}

describe("a database that stays locked past its timeout (SQLite busy_timeout, PostgreSQL statement_timeout)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      env: { SQLITE_BUSY_TIMEOUT_MS: String(TIMEOUT_MS), DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
  });
  afterAll(() => server?.close());

  it("answers 503 with Retry-After once the timeout passes, writes nothing, and serves again when the lock goes", async () => {
    const email = uniqueEmail("locked");
    const release = await holdUserTableLock(server);
    let signUp: Awaited<ReturnType<ReturnType<TestServer["client"]>["signUp"]>>;
    const started = performance.now();
    try {
      signUp = await server.client().signUp(email);
    } finally {
      await release();
    }
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 3 + 2_000);
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(503);
    expect(signUp.response.headers.get("retry-after")).toBe("5");
    expect(signUp.body).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "The database is unavailable; try again shortly",
    });
    const stored = await server.gatehouse.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(stored).toEqual([]);

    const again = await server.client().signUp(email);
    expect(again.status).toBe(200);
    expect(again.body.user.email).toBe(email);
  });
});
