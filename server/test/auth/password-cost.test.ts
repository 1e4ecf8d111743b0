import { verifyPassword } from "better-auth/crypto";
import { afterAll, describe, expect, it } from "vitest";
import { accountsOf } from "../helpers/account-flows.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { enableTwoFactor } from "../helpers/two-factor.ts";

/**
 * PASSWORD_SCRYPT_N: the default stores better-auth's own "salt:key" hashes; another cost stores
 * "scrypt-N:salt:key"; a server at either cost signs in the users of the other (a hash is verified
 * at the cost it names), so changing the setting locks nobody out, and a sign-in with the right
 * password stores the hash again at the server's cost (rehash.ts).
 */
const DEFAULT_FORMAT = /^[0-9a-f]{32}:[0-9a-f]{128}$/;
const CHEAP_FORMAT = /^scrypt-1024:[0-9a-f]{32}:[0-9a-f]{128}$/;

let database: ScratchDatabase;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.drop();
});

async function serverAtCost(cost: string): Promise<TestServer> {
  const server = await startTestServer({ database, env: { PASSWORD_SCRYPT_N: cost } });
  servers.push(server);
  return server;
}

async function storedHash(server: TestServer, userId: string): Promise<string> {
  const accounts = await accountsOf(server, userId);
  return accounts.find((account) => account.providerId === "credential")?.password ?? "";
}

describe("the password hash cost", () => {
  // Three servers one after another and hashes at the production cost: minutes on a loaded machine.
  it("defaults to better-auth's format; a change of cost signs everyone in and rehashes at sign-in", {
    timeout: 180_000,
  }, async () => {
    database = await createScratchDatabase();
    // The test servers' own default is 1024: "16384" is the production default, set explicitly.
    const standard = await serverAtCost("16384");
    const ann = await standard.client().signUp("ann@example.com");
    expect(ann.status).toBe(200);
    const annHash = await storedHash(standard, ann.body.user.id);
    expect(annHash).toMatch(DEFAULT_FORMAT);
    expect(await verifyPassword({ hash: annHash, password: "correct-horse-battery" })).toBe(true);
    const catClient = standard.client();
    const cat = await catClient.signUp("cat@example.com");
    await enableTwoFactor(catClient);
    await standard.close();
    servers.length = 0;

    const cheap = await serverAtCost("1024");
    const bob = await cheap.client().signUp("bob@example.com");
    expect(await storedHash(cheap, bob.body.user.id)).toMatch(CHEAP_FORMAT);
    // A wrong password changes nothing; the right one signs in and stores the hash at 1024.
    expect((await cheap.client().signIn("ann@example.com", "wrong-horse-battery")).status).toBe(401);
    expect(await storedHash(cheap, ann.body.user.id)).toBe(annHash);
    expect((await cheap.client().signIn("ann@example.com")).status).toBe(200);
    const annRehashed = await storedHash(cheap, ann.body.user.id);
    expect(annRehashed).toMatch(CHEAP_FORMAT);
    expect((await cheap.client().signIn("ann@example.com")).status).toBe(200);
    expect(await storedHash(cheap, ann.body.user.id)).toBe(annRehashed);
    // With two-factor on, the password step alone rehashes (the second step never sees the password).
    const catSignIn = await cheap.client().signIn("cat@example.com");
    expect(catSignIn.body).toMatchObject({ twoFactorRedirect: true });
    expect(await storedHash(cheap, cat.body.user.id)).toMatch(CHEAP_FORMAT);
    await cheap.close();
    servers.length = 0;

    const back = await serverAtCost("16384");
    expect((await back.client().signIn("bob@example.com", "wrong-horse-battery")).status).toBe(401);
    expect((await back.client().signIn("bob@example.com")).status).toBe(200);
    const bobRehashed = await storedHash(back, bob.body.user.id);
    expect(bobRehashed).toMatch(DEFAULT_FORMAT);
    // Stock better-auth's own verify accepts it: the default cost is its format again.
    expect(await verifyPassword({ hash: bobRehashed, password: "correct-horse-battery" })).toBe(true);
    expect((await back.client().signIn("ann@example.com")).status).toBe(200);
    expect(await storedHash(back, ann.body.user.id)).toMatch(DEFAULT_FORMAT);
  });
});
