import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/database.ts";
import { signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { createScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Ends every connection to one database but the caller's, as a PostgreSQL restart would. */
async function terminateConnections(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const terminated = await admin.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [name],
  );
  await admin.end();
  return terminated.rowCount ?? 0;
}

describe("PostgreSQL ends Gatehouse's idle connections", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("keeps serving (no crash from the pool's idle clients), on fresh connections", async () => {
    const client = server.client();
    await signUpVerified(server, client, uniqueEmail("pg-loss"));
    // What a PostgreSQL restart or an administrator does to every open connection.
    expect(await terminateConnections(server.database.env.DATABASE_URL!)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const session = await client.get<{ user: { email: string } } | null>("/get-session", {
      query: { disableCookieCache: "true" },
    });
    expect(session.status).toBe(200);
    expect(session.body?.user.email).toMatch(/^pg-loss-/);
  });

  // A connection lost while a transaction waits between two queries: the client is checked out,
  // so the pool's idle listener is not on it. Without a listener of its own its "error" would be
  // an uncaught exception (which fails this run).
  it("fails only the transaction whose connection ended while in use, then serves on a new one", async () => {
    const scratch = await createScratchDatabase();
    const database = openDatabase(
      loadConfig({ NODE_ENV: "test", AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789", ...scratch.env }),
    );
    try {
      let connectionEnded!: () => void;
      const ended = new Promise<void>((resolve) => (connectionEnded = resolve));
      const transaction = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await ended;
        return sql`select 2`.execute(trx);
      });
      const outcome = transaction.then(
        () => "committed",
        (error: Error) => error.message,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await terminateConnections(scratch.env.DATABASE_URL!)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      connectionEnded();
      expect(await outcome).toMatch(/not queryable|terminat/i);

      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(database.db);
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
