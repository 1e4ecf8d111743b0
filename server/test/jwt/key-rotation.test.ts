import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JWT_REUSE_MS } from "../../src/auth/session/fast-path/session-jwt.ts";
import { JWKS_MAX_AGE_S, KEY_GRACE_MS, PUBLISH_LEAD_MS } from "../../src/auth/signing-keys/policy.ts";
import { forgetRetiredKeys, listSigningKeys, rotateSigningKey } from "../../src/auth/signing-keys/service.ts";
import {
  JWT_LIFETIME_S,
  OPENID_ACCESS_TOKEN_LIFETIME_S,
  OPENID_ID_TOKEN_LIFETIME_S,
} from "../../src/auth/signing-keys/token-lifetimes.ts";
import type { Db } from "../../src/db/transaction.ts";
import { toIso } from "../../src/kit/time.ts";
import { signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * Signing key rotation in one process, as a relying party sees it through `/api/auth/jwks` with
 * `jose`: a new key is published before it signs anything, tokens signed before a rotation verify
 * after it, the old key leaves the key set once its grace period has passed. Time passes by
 * moving the keys' times back (what the clock moving on means to the keys' states).
 */

const SECRET = "test-secret-test-secret-test-secret-0123456789";

let server: TestServer;
let db: Db;
let person: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET: SECRET }, withoutSmtp: true });
  db = server.gatehouse.database.db;
  person = server.client();
  await signUpUnverified(person, uniqueEmail("rotation"));
});
afterAll(async () => server.close());

/** The key set as a relying party fetches it. */
async function jwks(): Promise<{ keys: JSONWebKeySet; cacheControl: string | null }> {
  const response = await server.client().get<JSONWebKeySet>("/jwks");
  expect(response.status).toBe(200);
  return { keys: response.body, cacheControl: response.headers.get("cache-control") };
}
const kids = async () => (await jwks()).keys.keys.map((key) => key.kid);

async function tokenFromEndpoint(): Promise<string> {
  const response = await person.get<{ token: string }>("/token");
  expect(response.status).toBe(200);
  return response.body.token;
}
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const verifyWith = (token: string, keys: JSONWebKeySet) =>
  jwtVerify(token, createLocalJWKSet(keys), { issuer: server.gatehouse.config.baseURL });

/** `ms` pass for the keys: every time they carry moves back by it. */
async function passTime(ms: number): Promise<void> {
  const back = (value: Date | string | null) =>
    value === null ? null : new Date(Date.parse(toIso(value)) - ms).toISOString();
  for (const key of await db.selectFrom("jwks").selectAll().execute()) {
    await db
      .updateTable("jwks")
      .set({ createdAt: back(key.createdAt) ?? "", activatesAt: back(key.activatesAt), expiresAt: back(key.expiresAt) })
      .where("id", "=", key.id)
      .execute();
  }
}

describe("signing key rotation", () => {
  it("keeps a key published longer than anything it signed lives, the fast path's reuse included", () => {
    const longest = Math.max(JWT_LIFETIME_S, OPENID_ID_TOKEN_LIFETIME_S, OPENID_ACCESS_TOKEN_LIFETIME_S) * 1000;
    expect(KEY_GRACE_MS).toBeGreaterThan(longest);
    // A token handed out again at the end of its reuse still lives half its lifetime.
    expect(KEY_GRACE_MS).toBeGreaterThan(JWT_REUSE_MS + JWT_LIFETIME_S * 1000);
    expect(PUBLISH_LEAD_MS).toBeGreaterThan(JWKS_MAX_AGE_S * 1000);
  });

  it("publishes the new key before it signs, keeps the old one through its grace period, then retires it", async () => {
    const before = await tokenFromEndpoint();
    const oldKid = kidOf(before);
    const first = await jwks();
    expect(first.cacheControl).toBe("public, max-age=600");
    expect(first.keys.keys.map((key) => key.kid)).toEqual([oldKid]);

    const outcome = await rotateSigningKey(db, SECRET);
    expect(outcome).toMatchObject({ rotated: true, replaced: 1 });
    const newKid = outcome.rotated ? outcome.kid : "";
    expect(outcome.rotated && outcome.signsFrom.getTime() - Date.now()).toBeGreaterThan(PUBLISH_LEAD_MS - 60_000);

    // Published at once, signing nothing yet: /token and get-session still use the old key.
    const published = await jwks();
    expect(published.keys.keys.map((key) => key.kid).sort()).toEqual([oldKid, newKid].sort());
    expect(kidOf(await tokenFromEndpoint())).toBe(oldKid);
    const session = await person.get("/get-session", { query: { disableCookieCache: "true" } });
    expect(kidOf(String(session.headers.get("set-auth-jwt")))).toBe(oldKid);
    expect((await listSigningKeys(db)).map((key) => [key.kid, key.state])).toEqual([
      [newKid, "next"],
      [oldKid, "current"],
    ]);
    // A second rotation while this one is under way is not doubled.
    expect(await rotateSigningKey(db, SECRET)).toMatchObject({ rotated: false, next: { kid: newKid } });

    // Once the lead has passed, the new key signs; a relying party that fetched the key set during
    // the lead verifies its tokens without fetching again, and what the old key signed still verifies.
    await passTime(PUBLISH_LEAD_MS);
    const after = await tokenFromEndpoint();
    expect(kidOf(after)).toBe(newKid);
    await verifyWith(after, published.keys);
    await verifyWith(before, (await jwks()).keys);
    const listed = await listSigningKeys(db);
    expect(listed.map((key) => [key.kid, key.state])).toEqual([
      [newKid, "current"],
      [oldKid, "retiring"],
    ]);
    expect(listed[1]?.retiresAt?.getTime()).toBe(listed[0]!.signsFrom.getTime() + KEY_GRACE_MS);

    // Past the grace period the old key leaves the key set, and the job deletes it.
    await passTime(KEY_GRACE_MS - 60_000);
    expect((await kids()).sort()).toEqual([oldKid, newKid].sort());
    await passTime(120_000);
    expect(await kids()).toEqual([newKid]);
    await expect(verifyWith(before, (await jwks()).keys)).rejects.toThrow();
    expect(await forgetRetiredKeys(db)).toBe(1);
    expect((await db.selectFrom("jwks").select("id").execute()).map((row) => row.id)).toEqual([newKid]);
  });

  it("an emergency rotation signs at once, replaces a pending key and keeps the old one published", async () => {
    const pending = await rotateSigningKey(db, SECRET);
    expect(pending.rotated).toBe(true);
    const current = (await listSigningKeys(db)).find((key) => key.state === "current")!.kid;
    const before = await tokenFromEndpoint();
    expect(kidOf(before)).toBe(current);

    const emergency = await rotateSigningKey(db, SECRET, { immediately: true });
    expect(emergency).toMatchObject({ rotated: true, replaced: 1 });
    const newKid = emergency.rotated ? emergency.kid : "";
    expect(kidOf(await tokenFromEndpoint())).toBe(newKid);
    const keys = (await jwks()).keys;
    expect(keys.keys.map((key) => key.kid).sort()).toEqual([current, newKid].sort());
    await verifyWith(before, keys);
    expect((await listSigningKeys(db)).map((key) => key.state)).toEqual(["current", "retiring"]);
  });
});
