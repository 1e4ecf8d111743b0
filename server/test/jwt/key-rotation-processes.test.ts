import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY_GRACE_MS, PUBLISH_LEAD_MS } from "../../src/auth/signing-keys/policy.ts";
import { listSigningKeys } from "../../src/auth/signing-keys/service.ts";
import { loadConfig } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { toIso } from "../../src/kit/time.ts";
import { signedInClient, signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { type ChildServer, killChildServers, startChildServer } from "../helpers/child-server.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import type { TestClient } from "../helpers/test-server.ts";

/**
 * Key rotation across three Gatehouse processes on one database, each running the rotation
 * schedule: a rotation by `gatehouse keys rotate` while a relying party and the get-session fast
 * path keep verifying (every token from every process verifies against every process's JWKS
 * throughout), and a scheduled rotation that happens once although three processes run it.
 * Time passes for the keys by moving their times back (what the clock moving on means to them).
 */

/** child-server.ts's AUTH_SECRET: the command encrypts new keys with the servers' secret. */
const SECRET = "child-test-secret-child-test-secret-0123456789";

let scratch: ScratchDatabase;
let servers: ChildServer[];
let database: Database;
let commandEnv: Record<string, string>;

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrated: true });
  const env = { SIGNING_KEY_ROTATION_DAYS: "1", SIGNING_KEY_CHECK_INTERVAL_MS: "200" };
  servers = await Promise.all([0, 1, 2].map(() => startChildServer(scratch, env)));
  commandEnv = { ...scratch.env, AUTH_SECRET: SECRET };
  database = openDatabase(loadConfig({ ...commandEnv, NODE_ENV: "test", BASE_URL: servers[0]!.url }));
}, 180_000);
afterAll(async () => {
  killChildServers();
  await database?.close();
  await scratch?.drop();
});

async function passTime(ms: number): Promise<void> {
  const back = (value: Date | string | null) =>
    value === null ? null : new Date(Date.parse(toIso(value)) - ms).toISOString();
  for (const key of await database.db.selectFrom("jwks").selectAll().execute()) {
    await database.db
      .updateTable("jwks")
      .set({ createdAt: back(key.createdAt) ?? "", activatesAt: back(key.activatesAt), expiresAt: back(key.expiresAt) })
      .where("id", "=", key.id)
      .execute();
  }
}

const jwksOf = async (server: ChildServer): Promise<JSONWebKeySet> => {
  const response = await fetch(`${server.url}/api/auth/jwks`);
  expect(response.status).toBe(200);
  return (await response.json()) as JSONWebKeySet;
};
const kidsOf = async (server: ChildServer) => (await jwksOf(server)).keys.map((key) => key.kid).sort();
const kidOf = (token: string) => String(decodeProtectedHeader(token).kid);
type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

/** One person signed in on each process: /token's JWT and get-session's `set-auth-jwt` (the fast path). */
async function tokensFromEveryProcess(people: TestClient[]): Promise<{ token: string[]; session: string[] }> {
  const token: string[] = [];
  const session: string[] = [];
  for (const person of people) {
    const answer = await person.get<{ token: string }>("/token");
    expect(answer.status).toBe(200);
    token.push(answer.body.token);
    const got = await person.get("/get-session");
    session.push(String(got.headers.get("set-auth-jwt")));
  }
  return { token, session };
}

/**
 * Every token verifies against every process's current JWKS, and with the relying parties'
 * remote key sets (each process has its own BASE_URL here, so the issuer is not compared).
 */
async function verifyEverywhere(tokens: readonly string[], relyingParties: readonly RemoteKeySet[]) {
  for (const server of servers) {
    const keys = createLocalJWKSet(await jwksOf(server));
    for (const token of tokens) await jwtVerify(token, keys);
  }
  for (const keys of relyingParties) for (const token of tokens) await jwtVerify(token, keys);
}

describe("signing keys across three processes", COMMAND_TIMEOUT, () => {
  it("a rotation by the command: every process's tokens verify against every process's JWKS throughout", async () => {
    const email = uniqueEmail("rotation-cluster");
    await signUpUnverified(servers[0]!.server.client(), email);
    const people = await Promise.all(servers.map((server) => signedInClient(server.server, email)));
    // Relying parties that keep their key set (jose caches it, and fetches again on an unknown kid).
    const relyingParties = servers.map((server) => createRemoteJWKSet(new URL(`${server.url}/api/auth/jwks`)));

    const before = await tokensFromEveryProcess(people);
    const oldKid = kidOf(before.token[0]!);
    for (const token of [...before.token, ...before.session]) expect(kidOf(token)).toBe(oldKid);
    await verifyEverywhere([...before.token, ...before.session], relyingParties);

    const rotated = await runGatehouse(["keys", "rotate"], commandEnv);
    expect(rotated.code, rotated.stderr).toBe(0);
    const newKid = /key (\S+) is published now and signs from/.exec(rotated.stdout)?.[1] ?? "";
    expect(newKid).not.toBe("");
    const again = await runGatehouse(["keys", "rotate"], commandEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`a rotation is under way: key ${newKid} signs from`);

    // Published on every process, signing nowhere yet.
    for (const server of servers) expect(await kidsOf(server)).toEqual([oldKid, newKid].sort());
    const published = await Promise.all(servers.map(jwksOf));
    const during = await tokensFromEveryProcess(people);
    for (const token of [...during.token, ...during.session]) expect(kidOf(token)).toBe(oldKid);
    await verifyEverywhere([...before.token, ...before.session, ...during.token, ...during.session], relyingParties);

    // The lead passes. The relying parties' cached key sets age out meanwhile (JWKS max-age, or
    // jose's 10 minutes): they fetch again, while the new key is published and signs nothing.
    for (const keys of relyingParties) await keys.reload();
    // Every process signs with the new key at once; the fast path may still hand
    // out a token the old key signed, which verifies as long as it lives.
    await passTime(PUBLISH_LEAD_MS);
    const after = await tokensFromEveryProcess(people);
    for (const token of after.token) expect(kidOf(token)).toBe(newKid);
    const everything = [...before.token, ...before.session, ...during.token, ...during.session];
    await verifyEverywhere([...everything, ...after.token, ...after.session], relyingParties);
    // A relying party that fetched the key set during the lead needs no new fetch for the new key.
    for (const keys of published) for (const token of after.token) await jwtVerify(token, createLocalJWKSet(keys));

    // Past the grace period the old key has left every process's key set.
    await passTime(KEY_GRACE_MS + 120_000);
    for (const server of servers) expect(await kidsOf(server)).toEqual([newKid]);
    // The fast path hands a session's token out again for 7.5 minutes of the processes' own clock,
    // which the keys' time does not move: new sessions here (a real grace period is 11 hours).
    const latest = await tokensFromEveryProcess(
      await Promise.all(servers.map((server) => signedInClient(server.server, email))),
    );
    for (const token of [...latest.token, ...latest.session]) expect(kidOf(token)).toBe(newKid);
    await verifyEverywhere([...after.token, ...latest.token, ...latest.session], relyingParties);
    await expect(jwtVerify(before.token[0]!, createLocalJWKSet(await jwksOf(servers[1]!)))).rejects.toThrow();

    const listed = await runGatehouse(["keys", "list", "--json"], commandEnv);
    expect(listed.code, listed.stderr).toBe(0);
    const lines = listed.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { kid: string; state: string });
    expect(lines.map((key) => [key.kid, key.state])).toEqual([[newKid, "current"]]);
  });

  it("the schedule rotates a key that is due once, though three processes run it", async () => {
    const [current] = await listSigningKeys(database.db);
    expect(current?.state).toBe("current");
    // SIGNING_KEY_ROTATION_DAYS=1: two days on, every process's next pass finds the key due.
    await passTime(2 * 86_400_000);
    await expect.poll(async () => (await listSigningKeys(database.db)).length).toBe(2);
    // Several passes of every process later, still one rotation.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const keys = await listSigningKeys(database.db);
    expect(keys.map((key) => key.state)).toEqual(["next", "current"]);
    expect(keys[1]?.kid).toBe(current?.kid);
    for (const server of servers) expect(await kidsOf(server)).toEqual(keys.map((key) => key.kid).sort());
  });
});
