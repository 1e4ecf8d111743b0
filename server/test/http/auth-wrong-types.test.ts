import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * Wrong types on every /api/auth route: each field better-auth's own schemas
 * name (every endpoint of `auth.api`, plugins included) gets a number, a boolean, an array, an
 * object and null, one field at a time and all at once, and each body is also sent as a bare
 * array, string, number and null; GET routes get their query fields repeated and bracketed.
 * Signed out and signed in: never a 5xx. (/v1's wrong types are in test/billing/route-sweep.test.ts.)
 */
let server: TestServer;
let signedIn: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  signedIn = server.client();
  await signedIn.signUp(uniqueEmail("types"), PASSWORD);
});
afterAll(async () => server?.close());

type ZodLike = { shape?: Record<string, unknown>; _zod?: { def?: { innerType?: unknown; in?: unknown } } };
type Endpoint = { path?: string; options?: { method?: string | string[]; body?: unknown; query?: unknown } };

/** The field names of a zod object schema, through optional/default/pipe wrappers. */
function fieldsOf(schema: unknown): string[] {
  let current = schema as ZodLike | undefined;
  for (let unwraps = 0; current && unwraps < 6; unwraps++) {
    if (current.shape && typeof current.shape === "object") return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.innerType ?? def?.in) as ZodLike | undefined;
  }
  return [];
}

type Route = { method: "GET" | "POST"; path: string; body: string[]; query: string[] };

function routes(): Route[] {
  const api = server.gatehouse.auth.api as unknown as Record<string, Endpoint>;
  return Object.values(api).flatMap((endpoint): Route[] => {
    if (typeof endpoint?.path !== "string") return [];
    const methods = [endpoint.options?.method ?? "GET"].flat().filter((m) => m === "GET" || m === "POST");
    const path = endpoint.path.replace(/:[A-Za-z]+/g, "some-id");
    return methods.map((method) => ({
      method: method as "GET" | "POST",
      path,
      body: fieldsOf(endpoint.options?.body),
      query: fieldsOf(endpoint.options?.query),
    }));
  });
}

const WRONG_VALUES: readonly unknown[] = [12345, true, [], { a: 1 }, null, ["x", 2], -1.5];
const NOT_OBJECTS = ["[]", '"text"', "123", "null", "[1,{}]"];

function bodiesFor(route: Route): string[] {
  const bodies = WRONG_VALUES.map((value) => JSON.stringify(Object.fromEntries(route.body.map((f) => [f, value]))));
  route.body.forEach((field, index) => {
    bodies.push(JSON.stringify({ [field]: WRONG_VALUES[index % WRONG_VALUES.length] }));
  });
  return [...bodies, ...NOT_OBJECTS];
}

function queriesFor(route: Route): string[] {
  return route.query.flatMap((field) => [`${field}=1&${field}=2`, `${field}[a]=1`, `${field}=`]);
}

describe("/api/auth answers wrong types with 4xx, never a 5xx", () => {
  it("knows the fields of most routes from their schemas", () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((route) => route.body.length + route.query.length > 0).length).toBeGreaterThan(60);
  });

  // A few requests at a time, not a route's whole batch at once: this is a test of types, not of
  // the pool; on a loaded CI machine a burst of fifty waited past the pool's connect limit (503).
  it("on every route, signed out and signed in", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes()) {
      for (const client of [server.client(), signedIn]) {
        const attempts: Array<() => Promise<{ status: number; body: unknown }>> =
          route.method === "POST"
            ? bodiesFor(route).map((body) => () => client.post(route.path, body))
            : queriesFor(route).map((query) => () => client.request("GET", `${route.path}?${query}`, undefined));
        for (let start = 0; start < attempts.length; start += 6) {
          const batch = attempts.slice(start, start + 6).map((send) => send());
          for (const response of await Promise.all(batch)) {
            sent++;
            if (response.status >= 500)
              failures.push(`${route.method} ${route.path}: ${response.status} ${JSON.stringify(response.body)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  });

  it("answers 400 VALIDATION_ERROR where a schema refuses the type", async () => {
    const client = server.client();
    expect(await client.post("/sign-in/email", { email: 12345, password: PASSWORD })).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_ERROR" },
    });
    expect(await client.post("/sign-up/email", { email: uniqueEmail("t"), password: [], name: "x" })).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_ERROR" },
    });
    expect(await signedIn.post("/update-user", { name: { a: 1 } })).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_ERROR" },
    });
  });
});
