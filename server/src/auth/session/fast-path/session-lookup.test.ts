import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutCache } from "../../../../test/helpers/get-session-differential.ts";
import { startTestServer, type TestClient, type TestServer } from "../../../../test/helpers/test-server.ts";
import type { Database } from "../../../db/database.ts";
import { keyOrder, SESSION_READS_IN_FLIGHT, SessionLookup, type SessionWithUser } from "./session-repository.ts";

// The fast path's session reads under concurrency: on PostgreSQL the tokens of get-sessions that
// arrive while reads are running go in one query; every caller must still get its own session.

let server: TestServer;
const users: { email: string; client: TestClient; token: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (let i = 0; i < 6; i++) {
    const email = `lookup-${i}@example.com`;
    const client = server.client();
    expect((await client.signUp(email)).status).toBe(200);
    const signed = client.jar.get("better-auth.session_token");
    if (!signed) throw new Error("no session cookie");
    users.push({ email, client, token: decodeURIComponent(signed).split(".")[0] as string });
  }
});
afterAll(async () => server.close());

/** The server's database, counting the reads the lookup makes and the tokens each asks for. */
function countingDatabase(database: Database) {
  const reads: unknown[][] = [];
  const counted: Database = {
    ...database,
    preparedFirst: (name, query, parameters) => {
      reads.push([...parameters]);
      return database.preparedFirst(name, query, parameters);
    },
    preparedAll: (name, query, parameters) => {
      reads.push([...parameters]);
      return database.preparedAll(name, query, parameters);
    },
  };
  return { counted, reads };
}

async function newLookup(database: Database): Promise<SessionLookup> {
  const context = await server.gatehouse.auth.$context;
  return new SessionLookup(database, keyOrder(context.tables));
}

describe("session lookup under concurrent requests", () => {
  it("each of many concurrent lookups gets its own token's session, as one lookup alone does", async () => {
    const alone = new Map<string, SessionWithUser | null>();
    const single = await newLookup(server.gatehouse.database);
    for (const { token } of users) alone.set(token, await single.findByToken(token));
    expect([...alone.values()].every((found) => found !== null)).toBe(true);

    const { counted, reads } = countingDatabase(server.gatehouse.database);
    const lookup = await newLookup(counted);
    // Every user three times, and tokens of no session, interleaved.
    const asked = [
      ...users.map((u) => u.token),
      "no-such-token",
      ...users.map((u) => u.token).reverse(),
      ...users.map((u) => u.token),
      "another-missing-token",
    ];
    const answers = await Promise.all(asked.map((token) => lookup.findByToken(token)));
    asked.forEach((token, index) => {
      expect(answers[index]).toEqual(alone.get(token) ?? null);
    });
    for (const user of users) {
      const found = answers[asked.indexOf(user.token)];
      expect(JSON.parse(found?.userJson ?? "null")).toMatchObject({ email: user.email });
    }

    if (server.gatehouse.database.kind === "postgres") {
      // The first reads leave alone while slots are free; everything asked meanwhile shares the next.
      expect(reads).toHaveLength(SESSION_READS_IN_FLIGHT + 1);
      expect(reads.slice(0, SESSION_READS_IN_FLIGHT)).toEqual(
        asked.slice(0, SESSION_READS_IN_FLIGHT).map((t) => [[t]]),
      );
      expect(new Set(reads.at(-1)?.[0] as string[])).toEqual(new Set(asked.slice(SESSION_READS_IN_FLIGHT)));
    } else {
      // SQLite answers in the calling thread: a prepared statement per token, nothing to share.
      expect(reads).toHaveLength(asked.length);
    }
  });

  it("concurrent DB-backed get-sessions over HTTP each answer the cookie's own user", async () => {
    const requests = [...users, ...users, ...users].map(async (user) => {
      const response = await fetch(`${server.url}/api/auth/get-session?disableCookieCache=true`, {
        headers: { cookie: withoutCache(user.client) },
      });
      expect(response.status).toBe(200);
      return { user, body: (await response.json()) as { user: { email: string }; session: { token: string } } };
    });
    for (const { user, body } of await Promise.all(requests)) {
      expect(body.user.email).toBe(user.email);
      expect(body.session.token).toBe(user.token);
    }
  });
});
