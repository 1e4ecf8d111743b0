import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../test/helpers/test-server.ts";

/**
 * The fast get-session path must be indistinguishable from better-auth's own getSession.
 * Each case asks both — Gatehouse over HTTP, and the stock `auth.handler` in-process — with
 * the same cookies, and compares status, body and the cookies they set.
 */
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  await client.signUp("fast@example.com");
});
afterAll(async () => server.close());

type Answer = { status: number; body: unknown; cookies: string[] };

const cookieShape = (line: string) => {
  const [pair = "", ...attributes] = line.split(";").map((p) => p.trim());
  return [pair.slice(0, pair.indexOf("=")), ...attributes.sort()].join("; ");
};

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie().map(cookieShape).sort() };
}

async function both(cookie: string, query = "") {
  const path = `/api/auth/get-session${query}`;
  const fast = await answer(await fetch(`${server.url}${path}`, { headers: { cookie } }));
  const stock = await answer(await server.gatehouse.auth.handler(new Request(`${server.gatehouse.config.baseURL}${path}`, { headers: { cookie } })));
  return { fast, stock };
}

describe("fast get-session matches better-auth's getSession", () => {
  it("DB-backed read: same session, same cookie-cache cookie", async () => {
    const jar = client.jar.clone();
    jar.delete("better-auth.session_data");
    const { fast, stock } = await both(jar.header(), "?disableCookieCache=true");
    expect(fast.status).toBe(200);
    expect(fast.body).toEqual(stock.body);
    expect((fast.body as { user: { email: string } }).user.email).toBe("fast@example.com");
    expect(fast.cookies).toEqual(stock.cookies);
    expect(fast.cookies).toEqual(["better-auth.session_data; HttpOnly; Max-Age=60; Path=/; SameSite=Lax"]);
  });

  it("a cache cookie issued by the fast path is one better-auth accepts as its own", async () => {
    const jar = client.jar.clone();
    jar.delete("better-auth.session_data");
    const issued = await fetch(`${server.url}/api/auth/get-session?disableCookieCache=true`, { headers: { cookie: jar.header() } });
    jar.store(issued);
    const value = jar.get("better-auth.session_data");
    expect(value).toBeTruthy();
    const { fast, stock } = await both(jar.header());
    expect(stock.cookies).toEqual([]); // a cache hit: better-auth re-sets nothing
    expect(fast).toEqual(stock);
  });

  it("cookie-cache read: same session, nothing set", async () => {
    const { fast, stock } = await both(client.jar.header());
    expect(fast).toEqual(stock);
    expect(fast.cookies).toEqual([]);
    expect(fast.body).not.toBeNull();
  });

  it("disableRefresh: same session, no cookie", async () => {
    const { fast, stock } = await both(client.jar.header(), "?disableCookieCache=true&disableRefresh=true");
    expect(fast).toEqual(stock);
    expect(fast.cookies).toEqual([]);
  });

  it("a cache cookie cached for the current session cannot serve another token", async () => {
    const other = server.client();
    await other.signUp("fast-other@example.com");
    const mixed = `better-auth.session_token=${other.jar.get("better-auth.session_token")}; better-auth.session_data=${client.jar.get("better-auth.session_data")}`;
    const { fast, stock } = await both(mixed);
    expect(fast.body).toEqual(stock.body);
    expect((fast.body as { user: { email: string } }).user.email).toBe("fast-other@example.com");
  });

  it("tampered cache cookie: falls back to the database like the library", async () => {
    const data = client.jar.get("better-auth.session_data")!;
    const tampered = `better-auth.session_token=${client.jar.get("better-auth.session_token")}; better-auth.session_data=${data.slice(0, -4)}AAAA`;
    const { fast, stock } = await both(tampered);
    expect(fast.body).toEqual(stock.body);
    expect(fast.body).not.toBeNull();
  });

  it("no cookie and forged token: null", async () => {
    const none = await both("");
    expect(none.fast).toEqual(none.stock);
    expect(none.fast.body).toBeNull();
    const token = client.jar.get("better-auth.session_token")!;
    const forged = await both(`better-auth.session_token=${token.slice(0, 10)}x${token.slice(11)}`, "?disableCookieCache=true");
    expect(forged.fast.body).toBeNull();
    expect(forged.fast.body).toEqual(forged.stock.body);
  });

  it("disableCookieCache=false goes to the library and is answered alike", async () => {
    const { fast, stock } = await both(client.jar.header(), "?disableCookieCache=false");
    expect(fast.body).toEqual(stock.body);
    expect(fast.cookies).toEqual(stock.cookies);
  });

  it("expired session: deleted, cookies cleared, null", async () => {
    const victim = server.client();
    await victim.signUp("fast-expired@example.com");
    const token = victim.jar.get("better-auth.session_token")!.split(".")[0]!;
    const past = new Date(Date.now() - 1000);
    await server.gatehouse.database.db
      .updateTable("session")
      .set({ expiresAt: server.gatehouse.database.kind === "sqlite" ? past.toISOString() : past })
      .where("token", "=", token)
      .execute();
    const res = await fetch(`${server.url}/api/auth/get-session?disableCookieCache=true`, { headers: { cookie: victim.jar.header() } });
    expect(await res.json()).toBeNull();
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=;") && c.includes("Max-Age=0"))).toBe(true);
    const left = await server.gatehouse.database.db.selectFrom("session").select("id").where("token", "=", token).execute();
    expect(left).toEqual([]);
  });
});
