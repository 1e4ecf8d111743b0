import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INPUT_DEPTH } from "../../src/kit/input-guard.ts";
import { PASSWORD, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * NUL characters and deep nesting on every /api/auth route: the route list
 * is better-auth's own (every endpoint of `auth.api` with a path), so plugins added later are
 * covered. Signed out and signed in, in the body, the query and the path: never a 5xx; where the
 * request reaches the router, 400 VALIDATION_ERROR. (/v1 is swept in test/billing/route-sweep.test.ts.)
 */
let server: TestServer;
let signedIn: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  signedIn = server.client();
  await signedIn.signUp(uniqueEmail("unsafe"), PASSWORD);
});
afterAll(async () => server?.close());

type Endpoint = { path?: string; options?: { method?: string | string[] } };

function routes(): Array<{ method: string; path: string }> {
  const api = server.gatehouse.auth.api as unknown as Record<string, Endpoint>;
  return Object.values(api).flatMap((endpoint) => {
    if (typeof endpoint?.path !== "string") return [];
    const methods = [endpoint.options?.method ?? "GET"].flat().filter((m) => m === "GET" || m === "POST");
    const path = endpoint.path.replace(/:[A-Za-z]+/g, "a%00b");
    return methods.map((method) => ({ method, path }));
  });
}

const NUL_BODY = {
  email: "a\u0000@example.com",
  password: "pass\u0000word-123",
  name: "\u0000",
  token: "\u0000",
  organizationId: "\u0000",
  userId: "\u0000",
  code: "\u0000",
  "key\u0000": 1,
};
const deep = (levels: number): unknown => JSON.parse(`${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`);

describe("/api/auth refuses NUL characters and deep nesting, never with a 5xx", () => {
  it("covers every route of every plugin", () => {
    expect(routes().length).toBeGreaterThan(100);
  });

  it("in the body and the query, signed out and signed in", async () => {
    const failures: string[] = [];
    for (const { method, path } of routes()) {
      for (const client of [server.client(), signedIn]) {
        const attempts =
          method === "POST"
            ? [
                client.post(path, NUL_BODY),
                client.post(path, { email: uniqueEmail("deep"), nested: deep(MAX_INPUT_DEPTH + 1) }),
                client.post(path, {}, { query: { email: "a\u0000b", organizationId: "\u0000" } }),
              ]
            : [client.get(path, { query: { email: "a\u0000b", organizationId: "\u0000", token: "\u0000" } })];
        for (const response of await Promise.all(attempts)) {
          if (response.status >= 500) failures.push(`${method} ${path}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 VALIDATION_ERROR where the router sees it", async () => {
    const client = server.client();
    expect(await client.post("/sign-in/email", { email: "a\u0000@example.com", password: PASSWORD })).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_ERROR", message: "Invalid body parameters" },
    });
    // 5,000 levels, as text: too deep for JSON.stringify on this side too.
    const deepText = `{"email":"${uniqueEmail("r")}","x":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`;
    expect(await client.post("/request-password-reset", deepText)).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_ERROR", message: "Invalid body parameters" },
    });
    expect(
      await signedIn.get("/organization/get-full-organization", { query: { organizationId: "\u0000" } }),
    ).toMatchObject({ status: 400, body: { code: "VALIDATION_ERROR", message: "Invalid query parameters" } });
    // 32 levels are fine; the route answers as it would.
    const within = await client.post("/request-password-reset", {
      email: uniqueEmail("ok"),
      x: deep(MAX_INPUT_DEPTH - 2),
    });
    expect(within.status).toBe(200);
  });
});
