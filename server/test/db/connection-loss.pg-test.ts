import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

describe("PostgreSQL ends Gatehouse's idle connections", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("keeps serving (no crash from the pool's idle clients), on fresh connections", async () => {
    const client = server.client();
    await signUpVerified(server, client, uniqueEmail("pg-loss"));
    const databaseUrl = new URL(server.database.env.DATABASE_URL!);
    const name = databaseUrl.pathname.slice(1);

    // What a PostgreSQL restart or an administrator does to every open connection.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const terminated = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const session = await client.get<{ user: { email: string } } | null>("/get-session", { query: { disableCookieCache: "true" } });
    expect(session.status).toBe(200);
    expect(session.body?.user.email).toMatch(/^pg-loss-/);
  });
});
