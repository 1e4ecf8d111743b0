import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createGatehouse,
  type Gatehouse,
  GatehouseTokenError,
  GatehouseUnavailableError,
  type TokenRefusalReason,
} from "../src/index.ts";
import { bearer, gatehouseClaims, KeyServer } from "./helpers/key-server.ts";

let keys: KeyServer;

const ENTITLEMENTS = {
  seller: "acme",
  user: { features: { sso: true, max_projects: 5 }, products: ["product-pro"], meters: { "meter-1": 40 } },
  organization: { id: "org-1", features: { seats: 10 }, products: [], meters: {} },
};

beforeAll(async () => {
  keys = await new KeyServer().start();
  await keys.addKey("key-1", { publish: true });
  await keys.addKey("key-2", { publish: false });
  await keys.addKey("forger", { publish: false });
});
afterAll(async () => keys?.stop());
afterEach(() => {
  vi.useRealTimers();
  keys.publish(["key-1"]);
});

/** A fresh client: its own key cache, so each test counts its own JWKS fetches. */
const gatehouse = (): Gatehouse => createGatehouse({ baseUrl: keys.url });

async function refusal(client: Gatehouse, request: Request): Promise<TokenRefusalReason | null> {
  const outcome = await client.authenticate(request);
  if (outcome.status !== "refused") return null;
  expect(outcome.error).toBeInstanceOf(GatehouseTokenError);
  expect(await client.verifyRequest(request)).toBeNull();
  return outcome.error.reason;
}

describe("verifyRequest with a bearer JWT", () => {
  it("accepts Gatehouse's token: the user, its entitlements, the active organization they name", async () => {
    const token = await keys.sign("key-1", gatehouseClaims("user-1", ENTITLEMENTS));
    const auth = await gatehouse().verifyRequest(bearer(`${keys.url}/app`, token));
    expect(auth).toEqual({
      via: "jwt",
      user: {
        id: "user-1",
        email: "ada@example.com",
        name: "Ada Lovelace",
        emailVerified: true,
        image: null,
        role: "user",
        createdAt: new Date("2025-01-02T03:04:05.000Z"),
        updatedAt: new Date("2025-01-02T03:04:05.000Z"),
      },
      session: null,
      activeOrganizationId: "org-1",
      entitlements: ENTITLEMENTS,
      expiresAt: expect.any(Date),
    });
    expect(auth?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("a token without entitlements (no seller configured) has none, and no known organization", async () => {
    const token = await keys.sign("key-1", gatehouseClaims("user-2"));
    const auth = await gatehouse().verifyRequest(bearer(keys.url, token));
    expect(auth).toMatchObject({ user: { id: "user-2" }, entitlements: null, activeOrganizationId: null });
  });

  it("refuses a forged signature: another key under a published kid, or a payload changed after signing", async () => {
    const client = gatehouse();
    const forged = await keys.sign("forger", gatehouseClaims("user-1"), { kid: "key-1" });
    expect(await refusal(client, bearer(keys.url, forged))).toBe("invalid_signature");

    const genuine = await keys.sign("key-1", gatehouseClaims("user-1"));
    const [header, , signature] = genuine.split(".");
    const elevated = Buffer.from(JSON.stringify({ ...gatehouseClaims("admin-1"), exp: 9_999_999_999 })).toString(
      "base64url",
    );
    expect(await refusal(client, bearer(keys.url, `${header}.${elevated}.${signature}`))).toBe("invalid_signature");
  });

  it("refuses an expired token, and one for another audience or from another issuer", async () => {
    const client = gatehouse();
    const claims = gatehouseClaims("user-1");
    const expired = await keys.sign("key-1", claims, { expiresIn: -60 });
    expect(await refusal(client, bearer(keys.url, expired))).toBe("expired");
    const otherAudience = await keys.sign("key-1", claims, { audience: "https://other-app.example.com" });
    expect(await refusal(client, bearer(keys.url, otherAudience))).toBe("wrong_audience");
    const otherIssuer = await keys.sign("key-1", claims, { issuer: "https://evil.example.com" });
    expect(await refusal(client, bearer(keys.url, otherIssuer))).toBe("wrong_issuer");
  });

  it("refuses what is no Gatehouse JWT: garbage, an empty bearer, claims without a user", async () => {
    const client = gatehouse();
    expect(await refusal(client, bearer(keys.url, "not-a-jwt"))).toBe("malformed");
    expect(await refusal(client, new Request(keys.url, { headers: { authorization: "Bearer " } }))).toBe("malformed");
    const userless = await keys.sign("key-1", { sub: "user-1" });
    expect(await refusal(client, bearer(keys.url, userless))).toBe("invalid_claims");
  });

  it("a refused bearer token decides alone: a Gatehouse cookie beside it is not asked", async () => {
    const expired = await keys.sign("key-1", gatehouseClaims("user-1"), { expiresIn: -60 });
    const request = bearer(keys.url, expired, { cookie: "better-auth.session_token=abc.def" });
    expect(await refusal(gatehouse(), request)).toBe("expired");
    expect(keys.requests).not.toContain("/api/auth/get-session?entitlements=true");
  });

  it("the configured audience and issuer are the ones required", async () => {
    const client = createGatehouse({ baseUrl: keys.url, issuer: "https://accounts.example.com" });
    const claims = gatehouseClaims("user-1");
    const publicIssuer = await keys.sign("key-1", claims, {
      issuer: "https://accounts.example.com",
      audience: "https://accounts.example.com",
    });
    expect((await client.verifyRequest(bearer(keys.url, publicIssuer)))?.user.id).toBe("user-1");
    const internalIssuer = await keys.sign("key-1", claims);
    expect(await refusal(client, bearer(keys.url, internalIssuer))).toBe("wrong_issuer");
  });
});

describe("the signing keys", () => {
  it("are fetched once and reused for every token they sign", async () => {
    const client = gatehouse();
    const before = keys.jwksFetches;
    for (let user = 0; user < 5; user++) {
      const token = await keys.sign("key-1", gatehouseClaims(`user-${user}`));
      expect((await client.verifyRequest(bearer(keys.url, token)))?.user.id).toBe(`user-${user}`);
    }
    expect(keys.jwksFetches - before).toBe(1);
  });

  it("a rotated key (a new kid) is fetched once, on its first token, not on every request", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const client = gatehouse();
    const before = keys.jwksFetches;
    const old = await keys.sign("key-1", gatehouseClaims("user-1"));
    expect(await client.verifyRequest(bearer(keys.url, old))).not.toBeNull();
    expect(keys.jwksFetches - before).toBe(1);

    // Gatehouse rotates: the new key signs, the old one is still published for tokens in flight.
    keys.publish(["key-1", "key-2"]);
    // Past the 30-second pause between key-driven fetches (the guard against made-up kids).
    vi.setSystemTime(Date.now() + 31_000);
    for (let request = 0; request < 5; request++) {
      const rotated = await keys.sign("key-2", gatehouseClaims("user-2"));
      expect((await client.verifyRequest(bearer(keys.url, rotated)))?.user.id).toBe("user-2");
      expect((await client.verifyRequest(bearer(keys.url, old)))?.user.id).toBe("user-1");
    }
    expect(keys.jwksFetches - before).toBe(2);
  });

  it("tokens naming unknown kids refetch at most once per 30 seconds, and are refused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const client = gatehouse();
    const before = keys.jwksFetches;
    const known = await keys.sign("key-1", gatehouseClaims("user-1"));
    expect(await client.verifyRequest(bearer(keys.url, known))).not.toBeNull();
    vi.setSystemTime(Date.now() + 31_000);
    for (let attempt = 0; attempt < 5; attempt++) {
      const madeUp = await keys.sign("forger", gatehouseClaims("user-1"), { kid: `made-up-${attempt}` });
      expect(await refusal(client, bearer(keys.url, madeUp))).toBe("unknown_key");
    }
    expect(keys.jwksFetches - before).toBe(2);
  });

  it("when the JWKS cannot be fetched, the answer is unknown: GatehouseUnavailableError, not a refusal", async () => {
    const stopped = await new KeyServer().start();
    const url = stopped.url;
    await stopped.stop();
    const client = createGatehouse({ baseUrl: url });
    const token = await keys.sign("key-1", gatehouseClaims("user-1"));
    await expect(client.verifyRequest(bearer(url, token))).rejects.toBeInstanceOf(GatehouseUnavailableError);
    // A JWKS answer that is an error page is no key set either.
    const notJwks = createGatehouse({ baseUrl: `${keys.url}/elsewhere` });
    await expect(notJwks.verifyRequest(bearer(keys.url, token))).rejects.toBeInstanceOf(GatehouseUnavailableError);
  });
});

describe("verifyRequest without a bearer token", () => {
  it("is signed out without asking Gatehouse when the request carries no Gatehouse session cookie", async () => {
    const client = gatehouse();
    const before = keys.requests.length;
    expect(await client.authenticate(new Request(keys.url))).toEqual({ status: "signed-out" });
    const appCookies = new Request(keys.url, { headers: { cookie: "app_session=1; better-auth.theme=dark" } });
    expect(await client.verifyRequest(appCookies)).toBeNull();
    // Another scheme than Bearer is not Gatehouse's credential either.
    const basic = new Request(keys.url, { headers: { authorization: "Basic dXNlcjpwYXNz" } });
    expect(await client.verifyRequest(basic)).toBeNull();
    expect(keys.requests.length).toBe(before);
  });

  it("sends Gatehouse only its own cookies, and an answer that is no session is an unavailable Gatehouse", async () => {
    const client = gatehouse();
    const request = new Request(keys.url, {
      headers: { cookie: "app_session=secret; better-auth.session_token=t.s; better-auth.session_data=d" },
    });
    // The key server answers get-session with a 404: not an answer to trust either way.
    await expect(client.verifyRequest(request)).rejects.toBeInstanceOf(GatehouseUnavailableError);
    expect(keys.requests.at(-1)).toBe("/api/auth/get-session?entitlements=true");
    expect(keys.cookies.at(-1)).toBe("better-auth.session_token=t.s; better-auth.session_data=d");
  });
});
