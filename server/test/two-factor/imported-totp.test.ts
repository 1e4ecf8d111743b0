import { randomBytes } from "node:crypto";
import bcryptjs from "bcryptjs";
import { symmetricDecrypt } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedTotpRows } from "../../src/auth/two-factor/imported-totp.ts";
import { asBool, findUserById, signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { insertImportedUser, storedPasswordHash } from "../helpers/imported-users.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { secretOf, totpCode } from "../helpers/totp.ts";
import { enableTwoFactor } from "../helpers/two-factor.ts";

/**
 * A user moved from another system keeps the authenticator app they had: their TOTP key, made
 * there (the RFC 6238 key is its base32-decoded bytes), is written as an import writes it
 * (importedTotpRows), and the codes an authenticator computes from the original key pass the
 * second step of a password sign-in; other codes fail as wrong codes do; backup codes are the
 * plugin's own; setting two-factor up anew, disabling it or an admin's reset drop the imported key.
 */
const PASSWORD = "pässwörd from elsewhere";
const ADMIN_EMAIL = `admin-${randomBytes(4).toString("hex")}@example.com`;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = server.client();
  await signUpVerified(server, admin, ADMIN_EMAIL);
});
afterAll(async () => server?.close());

/** RFC 4648 base32 without padding. */
function base32(bytes: Buffer): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, "0")).join("");
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => ALPHABET[Number.parseInt(chunk.padEnd(5, "0"), 2)]).join("");
}

/** A key as another system makes one: 20 random bytes (160 bits). */
const foreignKey = () => base32(randomBytes(20));

/** The authenticator app the user had set up with the origin system. */
const authenticator = (key: string) => `otpauth://totp/Origin:user?secret=${key}&issuer=Origin`;

/** A user imported with a bcrypt hash and a TOTP key, as the importer writes them. */
async function importedUser(label: string) {
  const key = foreignKey();
  const user = await insertImportedUser(server, label, bcryptjs.hashSync(PASSWORD, 6));
  const db = server.gatehouse.database.db;
  const rows = await importedTotpRows(server.gatehouse.config.authSecret, user.id, key);
  await db.insertInto("twoFactor").values(rows.twoFactor).execute();
  await db.insertInto("imported_totp").values(rows.importedTotp).execute();
  await db.updateTable("user").set({ twoFactorEnabled: 1 }).where("id", "=", user.id).execute();
  return { ...user, key, uri: authenticator(key) };
}

const decrypt = (data: string) => symmetricDecrypt({ key: server.gatehouse.config.authSecret, data });
const twoFactorRow = (userId: string) =>
  server.gatehouse.database.db.selectFrom("twoFactor").selectAll().where("userId", "=", userId).executeTakeFirst();
const importedRow = (userId: string) =>
  server.gatehouse.database.db.selectFrom("imported_totp").selectAll().where("user_id", "=", userId).executeTakeFirst();

/** A browser past the password step of a sign-in, facing the two-factor challenge. */
async function challenged(email: string): Promise<TestClient> {
  const browser = server.client();
  const first = await browser.signIn(email, PASSWORD);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(first.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp", "otp"] });
  expect((await browser.session()).body).toBeNull();
  return browser;
}

/** A code that is none of the key's codes around now. */
function wrongCode(uri: string): string {
  const near = [-30_000, 0, 30_000].map((offset) => totpCode(uri, Date.now() + offset));
  let code = 0;
  while (near.includes(String(code).padStart(6, "0"))) code++;
  return String(code).padStart(6, "0");
}

describe("a TOTP key imported from another system", () => {
  it("passes the second step with the codes the original key gives, and refuses others as wrong codes", async () => {
    const user = await importedUser("totp");
    const browser = await challenged(user.email);
    // The password step already stored the bcrypt hash again in the native format.
    expect(await storedPasswordHash(server, user.id)).toMatch(/^scrypt-1024:/);

    const wrong = await browser.post("/two-factor/verify-totp", { code: wrongCode(user.uri) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "INVALID_CODE", message: "Invalid code" });
    // The plugin's own secret (never handed out) is not what this user's codes are checked against.
    const native = authenticator(base32(Buffer.from(await nativeSecret(user.id))));
    const nativeAttempt = await browser.post("/two-factor/verify-totp", { code: totpCode(native) });
    expect(nativeAttempt.status).toBe(401);
    expect(nativeAttempt.body).toMatchObject({ code: "INVALID_CODE" });
    // The plugin counted both as failures, as it does for its own codes.
    expect((await twoFactorRow(user.id))?.failedVerificationCount).toBe(2);

    const right = await browser.post("/two-factor/verify-totp", { code: totpCode(user.uri) });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect((await browser.session()).body?.user).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect((await twoFactorRow(user.id))?.failedVerificationCount).toBe(0);

    // A code of the previous 30-second step still passes, as the plugin allows for its own.
    const again = await challenged(user.email);
    const previous = await again.post("/two-factor/verify-totp", { code: totpCode(user.uri, Date.now() - 30_000) });
    expect(previous.status).toBe(200);
  });

  it("is the key the TOTP URI hands out, for adding the account to another authenticator", async () => {
    const user = await importedUser("uri");
    const browser = await challenged(user.email);
    expect((await browser.post("/two-factor/verify-totp", { code: totpCode(user.uri) })).status).toBe(200);
    const uri = await browser.post<{ totpURI: string }>("/two-factor/get-totp-uri", { password: PASSWORD });
    expect(uri.status).toBe(200);
    expect(secretOf(uri.body.totpURI)).toBe(user.key);
    expect(totpCode(uri.body.totpURI)).toBe(totpCode(user.uri));
  });

  it("leaves backup codes working: the imported ones, once each", async () => {
    const user = await importedUser("backup");
    const stored = await twoFactorRow(user.id);
    const codes = JSON.parse(await decrypt(stored!.backupCodes)) as string[];
    expect(codes).toHaveLength(10);

    const first = await challenged(user.email);
    expect((await first.post("/two-factor/verify-backup-code", { code: codes[0] })).status).toBe(200);
    expect((await first.session()).body?.user.id).toBe(user.id);
    const second = await challenged(user.email);
    expect((await second.post("/two-factor/verify-backup-code", { code: codes[0] })).status).toBe(401);
    expect((await second.post("/two-factor/verify-backup-code", { code: codes[1] })).status).toBe(200);
  });

  it("is dropped when the user disables two-factor; set up anew, the new authenticator's codes pass", async () => {
    const user = await importedUser("disable");
    const browser = await challenged(user.email);
    expect((await browser.post("/two-factor/verify-totp", { code: totpCode(user.uri) })).status).toBe(200);

    expect((await browser.post("/two-factor/disable", { password: "not-the-password" })).status).toBe(400);
    expect(await importedRow(user.id)).toBeDefined();
    expect((await browser.post("/two-factor/disable", { password: PASSWORD })).status).toBe(200);
    expect(await importedRow(user.id)).toBeUndefined();
    expect(await twoFactorRow(user.id)).toBeUndefined();

    const setup = await enableTwoFactor(browser, PASSWORD);
    const again = await challenged(user.email);
    expect((await again.post("/two-factor/verify-totp", { code: totpCode(setup.totpURI) })).status).toBe(200);
  });

  it("is dropped by an admin's reset, with the rest of the user's two-factor", async () => {
    const user = await importedUser("reset");
    const reset = await admin.post("/admin/reset-two-factor", { userId: user.id });
    expect(reset.status).toBe(200);
    expect(await importedRow(user.id)).toBeUndefined();
    expect(asBool((await findUserById(server, user.id))!.twoFactorEnabled)).toBe(false);
    expect((await server.client().signIn(user.email, PASSWORD)).body).not.toHaveProperty("twoFactorRedirect");
  });

  it("does not change anything for users without one", async () => {
    const client = server.client();
    await client.signUp(uniqueEmail("native"), PASSWORD);
    const setup = await enableTwoFactor(client, PASSWORD);
    const uri = await client.post<{ totpURI: string }>("/two-factor/get-totp-uri", { password: PASSWORD });
    expect(secretOf(uri.body.totpURI)).toBe(secretOf(setup.totpURI));
  });
});

/** The plugin's secret as stored for the user (its authenticator key is this text's UTF-8 bytes). */
async function nativeSecret(userId: string): Promise<string> {
  return decrypt((await twoFactorRow(userId))!.secret);
}
